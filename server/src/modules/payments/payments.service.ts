/**
 * Fees paid through the payment provider (WeChat Pay API v3, H5 and JSAPI). An area opens an order for something of
 * its own (purpose 'booking', ref a booking id) inside its transaction; the payer starts paying on the phone; the
 * provider's signed notification is the source of truth that it was paid, told back to the area through its
 * paymentOutcomes hook. An order whose window passed is closed at the provider before it is closed here, so money
 * cannot arrive for a closed order; a refund is recorded here first and asked of the provider by a job
 * (payments.refund), its notification completing it.
 * Each use case runs in the caller's transaction (begun by inTransaction); provider calls made inside one are short
 * (five seconds at most, wechatpay/client.ts).
 */
import { randomBytes } from 'node:crypto';
import type { PaymentStart } from '../../../../contract/calls/bookings';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import { enqueueJob } from '../../jobs';
import { merchantOf, providerOf } from './merchant';
import { applyPayment } from './outcomes';
import * as q from './payments.queries';
import { WechatPayError, type WechatPay } from './wechatpay/client';

export interface NewOrder { purpose: string; ref: string; uid: string; amount: number /* fen */; description: string; payBy: Date }

/** The job that asks the provider for a recorded refund (refund-job.ts). */
export const REFUND_JOB = 'payments.refund';
/** The provider takes a description of at most 127 characters, and a refund's reason of at most 80. */
const DESCRIPTION_MAX = 127;
const REASON_MAX = 80;

