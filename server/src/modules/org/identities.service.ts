/**
 * Identities: the accounts of one person (staff and doctoral student, say), linked by `users.person_id`. Exactly one
 * is current per person (`current_identities` has one row per person); sign-ins open on it, and an identity switch
 * moves it. Which identity a session is on is the session's; the current one is where the next sign-in starts.
 */
import type { Identity } from '../../../../contract/calls/account';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { departmentNames, type SessionUser } from './org.service';
import * as q from './org.queries';

/** The person's identities, the one the session is on marked current. */
export async function identitiesOf(db: DbOrTx, user: SessionUser, lang: Lang): Promise<Identity[]> {
  const accounts = await q.identityAccounts(db, user.uid);
  const departments = await departmentNames(db, accounts.map((a) => a.department_id), lang);
  return accounts.map((a) => ({
    uid: a.uid,
    identity_name: a.identity_name,
    number: a.number,
    college: departments.get(a.department_id ?? -1) ?? '',
    identity_type: a.identity_type,
    isCurrent: a.uid === user.uid ? 1 : 0,
  }));
}

/** Makes `toUid` the person's current identity; refused unless it is an active account of the same person. */
export async function makeCurrentIdentity(db: DbOrTx, user: SessionUser, toUid: string): Promise<void> {
  const target = (await q.identityAccounts(db, user.uid)).find((a) => a.uid === toUid);
  if (!target) throw new DomainError('identity.notYours');
  await q.setCurrentIdentity(db, target.person, toUid);
}

/** The account a sign-in with `uid` opens: the person's current identity while it is active, else `uid` itself. */
export async function signInIdentity(db: DbOrTx, uid: string): Promise<string> {
  const accounts = await q.identityAccounts(db, uid);
  if (accounts.length < 2) return uid;
  const current = await q.currentIdentity(db, accounts[0].person);
  return current && accounts.some((a) => a.uid === current.uid) ? current.uid : uid;
}
