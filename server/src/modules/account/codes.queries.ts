/**
 * Verification codes and their resend windows. Each decision is one statement, so concurrent requests cannot both
 * pass it: a send claims its window with a conditional upsert, a use marks its code with a conditional UPDATE.
 */
import { sql, type Expression, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Database, DbOrTx } from '../../db/database';

export type Channel = 'sms' | 'email';
export type Template = 'editcode' | 'register' | 'reset';

/** Whose code: the target and template, and for editcode the user it was sent for (null otherwise). */
export interface CodeOwner {
  target: string;
  template: Template;
  uid: string | null;
}

/** Wrong tries a code survives; the fifth wrong one ends it. */
export const MAX_WRONG_TRIES = 5;

/** The stored hash of a code: sha256 over its row's salt, target, template and digits, computed by the database. */
function codeHash(salt: Expression<string> | string, owner: CodeOwner, code: string): RawBuilder<string> {
  return sql<string>`encode(sha256(convert_to(${salt} || ':' || ${owner.target} || ':' || ${owner.template} || ':' || ${code}, 'UTF8')), 'hex')`;
}

/** Claims the window of a target and template for a send: only if its last send is `seconds` old (or there was none). */
export async function claimWindow(db: DbOrTx, target: string, template: Template, claim: string, seconds: number): Promise<boolean> {
  const row = await db
    .insertInto('code_send_windows')
    .values({ target, template, claim, last_sent_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .columns(['target', 'template'])
        .doUpdateSet({ claim, last_sent_at: sql<Date>`now()` })
        .where('code_send_windows.last_sent_at', '<=', sql<Date>`now() - make_interval(secs => ${seconds})`),
    )
    .returning('claim')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a window back when its send did not happen (a limit refused it, delivery failed): only the claim's own. */
export async function releaseWindow(db: DbOrTx, target: string, template: Template, claim: string): Promise<void> {
  await db.deleteFrom('code_send_windows').where('target', '=', target).where('template', '=', template).where('claim', '=', claim).execute();
}

export async function insertCode(
  db: DbOrTx,
  row: CodeOwner & { channel: Channel; code: string; salt: string; ip: string; ttlSeconds: number },
): Promise<string> {
  const inserted = await db
    .insertInto('verification_codes')
    .values({
      channel: row.channel,
      target: row.target,
      template: row.template,
      uid: row.uid,
      salt: row.salt,
      code_hash: codeHash(row.salt, row, row.code),
      ip: row.ip,
      expires_at: sql<Date>`now() + make_interval(secs => ${row.ttlSeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteCode(db: DbOrTx, id: string): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/** The newest code of a target and template: a newer one supersedes all before it. */
function newest(db: DbOrTx, owner: CodeOwner) {
  return db
    .selectFrom('verification_codes')
    .select('id')
    .where('target', '=', owner.target)
    .where('template', '=', owner.template)
    .orderBy('id', 'desc')
    .limit(1);
}

/** The owner's newest code while it can still be used: unused, unexpired, not out of tries, and sent for this user. */
function usable(db: DbOrTx, owner: CodeOwner) {
  return (eb: ExpressionBuilder<Database, 'verification_codes'>) =>
    eb.and([
      eb('id', '=', newest(db, owner)),
      sql<boolean>`uid IS NOT DISTINCT FROM ${owner.uid}::text`,
      eb('used_at', 'is', null),
      eb('expires_at', '>', sql<Date>`now()`),
      eb('attempts', '<', MAX_WRONG_TRIES),
    ]);
}

/** Uses the code if it is the owner's usable code and the digits match: true for exactly one of concurrent uses. */
export async function useCode(db: DbOrTx, owner: CodeOwner, code: string): Promise<boolean> {
  const row = await db
    .updateTable('verification_codes')
    .set({ used_at: sql<Date>`now()` })
    .where(usable(db, owner))
    .where('code_hash', '=', codeHash(sql.ref('salt'), owner, code))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the owner has a code to use (a first, cheap look; using it is still one conditional UPDATE). */
export async function hasUsableCode(db: DbOrTx, owner: CodeOwner): Promise<boolean> {
  const row = await db.selectFrom('verification_codes').select('id').where(usable(db, owner)).executeTakeFirst();
  return row !== undefined;
}

/** Counts a wrong try against the owner's usable code. */
export async function countWrongTry(db: DbOrTx, owner: CodeOwner): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where(usable(db, owner))
    .execute();
}

/** Windows of sends an hour old, and codes a day past their expiry, are no longer needed. */
export async function sweep(db: DbOrTx): Promise<void> {
  await db.deleteFrom('code_send_windows').where('last_sent_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
  await db.deleteFrom('verification_codes').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}
