/**
 * Sending claimed deliveries: each on its own, so a channel that fails or hangs never holds up the others. A send
 * that passes is recorded sent with the provider's id; a refusal for good, skipped with its reason; any other failure
 * queued again with a growing delay, and failed after the last attempt.
 */
import type { Db } from '../../db/database';
import { retryDelayMs } from '../../jobs/retry';
import { messagesBetween, outboxMessages, type OutboxMessage } from '../messages/outbox.service';
import { Undeliverable } from './channels/undeliverable';
import * as q from './delivery.queries';
import { reachOf } from './delivery.service';
import type { Notice, Notifiers } from './notifiers';
import { unreachable } from './planner';
import type { Availability } from './settings';
import type { DeliveryChannel } from './delivery.table';

/** A digest lists at most this many messages; the message centre has them all. */
const DIGEST_ITEMS = 50;
const MAX_ERROR_LENGTH = 500;

export interface SendOptions {
  now: Date;
  maxAttempts: number;
  /** Told of each send's outcome (the metrics' delivery counts). */
  onOutcome?: (channel: DeliveryChannel, status: q.Outcome['status']) => void;
}

const itemOf = (m: OutboxMessage) => ({ title: m.title, content: m.content, link: m.link, at: m.created_at });

export async function sendClaimed(db: Db, claimed: q.ClaimedDelivery[], notifiers: Notifiers, options: SendOptions): Promise<void> {
  if (claimed.length === 0) return;
  const available: Availability = { wechat: Boolean(notifiers.wechat), mobile: Boolean(notifiers.mobile), email: Boolean(notifiers.email) };
  const [messages, reach] = await Promise.all([
    outboxMessages(db, claimed.flatMap((c) => (c.message_id ? [c.message_id] : []))),
    reachOf(db, [...new Set(claimed.map((c) => c.uid))]),
  ]);
  const byId = new Map(messages.map((m) => [String(m.id), m]));

  async function noticeFor(claim: q.ClaimedDelivery): Promise<Omit<Notice, 'to' | 'key'> | string> {
    if (claim.message_id) {
      const message = byId.get(String(claim.message_id));
      return message ? { subject: message.title, items: [itemOf(message)] } : 'the message no longer exists';
    }
    const items = (await messagesBetween(db, claim.uid, { since: claim.digest_since!, until: claim.digest_slot! }, DIGEST_ITEMS)).map(itemOf);
    return items.length > 0 ? { subject: `您有 ${items.length} 条新消息`, items } : 'no new messages since the previous digest';
  }

  async function deliver(claim: q.ClaimedDelivery): Promise<q.Outcome> {
    const cannot = unreachable(claim.channel, available, reach.get(claim.uid));
    if (cannot) return { status: 'skipped', reason: cannot };
    const notice = await noticeFor(claim);
    if (typeof notice === 'string') return { status: 'skipped', reason: notice };
    const to = claim.channel === 'wechat' ? reach.get(claim.uid)!.openid! : reach.get(claim.uid)![claim.channel]!;
    try {
      const providerId = await notifiers[claim.channel]!.send({ ...notice, to, key: String(claim.id) });
      return { status: 'sent', providerId, at: options.now };
    } catch (err) {
      if (err instanceof Undeliverable) return { status: 'skipped', reason: err.reason };
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      if (claim.attempts >= options.maxAttempts) return { status: 'failed', reason };
      return { status: 'queued', reason, retryAt: new Date(options.now.getTime() + retryDelayMs(claim.attempts)) };
    }
  }

  await Promise.all(
    claimed.map(async (claim) => {
      const outcome = await deliver(claim);
      await q.finish(db, claim, outcome);
      options.onOutcome?.(claim.channel, outcome.status);
    }),
  );
}
