/** Registered third-party clients and the one-time user codes issued for them. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

export function enabledClient(db: DbOrTx, appid: string) {
  return db.selectFrom('open_clients').select(['appid', 'secret_hash']).where('appid', '=', appid).where('disabled_at', 'is', null).executeTakeFirst();
}

/** Adds a client, or gives an existing one a new secret (and enables it again). */
export async function saveClient(db: DbOrTx, client: { appid: string; name: string; secret_hash: string }): Promise<void> {
  await db
    .insertInto('open_clients')
    .values(client)
    .onConflict((oc) => oc.column('appid').doUpdateSet({ name: client.name, secret_hash: client.secret_hash, disabled_at: null }))
    .execute();
}

/** Every client (never its secret's hash), newest first. */
export function clients(db: DbOrTx) {
  return db.selectFrom('open_clients').select(['appid', 'name', 'created_at', 'disabled_at']).orderBy('created_at', 'desc').orderBy('appid').execute();
}

/** Adds a client; undefined when its id is taken. */
export function insertClient(db: DbOrTx, client: { appid: string; name: string; secret_hash: string }) {
  return db.insertInto('open_clients').values(client).onConflict((oc) => oc.column('appid').doNothing()).returning('appid').executeTakeFirst();
}

export function setSecretHash(db: DbOrTx, appid: string, secretHash: string) {
  return db.updateTable('open_clients').set({ secret_hash: secretHash }).where('appid', '=', appid).returning(['appid', 'name']).executeTakeFirst();
}

export function setDisabled(db: DbOrTx, appid: string, disabled: boolean) {
  return db
    .updateTable('open_clients')
    .set({ disabled_at: disabled ? sql<Date>`coalesce(disabled_at, now())` : null })
    .where('appid', '=', appid)
    .returning('appid')
    .executeTakeFirst();
}

export async function insertCode(db: DbOrTx, code: { code_hash: string; uid: string; appid: string; app_id: number; lifetimeSeconds: number }): Promise<void> {
  const { lifetimeSeconds, ...values } = code;
  await db
    .insertInto('open_user_codes')
    .values({ ...values, expires_at: sql<Date>`now() + make_interval(secs => ${lifetimeSeconds})` })
    .execute();
}

/**
 * Marks a code redeemed if it is this client's, unused and unexpired, in one statement: of two redeemers racing for
 * one code, exactly one gets the user.
 */
export function redeemCode(db: DbOrTx, codeHash: string, appid: string) {
  return db
    .updateTable('open_user_codes')
    .set({ redeemed_at: sql`now()` })
    .where('code_hash', '=', codeHash)
    .where('appid', '=', appid)
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('uid')
    .executeTakeFirst();
}

/** Codes are worth nothing a day after they expire; they are kept that long only to tell a replay from noise. */
export async function deleteStaleCodes(db: DbOrTx): Promise<void> {
  await db.deleteFrom('open_user_codes').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}
