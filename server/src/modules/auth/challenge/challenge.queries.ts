/** Failed sign-ins by key, and idiom challenges by the hash of their key. */
import type { DbOrTx } from '../../../db/database';

export async function addFailure(db: DbOrTx, keys: string[]): Promise<void> {
  await db.insertInto('login_failures').values(keys.map((key) => ({ key }))).execute();
}

/** Failures under each key since `since`; keys without any are absent. */
export async function failuresSince(db: DbOrTx, keys: string[], since: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', (eb) => eb.fn.countAll<string>().as('n')])
    .where('key', 'in', keys)
    .where('at', '>', since)
    .groupBy('key')
    .execute();
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}

export async function dropFailuresBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.deleteFrom('login_failures').where('at', '<', before).execute();
}

export async function insertChallenge(db: DbOrTx, row: { key_hash: string; answer_hash: string; expires_at: Date }): Promise<void> {
  await db.insertInto('login_challenges').values(row).execute();
}

/** Deletes the challenge and answers its answer hash if it had not expired: a challenge is answered once. */
export async function takeChallenge(db: DbOrTx, keyHash: string): Promise<string | null> {
  const row = await db.deleteFrom('login_challenges').where('key_hash', '=', keyHash).returning(['answer_hash', 'expires_at']).executeTakeFirst();
  return row && row.expires_at.getTime() > Date.now() ? row.answer_hash : null;
}

export async function dropExpiredChallenges(db: DbOrTx): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<', new Date()).execute();
}
