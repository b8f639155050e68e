/**
 * The TOTP second factor: enrolment (a pending secret, confirmed by a current code, which turns it on and issues
 * recovery codes once), and the check of a code or recovery code. A TOTP code is accepted once: the newest accepted
 * step is kept and only a later one passes. The secret leaves the server only while the enrolment is pending.
 */
import { TOTP } from '../../../../../contract/constants';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { DomainError } from '../../../domain/errors';
import * as audit from '../../audit/audit.service';
import type { RequestOrigin } from '../../audit/audit.service';
import type { SessionUser } from '../../org/org.service';
import * as site from '../../site/site.service';
import * as q from './totp.queries';
import { enrolmentUri, isTotpCode, matchingStep, newRecoveryCode, newSecret, recoveryHash } from './totp-codes';

export async function isEnabled(db: DbOrTx, uid: string): Promise<boolean> {
  return Boolean((await q.secretOf(db, uid))?.enabled_at);
}

export async function status(db: DbOrTx, uid: string) {
  const enabled = await isEnabled(db, uid);
  return { enabled, recovery_left: enabled ? await q.recoveryLeft(db, uid) : 0 };
}

export async function startEnrol(db: DbOrTx, user: SessionUser): Promise<{ secret: string; uri: string }> {
  const secret = newSecret();
  if (!(await q.putPendingSecret(db, user.uid, secret))) throw new DomainError('totp.alreadyOn');
  const issuer = (await site.readSetting<{ site_name?: string }>(db, 'site'))?.site_name || 'Campus Hall';
  return { secret, uri: enrolmentUri(secret, user.number || user.uid, issuer) };
}

/** Turns TOTP on with a current code of the pending secret; answers the recovery codes, shown this once. */
export async function confirmEnrol(db: DbOrTx, uid: string, code: string, origin: RequestOrigin): Promise<string[]> {
  const pending = await q.secretOf(db, uid);
  if (pending?.enabled_at) throw new DomainError('totp.alreadyOn');
  if (!pending) throw new DomainError('totp.noPendingEnrol');
  const step = isTotpCode(code) ? matchingStep(pending.secret, code) : null;
  if (step === null) throw new DomainError('totp.badCode');
  const codes = Array.from({ length: TOTP.recoveryCodes }, newRecoveryCode);
  await inTransaction(db, async (tx) => {
    if (!(await q.acceptStep(tx, uid, step, { enabled: false, enable: true }))) throw new DomainError('totp.badCode');
    await q.replaceRecoveryCodes(tx, uid, codes.map(recoveryHash));
    await audit.record(tx, origin, { event: 'totp_enrol', outcome: 'success', uid, method: 'totp' });
  });
  return codes;
}

/** Checks a TOTP code (each step once) or an unused recovery code; answers how many recovery codes are left. */
export async function verify(db: DbOrTx, uid: string, code: string): Promise<{ recovery_left: number }> {
  const secret = await q.secretOf(db, uid);
  if (!secret?.enabled_at) throw new DomainError('totp.notEnrolled');
  if (isTotpCode(code)) {
    const step = matchingStep(secret.secret, code);
    if (step === null || !(await q.acceptStep(db, uid, step, { enabled: true }))) throw new DomainError('totp.badCode');
  } else if (!(await q.useRecoveryCode(db, uid, recoveryHash(code)))) {
    throw new DomainError('totp.badCode');
  }
  return { recovery_left: await q.recoveryLeft(db, uid) };
}
