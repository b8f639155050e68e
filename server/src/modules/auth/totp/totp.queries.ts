/** Authenticator secrets and recovery codes. */
import type { DbOrTx } from '../../../db/database';

export function secretOf(db: DbOrTx, uid: string) {
  return db.selectFrom('totp_secrets').select(['secret', 'enabled_at', 'last_step']).where('uid', '=', uid).executeTakeFirst();
}

/** A new pending secret, replacing an earlier pending one; never one that is on. */
export async function putPendingSecret(db: DbOrTx, uid: string, secret: string): Promise<boolean> {
  const row = await db
    .insertInto('totp_secrets')
    .values({ uid, secret })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ secret, created_at: new Date(), last_step: 0 }).where('totp_secrets.enabled_at', 'is', null))
    .returning('uid')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes `step` as the newest accepted one, only if it is newer than the last (a code is accepted once) and the
 * secret is in the wanted state (on, or pending for an enrolment); turns the secret on when `enable` is set.
 */
export async function acceptStep(db: DbOrTx, uid: string, step: number, state: { enabled: boolean; enable?: boolean }): Promise<boolean> {
  const row = await db
    .updateTable('totp_secrets')
    .set({ last_step: step, ...(state.enable ? { enabled_at: new Date() } : {}) })
    .where('uid', '=', uid)
    .where('last_step', '<', String(step))
    .where('enabled_at', state.enabled ? 'is not' : 'is', null)
    .returning('uid')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRecoveryCodes(db: DbOrTx, uid: string, hashes: string[]): Promise<void> {
  await db.deleteFrom('totp_recovery_codes').where('uid', '=', uid).execute();
  await db.insertInto('totp_recovery_codes').values(hashes.map((code_hash) => ({ uid, code_hash }))).execute();
}

/** Marks an unused recovery code used; false when there is none such. */
export async function useRecoveryCode(db: DbOrTx, uid: string, hash: string): Promise<boolean> {
  const row = await db
    .updateTable('totp_recovery_codes')
    .set({ used_at: new Date() })
    .where('uid', '=', uid)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('uid')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recoveryLeft(db: DbOrTx, uid: string): Promise<number> {
  const row = await db
    .selectFrom('totp_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('uid', '=', uid)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
