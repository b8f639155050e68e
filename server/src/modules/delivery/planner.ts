/**
 * Planning: each new message becomes one delivery per channel its recipient chose for real time, due at once or
 * when their window opens; each user with the daily digest on gets one digest delivery per chosen channel and
 * slot. A channel this server lacks, or an address the user has not bound, is recorded as skipped with why. The
 * caller runs each step in one transaction: the messages are marked planned with their deliveries, or not at all.
 */
import type { DbOrTx } from '../../db/database';
import { workingCalendar } from '../calendar/calendar.service';
import { claimUnplannedMessages } from '../messages/outbox.service';
import * as q from './delivery.queries';
import { reachOf, storedSettings } from './delivery.service';
import type { DeliveryChannel } from './delivery.table';
import { DEFAULT_SETTINGS, digestChannels, realTimeChannels, type Availability, type Reach } from './settings';
import { latestDigestSlot, releaseTime } from './timing';

const DAY = 86_400_000;

/** Why a chosen channel cannot carry a delivery, or null when it can. */
export function unreachable(channel: DeliveryChannel, available: Availability, reach: Reach | undefined): string | null {
  if (!available[channel]) return 'the channel is not configured on this server';
  if (!reach) return 'the account is not active';
  if (channel === 'wechat') return reach.openid ? null : 'no messaging-app openid bound';
  if (channel === 'mobile') return reach.mobile ? null : 'no mobile number bound';
  return reach.email ? null : 'no email address bound';
}

/** Plans up to `batch` new messages; answers how many. */
export async function planMessages(tx: DbOrTx, now: Date, available: Availability, batch: number): Promise<number> {
  const messages = await claimUnplannedMessages(tx, now, batch);
  if (messages.length === 0) return 0;
  const uids = [...new Set(messages.map((m) => m.recipient_uid))];
  const settings = await storedSettings(tx, uids);
  const wanted = (uid: string) => realTimeChannels(settings.get(uid)?.settings ?? DEFAULT_SETTINGS);
  const reach = await reachOf(
    tx,
    uids.filter((uid) => wanted(uid).length > 0),
  );
  const isWorkDay = await workingCalendar(tx, now);
  const rows: q.NewDelivery[] = messages.flatMap((m) =>
    wanted(m.recipient_uid).map((channel): q.NewDelivery => {
      const reason = unreachable(channel, available, reach.get(m.recipient_uid));
      const base = { uid: m.recipient_uid, channel, message_id: m.id };
      if (reason) return { ...base, status: 'skipped', reason, next_attempt_at: now };
      // From the planning time: a message planned late (the server was down) still keeps the user's window.
      return { ...base, status: 'queued', next_attempt_at: releaseTime(now, settings.get(m.recipient_uid)!.settings.time_setting.real, isWorkDay) };
    }),
  );
  await q.insertDeliveries(tx, rows);
  return messages.length;
}

/**
 * Adds the digests whose slot has come: one per user, slot and channel (never for a slot before the settings were
 * saved); answers how many.
 */
export async function planDigests(tx: DbOrTx, now: Date, available: Availability): Promise<number> {
  const due = (await q.digestUsers(tx))
    .map((u) => ({ ...u, slot: latestDigestSlot(now, u.settings.time_setting.timing.select_tim) }))
    .filter((u) => u.slot >= u.updated_at);
  if (due.length === 0) return 0;
  const last = new Map((await q.lastDigestSlots(tx, due.map((u) => u.uid))).map((r) => [r.uid, r.slot ? new Date(r.slot) : null]));
  const fresh = due.filter((u) => !last.get(u.uid) || last.get(u.uid)! < u.slot);
  const reach = await reachOf(tx, fresh.map((u) => u.uid));
  const rows = fresh.flatMap((u) =>
    digestChannels(u.settings).map((channel): q.NewDelivery => {
      const reason = unreachable(channel, available, reach.get(u.uid));
      const since = last.get(u.uid) ?? new Date(u.slot.getTime() - DAY);
      const base = { uid: u.uid, channel, digest_slot: u.slot, digest_since: since, next_attempt_at: u.slot };
      return reason ? { ...base, status: 'skipped', reason } : { ...base, status: 'queued' };
    }),
  );
  await q.insertDeliveries(tx, rows);
  return rows.length;
}
