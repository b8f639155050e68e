/**
 * Asks the provider for a refund recorded by refundOrder, after the cancellation that recorded it committed. The
 * refund number makes a second request for it the same refund, so a job that failed half-way simply runs again
 * (the runner retries with growing delays). SUCCESS in the answer completes it at once; PROCESSING waits for the
 * REFUND.SUCCESS notification.
 */
import type { JobHandlers } from '../../jobs';
import { providerOf } from './merchant';
import { applyRefund } from './outcomes';
import * as q from './payments.queries';
import { REFUND_JOB } from './payments.service';

export const refundJobs: JobHandlers = {
  [REFUND_JOB]: async (payload, { db, now }) => {
    const order = await q.orderById(db, (payload as { order: number }).order);
    if (order?.refund_status !== 'refunding' || !order.out_refund_no || !order.transaction_id) return;
    const refund = await providerOf(db).refund({
      outTradeNo: order.out_trade_no,
      outRefundNo: order.out_refund_no,
      reason: order.refund_reason,
      total: order.amount,
      refund: order.amount,
    });
    if (refund.status === 'SUCCESS') await applyRefund(db, refund, now);
    // The payer's account can no longer take the money: someone has to settle it at the merchant platform.
    else if (refund.status !== 'PROCESSING') throw new Error(`refund ${order.out_refund_no} of ${order.out_trade_no} is ${refund.status}`);
  },
};
