/** Message settings, messaging-app bindings and deliveries. */
import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../db/database';
import type { DeliveryChannel } from './delivery.table';
import type { StoredSettings } from './settings';

export function settingsOf(db: DbOrTx, uids: string[]) {
  if (uids.length === 0) return Promise.resolve([]);
  return db.selectFrom('message_settings').select(['uid', 'settings', 'updated_at']).where('uid', 'in', uids).execute();
}

export async function saveSettings(db: DbOrTx, uid: string, settings: StoredSettings, now: Date): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto('message_settings')
    .values({ uid, settings: json, updated_at: now })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ settings: json, updated_at: now }))
    .execute();
}

/** Users whose daily digest is on, with when they last changed their settings. */
export function digestUsers(db: DbOrTx) {
  return db
    .selectFrom('message_settings')
    .select(['uid', 'settings', 'updated_at'])
    .where(sql<boolean>`settings->>'status' = '1' AND settings #>> '{time_setting,timing,select}' = '1'`)
    .execute();
}

export function openids(db: DbOrTx, uids: string[]) {
  if (uids.length === 0) return Promise.resolve([]);
  return db.selectFrom('messaging_app_bindings').select(['uid', 'openid']).where('uid', 'in', uids).execute();
}

/** An openid belongs to one account: binding it moves it from any other. */
export async function bindOpenid(db: DbOrTx, uid: string, openid: string): Promise<void> {
  await db.deleteFrom('messaging_app_bindings').where('openid', '=', openid).where('uid', '<>', uid).execute();
  await db
    .insertInto('messaging_app_bindings')
    .values({ uid, openid })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ openid, bound_at: new Date() }))
    .execute();
}

export interface NewDelivery {
  uid: string;
  channel: DeliveryChannel;
  message_id?: string;
  digest_slot?: Date;
  digest_since?: Date;
  status: 'queued' | 'skipped';
  reason?: string;
  next_attempt_at: Date;
}

/** Inserts deliveries; one that exists already (message × channel, user × slot × channel) is left as it is. */
export async function insertDeliveries(tx: DbOrTx, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insertInto('message_deliveries').values(rows).onConflict((oc) => oc.doNothing()).execute();
}

/** Each user's latest digest slot. */
export function lastDigestSlots(db: DbOrTx, uids: string[]) {
  if (uids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('message_deliveries')
    .select(['uid', (eb) => eb.fn.max('digest_slot').as('slot')])
    .where('uid', 'in', uids)
    .where('digest_slot', 'is not', null)
    .groupBy('uid')
    .execute();
}

export interface ClaimedDelivery {
  id: string;
  uid: string;
  channel: DeliveryChannel;
  message_id: string | null;
  digest_slot: Date | null;
  digest_since: Date | null;
  attempts: number;
}

/**
 * Claims up to `batch` due deliveries for `leaseMs`: rows picked FOR UPDATE SKIP LOCKED and marked sending in one
 * statement, so two senders never hold the same delivery.
 */
export async function claimDue(db: Db, now: Date, batch: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const due = db
    .selectFrom('message_deliveries')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(batch)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('message_deliveries')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), locked_until: new Date(now.getTime() + leaseMs) }))
    .where('id', 'in', due)
    .returning(['id', 'uid', 'channel', 'message_id', 'digest_slot', 'digest_since', 'attempts'])
    .execute();
}

export type Outcome =
  | { status: 'sent'; providerId: string; at: Date }
  | { status: 'skipped' | 'failed'; reason: string }
  | { status: 'queued'; reason: string; retryAt: Date };

/** Records what became of a claimed send, if the claim still holds (not taken back after its lease ran out). */
export async function finish(db: DbOrTx, claim: ClaimedDelivery, outcome: Outcome): Promise<void> {
  const patch =
    outcome.status === 'sent'
      ? { status: 'sent' as const, sent_at: outcome.at, provider_id: outcome.providerId, reason: '' }
      : outcome.status === 'queued'
        ? { status: 'queued' as const, reason: outcome.reason, next_attempt_at: outcome.retryAt }
        : { status: outcome.status, reason: outcome.reason };
  await db
    .updateTable('message_deliveries')
    .set({ ...patch, locked_until: null })
    .where('id', '=', claim.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claim.attempts)
    .execute();
}

/**
 * Claims whose lease ran out: their sender stopped mid-send. They go back to the queue (or fail after the last
 * attempt); the provider may have accepted the first try, which the send's own key (Message-ID, OutId) lets it and
 * the reader recognise.
 */
export async function releaseLapsed(db: Db, now: Date, maxAttempts: number): Promise<void> {
  await db
    .updateTable('message_deliveries')
    .set({
      status: sql`CASE WHEN attempts >= ${maxAttempts} THEN 'failed' ELSE 'queued' END`,
      next_attempt_at: now,
      reason: 'the sender stopped before the send was recorded (its claim expired)',
      locked_until: null,
    })
    .where('status', '=', 'sending')
    .where('locked_until', '<=', now)
    .execute();
}
