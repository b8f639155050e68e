/** When a session last confirmed its user's password (validate_pass), by a hash of the session's token. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

export async function recordConfirmation(db: DbOrTx, tokenHash: string, uid: string): Promise<void> {
  await db
    .insertInto('password_confirmations')
    .values({ token_hash: tokenHash, uid })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet({ uid, confirmed_at: sql<Date>`now()` }))
    .execute();
}

/** Whether the session confirmed this user's password within `seconds`. */
export async function confirmedWithin(db: DbOrTx, tokenHash: string, uid: string, seconds: number): Promise<boolean> {
  const row = await db
    .selectFrom('password_confirmations')
    .select('uid')
    .where('token_hash', '=', tokenHash)
    .where('uid', '=', uid)
    .where('confirmed_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Confirmations past any use, and every one of a user whose password changed, are dropped. */
export async function dropConfirmations(db: DbOrTx, filter: { olderThanSeconds: number } | { uid: string }): Promise<void> {
  const query = db.deleteFrom('password_confirmations');
  await ('uid' in filter
    ? query.where('uid', '=', filter.uid)
    : query.where('confirmed_at', '<', sql<Date>`now() - make_interval(secs => ${filter.olderThanSeconds})`)
  ).execute();
}
