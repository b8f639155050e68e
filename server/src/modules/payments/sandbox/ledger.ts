/** What the sandbox knows of each order a merchant placed with it: its transaction, the prepay ids it gave, its refunds. */
import { randomBytes } from 'node:crypto';
import { rfc3339, type RefundResource, type TransactionResource } from '../wechatpay/resources';

export interface SandboxRefund {
  outRefundNo: string;
  refundId: string;
  reason: string;
  refund: number;
  status: 'PROCESSING' | 'SUCCESS';
  createTime: Date;
  successTime?: Date;
  notifyUrl: string;
}

export interface SandboxTransaction {
  appid: string;
  mchid: string;
  outTradeNo: string;
  description: string;
  total: number;
  payBy: Date;
  notifyUrl: string;
  tradeType: 'MWEB' | 'JSAPI';
  openid?: string;
  transactionId: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  successTime?: Date;
  refunds: SandboxRefund[];
  /** The last notification sent about it, to send again as the provider's retries do. */
  lastNotification?: { url: string; body: string };
}

export interface Ledger {
  byTradeNo(outTradeNo: string): SandboxTransaction | undefined;
  byPrepay(prepayId: string): SandboxTransaction | undefined;
  add(transaction: SandboxTransaction): void;
  /** A new prepay id for the transaction (valid, like the provider's, while the order is). */
  prepay(transaction: SandboxTransaction): string;
}

/** Digits as the provider's ids have them. */
export function digits(n: number): string {
  return [...randomBytes(n)].map((b) => String(b % 10)).join('');
}

export function createLedger(): Ledger {
  const transactions = new Map<string, SandboxTransaction>();
  const prepays = new Map<string, string>();
  return {
    byTradeNo: (no) => transactions.get(no),
    byPrepay: (id) => {
      const no = prepays.get(id);
      return no === undefined ? undefined : transactions.get(no);
    },
    add: (transaction) => void transactions.set(transaction.outTradeNo, transaction),
    prepay(transaction) {
      const id = `wx${digits(14)}${randomBytes(8).toString('hex')}`;
      prepays.set(id, transaction.outTradeNo);
      return id;
    },
  };
}

const TRADE_STATE_DESC = { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭', REFUND: '转入退款' } as const;

export function transactionResource(t: SandboxTransaction): TransactionResource {
  const paid = t.state === 'SUCCESS' || t.state === 'REFUND';
  return {
    appid: t.appid,
    mchid: t.mchid,
    out_trade_no: t.outTradeNo,
    trade_state: t.state,
    trade_state_desc: TRADE_STATE_DESC[t.state],
    ...(paid
      ? {
          transaction_id: t.transactionId,
          trade_type: t.tradeType,
          success_time: rfc3339(t.successTime!),
          payer: { openid: t.openid ?? `o${randomBytes(13).toString('hex')}` },
          amount: { total: t.total, payer_total: t.total, currency: 'CNY', payer_currency: 'CNY' },
        }
      : { amount: { total: t.total, currency: 'CNY' } }),
  };
}

export function refundResource(t: SandboxTransaction, r: SandboxRefund): RefundResource {
  return {
    mchid: t.mchid,
    refund_id: r.refundId,
    out_refund_no: r.outRefundNo,
    transaction_id: t.transactionId,
    out_trade_no: t.outTradeNo,
    status: r.status,
    create_time: rfc3339(r.createTime),
    ...(r.successTime ? { success_time: rfc3339(r.successTime) } : {}),
    amount: { total: t.total, refund: r.refund, payer_total: t.total, payer_refund: r.refund, currency: 'CNY' },
  };
}
