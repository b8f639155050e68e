/**
 * The organisation: departments, people and their permits. Other areas read these tables only through here
 * (the org-sync issue will feed them from the university's systems).
 */
import type { Selectable } from 'kysely';
import { isAdmin } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import type { UsersTable } from '../../db/tables/people.table';
import * as q from './org.queries';

export type SessionUser = Pick<Selectable<UsersTable>, (typeof q.sessionUserColumns)[number]>;

/** The signed-in user behind a session, or undefined when the account is gone or disabled. */
export function activeUser(db: DbOrTx, uid: string): Promise<SessionUser | undefined> {
  return q.findActiveUser(db, uid);
}

export const accountBySignInName = q.findUserBySignInName;

export async function permitsOf(db: DbOrTx, uid: string): Promise<{ permits: string[]; web_permits: string[] }> {
  const rows = await q.permitsOf(db, uid);
  return { permits: rows.filter((r) => !r.web).map((r) => r.permit), web_permits: rows.filter((r) => r.web).map((r) => r.permit) };
}

/** Administrators are super users or hold at least one permit (spec §6). */
export async function isAdministrator(db: DbOrTx, user: Pick<SessionUser, 'uid' | 'issuper'>): Promise<boolean> {
  if (user.issuper === 1) return true;
  return isAdmin({ issuper: user.issuper, ...(await permitsOf(db, user.uid)) });
}

/** Department names by id, for lists that show where something belongs. */
export async function departmentNames(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await q.departmentNames(db, wanted)).map((d) => [d.id, d.name]));
}

export async function departmentName(db: DbOrTx, id: number | null): Promise<string> {
  return (await departmentNames(db, [id])).get(id ?? -1) ?? '';
}

/** Creates the first administrator of an installation, or resets its password when it exists. */
export async function upsertSuperUser(db: DbOrTx, account: { uid: string; name: string; passwordHash: string }): Promise<'created' | 'updated'> {
  const existing = await q.findUser(db, account.uid);
  if (existing) {
    await q.makeSuperUser(db, account.uid, account.passwordHash);
    return 'updated';
  }
  await q.insertUser(db, { uid: account.uid, number: account.uid, name: account.name, passwordHash: account.passwordHash, issuper: 1 });
  return 'created';
}
