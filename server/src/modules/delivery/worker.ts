/**
 * The delivery worker of a server process: plans new messages and due digests, takes back claims whose sender died,
 * then claims due deliveries and sends them. It is a loop of its own rather than a job handler: a job's handler runs
 * inside one transaction, and a send waits on the network, which on the embedded database (one connection) would
 * hold up every request meanwhile. Like the job runner it polls on a timer, or runs on demand with an injected clock.
 *
 * Nothing is lost: a message is planned in the transaction that marks it planned, and a claimed send that never
 * finished returns to the queue when its lease runs out. Nothing is sent twice, except in one window: a process that
 * dies after the provider accepted a send and before the send was recorded sends it again once its lease has run out.
 * That window is the provider's round trip; each send carries its delivery's id (the email's Message-ID, the SMS
 * OutId), the same on every attempt, so mail clients and the provider's receipts show a repeat as the same message.
 */
import type { Db } from '../../db/database';
import { startPolling, type JobLog, type Polling } from '../../jobs';
import { claimDue, releaseLapsed } from './delivery.queries';
import type { Notifiers } from './notifiers';
import { planDigests, planMessages } from './planner';
import { sendClaimed, type SendOptions } from './sender';

export interface DeliveryWorkerOptions {
  /** Pause between polls; 0 never polls (runDue() only). Default 1000. */
  pollMs?: number;
  /** Messages planned, and deliveries sent, per round. Default 200 and 50. */
  planBatch?: number;
  sendBatch?: number;
  /** How long a claimed send holds before another sender may take it back. Default 2 minutes. */
  leaseMs?: number;
  /** Attempts before a delivery is marked failed. Default 6. */
  maxAttempts?: number;
  now?: () => Date;
  log?: JobLog;
  onOutcome?: SendOptions['onOutcome'];
}

/** runDue() plans, then claims and sends what is due now, and answers how much it did (0: nothing was due). */
export type DeliveryWorker = Polling;

export function startDeliveryWorker(db: Db, notifiers: Notifiers, options: DeliveryWorkerOptions = {}): DeliveryWorker {
  const { pollMs = 1000, planBatch = 200, sendBatch = 50, leaseMs = 120_000, maxAttempts = 6, now: clock = () => new Date(), log, onOutcome } = options;
  const available = { wechat: Boolean(notifiers.wechat), mobile: Boolean(notifiers.mobile), email: Boolean(notifiers.email) };

  async function round(): Promise<number> {
    const now = clock();
    const planned = await db.transaction().execute((tx) => planMessages(tx, now, available, planBatch));
    const digests = await db.transaction().execute((tx) => planDigests(tx, now, available));
    await releaseLapsed(db, now, maxAttempts);
    const claimed = await claimDue(db, now, sendBatch, leaseMs);
    await sendClaimed(db, claimed, notifiers, { now, maxAttempts, onOutcome });
    return planned + digests + claimed.length;
  }

  // Work done means more may be waiting.
  return startPolling(round, { pollMs, more: (done) => done > 0, name: 'delivery worker', log });
}
