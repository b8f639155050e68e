/**
 * The merchant each database's server pays through. The use cases take only a database handle (their callers run
 * them in their own transactions and jobs), and one process can hold several servers (each test server has its own
 * database and its own sandbox), so the provider is kept per database, as memo.ts keeps caches, and a transaction
 * begun by inTransaction reaches its database's.
 */
import type { Db, DbOrTx } from '../../db/database';
import { databaseOf } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import type { WechatPay } from './wechatpay/client';

export interface Merchant {
  /** WeChat Pay, or the sandbox speaking it; null when payment is off (production without WECHATPAY_* settings). */
  pay: WechatPay | null;
  now: () => Date;
  /** The address the cashier sends the browser back to, for a path of ours (an address the provider accepts). */
  returnAddress(path: string): string;
  /** The server's log: a provider that fails says why there, while the payer reads a short message. */
  log: { warn(details: object, message: string): void };
}

const merchants = new WeakMap<Db, Merchant>();

export function registerMerchant(db: Db, merchant: Merchant): void {
  merchants.set(db, merchant);
}

export function merchantOf(db: DbOrTx): Merchant {
  const root = databaseOf(db);
  const merchant = root && merchants.get(root);
  if (!merchant) throw new Error('No payment merchant for this database: call payments inside the app, in a transaction begun by inTransaction');
  return merchant;
}

/** The provider, for a use case that cannot do without it. */
export function providerOf(db: DbOrTx): WechatPay {
  const { pay } = merchantOf(db);
  if (!pay) throw new DomainError('payments.unavailable');
  return pay;
}
