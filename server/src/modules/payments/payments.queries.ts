/** Payment orders and the notifications taken. Every move of an order is a conditional update: the one that matches wins. */
import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { PaymentOrdersTable } from './payments.table';

/** Adds the order of (purpose, ref) unless it is there; a second open changes nothing. */
export async function insertOrder(db: DbOrTx, row: Insertable<PaymentOrdersTable>): Promise<void> {
  await db.insertInto('payment_orders').values(row).onConflict((oc) => oc.columns(['purpose', 'ref']).doNothing()).execute();
}

export function orderOf(db: DbOrTx, purpose: string, ref: string) {
  return db.selectFrom('payment_orders').selectAll().where('purpose', '=', purpose).where('ref', '=', ref).executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderOf>>>;

/** The order, locked until the transaction ends: starting a payment and closing the order take turns. */
export function lockedOrder(db: DbOrTx, purpose: string, ref: string) {
  return db.selectFrom('payment_orders').selectAll().where('purpose', '=', purpose).where('ref', '=', ref).forUpdate().executeTakeFirst();
}

export function orderById(db: DbOrTx, id: number) {
  return db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function orderByTradeNo(db: DbOrTx, outTradeNo: string) {
  return db.selectFrom('payment_orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
}

/** open → paid; answers the order when this call moved it. */
export function markPaid(db: DbOrTx, id: number, transactionId: string, paidAt: Date) {
  return db
    .updateTable('payment_orders')
    .set({ status: 'paid', transaction_id: transactionId, paid_at: paidAt })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(['purpose', 'ref'])
    .executeTakeFirst();
}

/** open → closed; answers whether this call moved it. */
export async function markClosed(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const row = await db.updateTable('payment_orders').set({ status: 'closed', closed_at: at }).where('id', '=', id).where('status', '=', 'open').returning('id').executeTakeFirst();
  return row !== undefined;
}

/** A paid order's refund asked for, once; answers whether this call asked. */
export async function beginRefund(db: DbOrTx, id: number, outRefundNo: string, reason: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('payment_orders')
    .set({ refund_status: 'refunding', out_refund_no: outRefundNo, refund_reason: reason, refund_requested_at: at })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('refund_status', '=', 'none')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** refunding → refunded; answers the order when this call moved it. */
export function markRefunded(db: DbOrTx, outRefundNo: string, refundId: string, at: Date) {
  return db
    .updateTable('payment_orders')
    .set({ refund_status: 'refunded', refund_id: refundId, refunded_at: at })
    .where('out_refund_no', '=', outRefundNo)
    .where('refund_status', '=', 'refunding')
    .returning(['purpose', 'ref'])
    .executeTakeFirst();
}

export function statesOf(db: DbOrTx, purpose: string, refs: string[]) {
  if (refs.length === 0) return Promise.resolve([]);
  return db.selectFrom('payment_orders').select(['ref', 'status', 'refund_status']).where('purpose', '=', purpose).where('ref', 'in', refs).execute();
}

/** Records a notification's id; false when it was taken before (a repeat). */
export async function takeNotification(db: DbOrTx, id: string, eventType: string): Promise<boolean> {
  const row = await db.insertInto('payment_notifications').values({ id, event_type: eventType }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return row !== undefined;
}
