/** One sandbox of WeChat Pay: its keys, what it knows, how it notifies, and the two things a payer or time does to an order. */
import type { SandboxKeys } from './credentials';
import { refundResource, transactionResource, type Ledger, type SandboxRefund, type SandboxTransaction } from './ledger';
import type { Delivered, Notifier } from './notifier';

export interface Sandbox {
  keys: () => Promise<SandboxKeys>;
  ledger: Ledger;
  notifier: Notifier;
  now: () => Date;
  /** Where browsers find the cashier: a path of this server, or on PUBLIC_URL when it is set. */
  cashierUrl: string;
}

async function notify(sandbox: Sandbox, t: SandboxTransaction, url: string, body: string): Promise<Delivered> {
  t.lastNotification = { url, body };
  return sandbox.notifier.deliver(url, body);
}

/** The payer paid: the transaction succeeds and the merchant hears of it (answered once its server answered). */
export async function pay(sandbox: Sandbox, t: SandboxTransaction): Promise<Delivered> {
  t.state = 'SUCCESS';
  t.successTime = sandbox.now();
  const body = await sandbox.notifier.compose('TRANSACTION.SUCCESS', '支付成功', transactionResource(t), 'transaction');
  return notify(sandbox, t, t.notifyUrl, body);
}

/** The money went back to the payer. */
export async function completeRefund(sandbox: Sandbox, t: SandboxTransaction, r: SandboxRefund): Promise<Delivered> {
  r.status = 'SUCCESS';
  r.successTime = sandbox.now();
  t.state = 'REFUND';
  const body = await sandbox.notifier.compose('REFUND.SUCCESS', '退款成功', refundResource(t, r), 'refund');
  return notify(sandbox, t, r.notifyUrl, body);
}

/** A transaction the payer may still pay. */
export function payable(sandbox: Sandbox, t: SandboxTransaction): boolean {
  return t.state === 'NOTPAY' && t.payBy > sandbox.now();
}
