/**
 * Off-campus accounts (spec §6) and contact details: registering with a code sent to a mobile number or email,
 * resetting a forgotten password with one, binding a new phone or email with an editcode code (spec §4 phone change),
 * and the sign-in details the personal centre shows. Each change uses its code in the transaction that makes it.
 */
import { maskEmail, maskMobile } from '../../../../contract/rules/masking';
import type { Db, DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import * as audit from '../audit/audit.service';
import type { RequestOrigin } from '../audit/audit.service';
import type { LoginGuard } from '../auth/auth.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { recordingFailure } from './audited';
import type { Channel, CodeOwner } from './codes.queries';
import { demandUsableCode, withCode } from './codes.service';
import { normalisedTarget, takenError } from './contact';
import { acceptableNewPassword, hashNewPassword, resetPassword as setResetPassword } from './password.service';

export interface AccountDeps {
  db: Db;
  loginGuard: LoginGuard;
  registrationOpen: boolean;
}

/** Where a signed-out caller receives codes: account_type names which of mobile and email is meant. */
export interface ContactInput {
  account_type: 'mobile' | 'email';
  mobile?: string;
  email?: string;
}

const masked = (channel: Channel, target: string) => (channel === 'sms' ? maskMobile(target) : maskEmail(target));

function contactOf(input: ContactInput): { channel: Channel; target: string } {
  if (input.account_type === 'mobile') {
    if (!input.mobile?.trim()) throw new DomainError('account.mobileRequired');
    return { channel: 'sms', target: normalisedTarget('sms', input.mobile) };
  }
  if (!input.email?.trim()) throw new DomainError('account.emailRequired');
  return { channel: 'email', target: normalisedTarget('email', input.email) };
}

/**
 * The new password's hash, computed only when a code is there to use: a password hash is costly, and a stream of
 * guesses at a code that does not exist should not buy one each.
 */
async function newPasswordHash(deps: AccountDeps, owner: CodeOwner, password: string): Promise<string> {
  const accepted = acceptableNewPassword(password);
  await demandUsableCode(deps.db, owner);
  return hashNewPassword(deps.loginGuard, accepted);
}

/** registerAccount: a registered (source 1) off-campus account that signs in with the mobile number or email. */
export async function register(deps: AccountDeps, input: ContactInput & { code: string; name: string; password: string }, origin: RequestOrigin) {
  if (!deps.registrationOpen) throw new DomainError('account.registrationClosed');
  const { channel, target } = contactOf(input);
  const name = input.name.trim();
  if (!name) throw new DomainError('account.nameRequired');
  const entry = { event: 'account_register', uid: null, method: channel, detail: { contact: masked(channel, target) } } as const;
  return recordingFailure(deps.db, origin, entry, async () => {
    const owner = { target, template: 'register', uid: null } as const;
    const passwordHash = await newPasswordHash(deps, owner, input.password);
    return withCode(deps.db, owner, input.code.trim(), async (tx) => {
      if (await org.accountByContact(tx, channel, target)) throw takenError(channel);
      const uid = await org.createRegisteredAccount(tx, { name, channel, target, passwordHash });
      if (!uid) throw takenError(channel);
      await audit.record(tx, origin, { ...entry, uid, outcome: 'success' });
      return { number: target };
    });
  });
}

/** resetPassword: answers the account whose password was set, for the caller to end its sessions. */
export async function resetPassword(deps: AccountDeps, input: ContactInput & { code: string; newPassword: string }, origin: RequestOrigin): Promise<string> {
  const { channel, target } = contactOf(input);
  const account = await org.accountByContact(deps.db, channel, target);
  const entry = { event: 'password_reset', uid: account?.uid ?? null, method: channel, detail: { contact: masked(channel, target) } } as const;
  return recordingFailure(deps.db, origin, entry, async () => {
    const owner = { target, template: 'reset', uid: null } as const;
    const passwordHash = await newPasswordHash(deps, owner, input.newPassword);
    return withCode(deps.db, owner, input.code.trim(), async (tx) => {
      // No reset code is ever sent for a contact without an account; one that lost it since cannot use its code.
      if (!account) throw new DomainError('account.codeInvalid');
      await setResetPassword(tx, account.uid, passwordHash);
      await audit.record(tx, origin, { ...entry, outcome: 'success' });
      return account.uid;
    });
  });
}

/** update_mobile and setEmail: binds the contact the user's editcode code went to; answers it masked. */
export async function changeContact(db: Db, user: SessionUser, channel: Channel, value: string, code: string, origin: RequestOrigin): Promise<string> {
  const target = normalisedTarget(channel, value);
  const before = channel === 'sms' ? user.mobile : user.email;
  const entry = {
    event: channel === 'sms' ? 'phone_change' : 'email_change',
    uid: user.uid,
    method: channel,
    detail: { from: before ? masked(channel, before) : '', to: masked(channel, target) },
  } as const;
  return recordingFailure(db, origin, entry, () =>
    withCode(db, { target, template: 'editcode', uid: user.uid }, code.trim(), async (tx) => {
      if (!(await org.setContact(tx, user.uid, channel, target))) throw takenError(channel);
      await audit.record(tx, origin, { ...entry, outcome: 'success' });
      return masked(channel, target);
    }),
  );
}

/** getAccountInfo: what the personal centre shows of how the user signs in. */
export async function accountInfo(db: DbOrTx, user: SessionUser) {
  return {
    number: user.number,
    mobile: maskMobile(user.mobile),
    email: maskEmail(user.email),
    has_password: (await org.passwordHashOf(db, user.uid)) !== null,
    source_type: user.source_type,
  };
}
