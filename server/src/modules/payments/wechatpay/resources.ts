/** What WeChat Pay API v3 answers and notifies, as far as the portal reads it (field names as the protocol spells them). */

/** trade_state: SUCCESS paid, REFUND paid and (partly) refunded, NOTPAY, CLOSED, REVOKED, USERPAYING, PAYERROR. */
export interface TransactionResource {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_type?: string;
  trade_state: string;
  trade_state_desc?: string;
  success_time?: string;
  payer?: { openid?: string };
  amount?: { total: number; payer_total?: number; currency: string; payer_currency?: string };
}

/** status (and, in a notification, refund_status): SUCCESS, CLOSED, PROCESSING, ABNORMAL. */
export interface RefundResource {
  mchid?: string;
  refund_id: string;
  out_refund_no: string;
  transaction_id: string;
  out_trade_no: string;
  status?: string;
  refund_status?: string;
  success_time?: string;
  create_time?: string;
  amount: { total: number; refund: number; payer_total?: number; payer_refund?: number; currency?: string };
}

/** A notification after its signature held and its resource was decrypted: TRANSACTION.SUCCESS carries a transaction,
 *  REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED a refund; other events may come and are only recorded. */
export interface Notification {
  id: string;
  eventType: string;
  resource: unknown;
}

/** The body WeChat Pay answers a failed request with, and the merchant answers a refused notification with. */
export interface ProtocolError {
  code: string;
  message: string;
}

/** Times in the protocol (time_expire, success_time): RFC 3339 in China Standard Time, as its examples give them. */
export function rfc3339(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}
