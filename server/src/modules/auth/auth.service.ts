/** Password sign-in, the current user and their permission record. */
import { randomBytes } from 'node:crypto';
import type { AuthRecord } from '../../../../contract/calls/auth';
import { maskEmail, maskMobile } from '../../../../contract/rules/masking';
import { permissionChecksum } from '../../../../contract/rules/permissions';
import type { UserInfo } from '../../../../contract/schemas';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import * as audit from '../audit/audit.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as challenge from './challenge/challenge.service';
import type { LoginGuard } from './login-guard';
import { verifyPassword } from './passwords';

export { hashPassword, verifyPassword } from './passwords';
export type { LoginGuard } from './login-guard';

export interface SignInAttempt {
  signInName: string;
  password: string;
  address: string;
  userAgent: string;
  /** The idiom challenge's key and the answer typed, when the form showed one. */
  challenge: challenge.ChallengeAnswer;
}

/** Failed sign-ins of an account count under this key, whichever name they were typed with. */
const accountKey = (uid: string) => `uid:${uid}`;

/**
 * Checks a password sign-in and records it in the audit trail. The address is limited before anything else is done
 * (and before anything is recorded, so a flood from one address cannot fill the trail); the account is resolved
 * before its limit is counted, so every spelling of one account shares a budget; unknown names are limited by their
 * normalised form and take as long as a wrong password. After repeated failures for the account or from the address
 * a sign-in must answer the idiom challenge before its password is even checked (challenge/challenge.service.ts).
 */
export async function checkCredentials(db: DbOrTx, guard: LoginGuard, attempt: SignInAttempt): Promise<{ uid: string; name: string }> {
  await guard.admitAddress(attempt.address);
  const account = await org.accountBySignInName(db, attempt.signInName);
  const origin = { ip: attempt.address, userAgent: attempt.userAgent };
  const entry = { event: 'sign_in', uid: account?.uid ?? null, account: attempt.signInName, method: 'password' } as const;
  const keys = { account: account ? accountKey(account.uid) : `name:${attempt.signInName.trim().toLowerCase()}`, address: attempt.address };
  try {
    await guard.admitAccount(keys.account);
    await challenge.demand(db, keys, attempt.challenge);
    const valid = await guard.hashing(() => verifyPassword(account?.password_hash, attempt.password));
    if (!account || !valid) {
      await challenge.noteFailure(db, keys);
      throw new DomainError('auth.badCredentials');
    }
    if (account.status !== 1) throw new DomainError('auth.accountDisabled');
  } catch (err) {
    if (err instanceof DomainError) await audit.record(db, origin, { ...entry, outcome: 'failure', reason: err.code });
    throw err;
  }
  await challenge.noteSuccess(db, keys);
  await audit.record(db, origin, { ...entry, outcome: 'success' });
  return { uid: account.uid, name: account.name };
}

/** A password set anew (a reset by code) forgets the account's failed sign-ins, and with them the idiom challenge. */
export async function forgetFailedSignIns(db: DbOrTx, uid: string): Promise<void> {
  await challenge.noteSuccess(db, { account: accountKey(uid), address: '' });
}

export async function userInfo(db: DbOrTx, user: SessionUser, lang: Lang): Promise<UserInfo> {
  return {
    uid: user.uid,
    name: user.name,
    number: user.number,
    college: await org.departmentName(db, user.department_id, lang),
    sex: user.sex,
    avatar: user.avatar,
    administrative_level: user.administrative_level,
    identity: user.identity_id,
    identity_type: user.identity_type,
    identity_name: user.identity_name,
    mobile: maskMobile(user.mobile),
    email: maskEmail(user.email),
    isCurrent: 1,
    dataTheme: 'default',
    source_type: user.source_type,
    ...(user.actor_uid ? { actor: { uid: user.actor_uid, name: (await org.peopleNames(db, [user.actor_uid])).get(user.actor_uid) ?? '' } } : {}),
  };
}

/** The page and entry keys the menu may show (spec §7 getUserWebShow): the user's web permits. */
export async function webShowKeys(db: DbOrTx, user: SessionUser): Promise<string[]> {
  return (await org.permitsOf(db, user.uid)).web_permits;
}

export async function permissionRecord(db: DbOrTx, user: SessionUser): Promise<AuthRecord> {
  const record = { ...(await org.permitsOf(db, user.uid)), issuper: user.issuper, oldnum: randomBytes(8).toString('hex') };
  return { ...record, random: permissionChecksum(record, user.uid) };
}
