/**
 * The provider's facts applied to our orders: a payment that succeeded, a refund that did. They come from a
 * notification, or from asking the provider (an order found paid when we came to close it). Each moves an order by a
 * conditional update, so whichever arrives first moves it and tells the opening area (its paymentOutcomes hook, in
 * this same transaction), and the others change nothing.
 */
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { areaHooks } from '../area-hooks';
import * as q from './payments.queries';
import type { Notification, RefundResource, TransactionResource } from './wechatpay/resources';

/** What became of a fact: applied, already known, or something to look into (logged by the caller). */
export type Applied = { applied: boolean; problem?: string };

async function tell(db: DbOrTx, moved: { purpose: string; ref: string } | undefined, outcome: 'paid' | 'refunded'): Promise<Applied> {
  if (!moved) return { applied: false };
  // An area opening orders of a purpose gives its hook; without one the order's state is all there is to read.
  await areaHooks().paymentOutcomes[moved.purpose]?.(db, moved.ref, outcome);
  return { applied: true };
}

function when(stamp: string | undefined, fallback: Date): Date {
  const at = stamp ? new Date(stamp) : fallback;
  return Number.isNaN(at.getTime()) ? fallback : at;
}

/** A transaction the provider reports paid (trade_state SUCCESS, or REFUND once refunded since). */
export async function applyPayment(db: DbOrTx, transaction: TransactionResource, now: Date): Promise<Applied> {
  const { transaction_id: transactionId } = transaction;
  const paid = ['SUCCESS', 'REFUND'].includes(transaction.trade_state) && typeof transaction.out_trade_no === 'string';
  if (!paid || !transactionId) return { applied: false, problem: `not paid: ${transaction.trade_state}` };
  const order = await q.orderByTradeNo(db, transaction.out_trade_no);
  if (!order) return { applied: false, problem: `no order ${transaction.out_trade_no}` };
  if (transaction.amount?.total !== order.amount) return { applied: false, problem: `order ${order.out_trade_no} is ${order.amount} fen, paid ${transaction.amount?.total}` };
  const moved = await q.markPaid(db, order.id, transactionId, when(transaction.success_time, now));
  if (moved) return tell(db, moved, 'paid');
  // Paid already, or closed: the provider refuses payment of an order once closed, and we close there first, so
  // money for a closed order is something to look into.
  const status = (await q.orderById(db, order.id))?.status;
  return status === 'paid' ? { applied: false } : { applied: false, problem: `order ${order.out_trade_no} is ${status}, yet the provider reports it paid` };
}

/** A refund the provider reports done. */
export async function applyRefund(db: DbOrTx, refund: RefundResource, now: Date): Promise<Applied> {
  const status = refund.refund_status ?? refund.status;
  if (status !== 'SUCCESS' || typeof refund.out_refund_no !== 'string') return { applied: false, problem: `refund ${refund.out_refund_no} is ${status}` };
  const moved = await q.markRefunded(db, refund.out_refund_no, refund.refund_id, when(refund.success_time, now));
  return tell(db, moved, 'refunded');
}

/**
 * A notification taken once, in one transaction with what it changes: its id is recorded first, so the same
 * notification again (the provider retries until it hears 2xx) finds it and changes nothing.
 */
export function takeNotification(db: DbOrTx, notification: Notification, now: Date): Promise<Applied & { repeat?: boolean }> {
  return inTransaction(db, async (tx) => {
    if (!(await q.takeNotification(tx, notification.id, notification.eventType))) return { applied: false, repeat: true };
    switch (notification.eventType) {
      case 'TRANSACTION.SUCCESS':
        return applyPayment(tx, notification.resource as TransactionResource, now);
      case 'REFUND.SUCCESS':
        return applyRefund(tx, notification.resource as RefundResource, now);
      default:
        // REFUND.ABNORMAL (the payer's card was closed) and REFUND.CLOSED need someone at the merchant platform.
        return { applied: false, problem: `${notification.eventType} for ${(notification.resource as { out_trade_no?: string }).out_trade_no ?? '?'}` };
    }
  });
}