/** An order number the provider takes (6–32 of [A-Za-z0-9_-|*]), unique across every database that pays into one merchant account. */
function orderNumber(prefix: 'CH' | 'RF', at: Date): string {
  return `${prefix}${campusDateTime(at).replace(/\D/g, '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Opens the order of (purpose, ref) once; opening it again is a no-op (returns the same). */
export async function openOrder(db: DbOrTx, order: NewOrder): Promise<void> {
  if (!Number.isInteger(order.amount) || order.amount <= 0) throw new Error(`An order is a whole number of fen above 0, not ${order.amount}`);
  await q.insertOrder(db, {
    purpose: order.purpose,
    ref: order.ref,
    uid: order.uid,
    out_trade_no: orderNumber('CH', new Date()),
    amount: order.amount,
    description: order.description.slice(0, DESCRIPTION_MAX),
    pay_by: order.payBy,
  });
}

/**
 * The order as the provider knows it: paid (then applied here too, its notification may still be on its way), open
 * there, or unknown there (never started) or closed there.
 */
async function atProvider(db: DbOrTx, pay: WechatPay, order: q.OrderRow): Promise<'paid' | 'open' | 'gone'> {
  const transaction = await pay.query(order.out_trade_no);
  if (!transaction || transaction.trade_state === 'CLOSED') return 'gone';
  if (!['SUCCESS', 'REFUND'].includes(transaction.trade_state)) return 'open';
  await applyPayment(db, transaction, merchantOf(db).now());
  return 'paid';
}

/**
 * Asks the provider for what the browser (H5: h5_url) or the mini-program (JSAPI: the signed jsapi object) needs;
 * answers `paid: true` and nothing to do when it is paid already. Type PaymentStart is in contract/calls/bookings.ts.
 */
export async function startPayment(
  db: DbOrTx,
  purpose: string,
  ref: string,
  channel: 'h5' | 'jsapi',
  opts: { openid?: string; clientIp: string; returnUrl: string },
): Promise<PaymentStart> {
  return inTransaction(db, (tx) => startLocked(tx, purpose, ref, channel, opts));
}

// Holding the order's row while the provider prepares it: closing it (its window passed, or it was cancelled) waits,
// then finds it at the provider and closes it there too, so nothing prepared here can be paid once closed.
async function startLocked(db: DbOrTx, purpose: string, ref: string, channel: 'h5' | 'jsapi', opts: { openid?: string; clientIp: string; returnUrl: string }): Promise<PaymentStart> {
  const order = await q.lockedOrder(db, purpose, ref);
  if (!order) throw new DomainError('payments.notFound');
  const done: PaymentStart = { paid: true, amount: order.amount, h5_url: '', jsapi: null };
  if (order.status === 'paid') return done;
  if (order.status === 'closed') throw new DomainError('payments.closed');
  const merchant = merchantOf(db);
  if (order.pay_by <= merchant.now()) throw new DomainError('payments.expired');
  if (channel === 'jsapi' && !opts.openid) throw new DomainError('payments.openidRequired');
  const pay = providerOf(db);
  const prepay = { outTradeNo: order.out_trade_no, description: order.description, total: order.amount, payBy: order.pay_by, payerIp: opts.clientIp };
  try {
    if (channel === 'jsapi') return { paid: false, amount: order.amount, h5_url: '', jsapi: await pay.prepayJsapi({ ...prepay, openid: opts.openid! }) };
    // WeChat Pay H5: the cashier sends the browser to redirect_url once the payer is done (or gives up).
    const redirect = `&redirect_url=${encodeURIComponent(merchant.returnAddress(opts.returnUrl))}`;
    return { paid: false, amount: order.amount, h5_url: `${await pay.prepayH5(prepay)}${redirect}`, jsapi: null };
  } catch (err) {
    if (!(err instanceof WechatPayError)) throw err;
    // Paid meanwhile, its notification not here yet: the provider's answer to a query settles it.
    if (err.code === 'ORDERPAID' && (await atProvider(db, pay, order)) === 'paid') return done;
    if (err.code === 'ORDER_CLOSED') throw new DomainError('payments.closed');
    merchant.log.warn({ err, outTradeNo: order.out_trade_no }, 'the payment provider refused or failed to start a payment');
    throw new DomainError('payments.providerFailed');
  }
}

/** Closes an unpaid order at the provider (the payment window passed); 'paid' when the money arrived meanwhile. */
export function closeOrder(db: DbOrTx, purpose: string, ref: string): Promise<'closed' | 'paid'> {
  return inTransaction(db, (tx) => closeLocked(tx, purpose, ref));
}

async function closeLocked(db: DbOrTx, purpose: string, ref: string): Promise<'closed' | 'paid'> {
  const order = await q.lockedOrder(db, purpose, ref);
  // No order, nothing that could be paid.
  if (!order || order.status === 'closed') return 'closed';
  if (order.status === 'paid') return 'paid';
  const { pay, now } = merchantOf(db);
  // Without a provider nothing was ever started, so nothing can be paid there.
  const there = pay ? await atProvider(db, pay, order) : 'gone';
  if (there === 'paid') return 'paid';
  if (there === 'open') {
    try {
      await pay!.close(order.out_trade_no);
    } catch (err) {
      if (!(err instanceof WechatPayError && err.code === 'ORDERPAID')) throw err;
      if ((await atProvider(db, pay!, order)) === 'paid') return 'paid';
      throw err;
    }
  }
  await q.markClosed(db, order.id, now());
  return 'closed';
}

/**
 * Refunds a paid order in full (cancellation); 'none' when nothing was paid. An open order is closed first, so
 * nothing can be paid for what was cancelled; money that arrived meanwhile is refunded.
 */
export function refundOrder(db: DbOrTx, purpose: string, ref: string, reason: string): Promise<'none' | 'refunding' | 'refunded'> {
  return inTransaction(db, (tx) => refundIn(tx, purpose, ref, reason));
}

async function refundIn(db: DbOrTx, purpose: string, ref: string, reason: string): Promise<'none' | 'refunding' | 'refunded'> {
  let order = await q.orderOf(db, purpose, ref);
  if (order?.status === 'open' && (await closeOrder(db, purpose, ref)) === 'paid') order = await q.orderById(db, order.id);
  if (!order || order.status !== 'paid') return 'none';
  if (order.refund_status !== 'none') return order.refund_status;
  const now = merchantOf(db).now();
  if (!(await q.beginRefund(db, order.id, orderNumber('RF', now), reason.slice(0, REASON_MAX), now))) {
    return (await q.orderById(db, order.id))?.refund_status ?? 'none';
  }
  await enqueueJob(db, { kind: REFUND_JOB, payload: { order: order.id }, runAt: now, key: `payments:refund:${order.id}` });
  return 'refunding';
}

/** The payment state of several orders of one purpose, for lists. */
export async function orderStates(db: DbOrTx, purpose: string, refs: string[]): Promise<Map<string, { paid: boolean; refund: 'none' | 'refunding' | 'refunded' }>> {
  const rows = await q.statesOf(db, purpose, [...new Set(refs)]);
  return new Map(rows.map((row) => [row.ref, { paid: row.status === 'paid', refund: row.refund_status }]));
}
