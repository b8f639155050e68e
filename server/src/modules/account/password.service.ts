/**
 * The signed-in user's password: checking it (validate_pass, which also confirms it for this session, the phone
 * change's password step) and changing it (repassword). Both are limited per user: with a stolen session they would
 * otherwise be a way to guess the password.
 */
import { createHash } from 'node:crypto';
import { checkNewPassword } from '../../../../contract/rules/validation';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import type { AttemptCounter } from '../../limits/attempt-counter';
import { admitRequest } from '../../limits/rate-limit';
import * as audit from '../audit/audit.service';
import type { RequestOrigin } from '../audit/audit.service';
import * as auth from '../auth/auth.service';
import type { LoginGuard } from '../auth/auth.service';
import * as org from '../org/org.service';
import { recordingFailure } from './audited';
import * as q from './password.queries';

/** How long a confirmed password counts for a code to a new phone or email (spec §4 phone change). */
export const CONFIRMATION_SECONDS = 600;
/** Password checks per user, right or wrong. */
const CHECKS = { max: 10, windowMs: 15 * 60_000 };

export interface PasswordDeps {
  db: DbOrTx;
  loginGuard: LoginGuard;
  attempts: AttemptCounter;
}

/** Confirmations are kept by a hash of the session token, never the token itself. */
const confirmationKey = (token: string) => createHash('sha256').update(`password-confirmation:${token}`).digest('hex');

/** The new password, trimmed (spec §5), when it follows the rule; else the spec's text for what is wrong. */
export function acceptableNewPassword(value: string): string {
  const problem = checkNewPassword(value);
  if (problem === 'passwordRequired') throw new DomainError('account.passwordRequired');
  if (problem) throw new DomainError('account.passwordWeak');
  return value.trim();
}

/** Hashing costs ~19 MiB and tens of milliseconds: it waits its turn with sign-ins. */
export function hashNewPassword(guard: LoginGuard, password: string): Promise<string> {
  return guard.hashing(() => auth.hashPassword(password));
}

async function checkPassword(deps: PasswordDeps, uid: string, password: string): Promise<void> {
  await admitRequest(deps.attempts, `password-check:${uid}`, CHECKS);
  const hash = await org.passwordHashOf(deps.db, uid);
  if (!(await deps.loginGuard.hashing(() => auth.verifyPassword(hash, password.trim())))) throw new DomainError('account.passwordWrong');
}

/** validate_pass: a wrong password says 密码错误 (spec §8); a right one is confirmed for this session. */
export async function confirm(deps: PasswordDeps, uid: string, token: string | null, password: string): Promise<{ valid: boolean }> {
  await checkPassword(deps, uid, password);
  if (token) {
    await q.dropConfirmations(deps.db, { olderThanSeconds: CONFIRMATION_SECONDS });
    await q.recordConfirmation(deps.db, confirmationKey(token), uid);
  }
  return { valid: true };
}

export function confirmedRecently(db: DbOrTx, uid: string, token: string): Promise<boolean> {
  return q.confirmedWithin(db, confirmationKey(token), uid, CONFIRMATION_SECONDS);
}

/** repassword: the current password, then the new one's rule; the caller ends every session afterwards. */
export async function change(deps: PasswordDeps, uid: string, input: { password: string; newPassword: string }, origin: RequestOrigin): Promise<void> {
  const entry = { event: 'password_change', uid, method: 'password' } as const;
  await recordingFailure(deps.db, origin, entry, async () => {
    await checkPassword(deps, uid, input.password);
    const hash = await hashNewPassword(deps.loginGuard, acceptableNewPassword(input.newPassword));
    await inTransaction(deps.db, async (tx) => {
      await org.setPasswordHash(tx, uid, hash);
      await q.dropConfirmations(tx, { uid });
      await audit.record(tx, origin, { ...entry, outcome: 'success' });
    });
  });
}

/** A password set by a reset code: the account's confirmations and failed sign-ins are forgotten with the old one. */
export async function resetPassword(tx: DbOrTx, uid: string, hash: string): Promise<void> {
  await org.setPasswordHash(tx, uid, hash);
  await q.dropConfirmations(tx, { uid });
  await auth.forgetFailedSignIns(tx, uid);
}
