/**
 * The organisation: departments, people and their permits. Other areas read these tables only through here
 * (the org-sync issue will feed them from the university's systems). The back office's use cases are in ./admin/.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { PEOPLE_SEARCH_LIMIT, type PersonChoice } from '../../../../contract/calls/org';
import { inLanguage } from '../../../../contract/rules/bilingual';
import { holdsPermit as holdsAnyPermit, isWebPermit } from '../../../../contract/rules/admin-rights';
import { isAdmin } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import { gatheredLookups } from '../../db/gathered';
import { shortLived } from '../../db/memo';
import { sharedMemo } from '../../db/shared-memo';
import type { LastSave } from '../../db/versioned';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UsersTable } from './org.table';
import type { Lang } from '../../domain/lang';
import type { ApproverDirectory } from '../../workflow/approvers';
import type { OrganisationFacts } from '../../workflow/check';
import * as q from './org.queries';

export type SessionUser = Pick<Selectable<UsersTable>, (typeof q.sessionUserColumns)[number]> & {
  /** The real person, when this account is acted for under a grant (server/src/http/acting.ts). */
  actor_uid?: string;
};

/** The signed-in user behind a session, or undefined when the account is gone or disabled. */
/**
 * Every call reads its caller, so callers are kept in memory: a change made through this service drops them in
 * every process once it commits; half a minute bounds what a change made elsewhere (or a missed notice) can show.
 */
const activeUsers = sharedMemo<{ user?: SessionUser }>('active-users', { ttlMs: 30_000, max: 50_000 });

/** Accounts missing from memory are read together: a crowd's first requests cost a statement per batch, not per person. */
const activeUserByUid = gatheredLookups(q.findActiveUsers);

export async function activeUser(db: DbOrTx, uid: string): Promise<SessionUser | undefined> {
  return (await activeUsers.get(db, uid, async () => ({ user: await activeUserByUid(db, uid) }))).user;
}

export const accountBySignInName = q.findUserBySignInName;

/**
 * The permits a person holds (their own grants and their posts'), split as getAllAuth sends them: web permits by
 * their key (contract/rules/admin-rights.ts). Read afresh on every ask, never kept: a grant or a revoke shows at once.
 */
export async function permitsOf(db: DbOrTx, uid: string): Promise<{ permits: string[]; web_permits: string[] }> {
  const keys = (await q.permitsOf(db, uid)).map((r) => r.permit);
  return { permits: keys.filter((k) => !isWebPermit(k)), web_permits: keys.filter(isWebPermit) };
}

/**
 * How far a person's permit reaches: the departments whose data it covers, or 'all' when a grant covers the whole
 * campus (or the person is a super user); an empty list when they do not hold it.
 */
export async function permitScopes(db: DbOrTx, uid: string, permit: string): Promise<number[] | 'all'> {
  if ((await activeUser(db, uid))?.issuper === 1) return 'all';
  const rows = await q.permitScopes(db, uid, permit);
  if (rows.some((r) => r.department_id === null)) return 'all';
  return rows.map((r) => r.department_id as number).sort((a, b) => a - b);
}

/** Administrators are super users or hold at least one permit (spec §6). */
export async function isAdministrator(db: DbOrTx, user: Pick<SessionUser, 'uid' | 'issuper'>): Promise<boolean> {
  if (user.issuper === 1) return true;
  return isAdmin({ issuper: user.issuper, ...(await permitsOf(db, user.uid)) });
}

/** Whether the user holds a permit or back-office right; a super user holds every one. */
export async function holdsPermit(db: DbOrTx, user: Pick<SessionUser, 'uid' | 'issuper'>, permit: string): Promise<boolean> {
  if (user.issuper === 1) return true;
  return holdsAnyPermit({ issuper: user.issuper, ...(await permitsOf(db, user.uid)) }, permit);
}

/** Department names by id in the reader's language, for lists that show where something belongs. */
export async function departmentNames(db: DbOrTx, ids: (number | null)[], lang: Lang = 'zh'): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await q.departmentNames(db, wanted)).map((d) => [d.id, inLanguage(d.name, d.name_en, lang)]));
}

/** Every department (id and name in the reader's language), for the back office's pickers. */
export async function allDepartments(db: DbOrTx, lang: Lang): Promise<{ id: number; name: string }[]> {
  return (await q.allDepartments(db)).map((d) => ({ id: d.id, name: inLanguage(d.name, d.name_en, lang) }));
}

export async function departmentName(db: DbOrTx, id: number | null, lang: Lang = 'zh'): Promise<string> {
  return (await departmentNames(db, [id], lang)).get(id ?? -1) ?? '';
}

/** People a picker offers for a keyword (name or number), with only what the picker shows. */
export async function searchPeople(db: DbOrTx, keyword: string, lang: Lang): Promise<PersonChoice[]> {
  const people = await q.peopleMatching(db, keyword.trim(), PEOPLE_SEARCH_LIMIT);
  const departments = await departmentNames(db, people.map((p) => p.department_id), lang);
  return people.map((p) => ({ uid: p.uid, name: p.name, number: p.number, departName: departments.get(p.department_id ?? -1) ?? '' }));
}

/** Current names of the active people among `uids`; people who left are missing from the map. */
export async function activePeopleNames(db: DbOrTx, uids: string[]): Promise<Map<string, string>> {
  if (uids.length === 0) return new Map();
  return new Map((await q.activePeople(db, [...new Set(uids)])).map((p) => [p.uid, p.name]));
}

/** Creates the first administrator of an installation, or resets its password when it exists. */
export async function upsertSuperUser(db: DbOrTx, account: { uid: string; name: string; passwordHash: string }): Promise<'created' | 'updated'> {
  const existing = await q.findUser(db, account.uid);
  namesByUid.forget(db, account.uid);
  if (existing) {
    await q.makeSuperUser(db, account.uid, account.passwordHash);
    activeUsers.changed(db, [account.uid]);
    return 'updated';
  }
  await q.insertUser(db, {
    uid: account.uid,
    number: account.uid,
    name: account.name,
    ...IDENTITIES.staff,
    department_id: null,
    source_type: 2,
    password_hash: account.passwordHash,
    issuper: 1,
  });
  activeUsers.changed(db, [account.uid]);
  return 'created';
}

/** The identity a person created here gets, by type, until the organisation feed says more. */
export const IDENTITIES = {
  staff: { identity_type: 'staff', identity_id: 'staff', identity_name: '教职工' },
  student: { identity_type: 'student', identity_id: 'student', identity_name: '学生' },
  other: { identity_type: 'other', identity_id: 'other', identity_name: '其他' },
} as const;

/** An account by campus number, whatever its status: single sign-on names people by number. */
export const accountByNumber = q.findUserByNumber;

/**
 * A campus account for a number the organisation feed has not brought yet, from what single sign-on says of the
 * person (CAS_CREATE_USERS). Campus accounts (source 0) sign in through CAS only: no password. The department is
 * matched by its code; an unknown code leaves it empty.
 */
export async function createCampusAccount(
  db: DbOrTx,
  person: { number: string; name: string; identityType: keyof typeof IDENTITIES; departmentCode: string | null },
): Promise<{ uid: string; name: string; status: number } | undefined> {
  const department = person.departmentCode ? await q.departmentIdByCode(db, person.departmentCode) : undefined;
  await q.insertUser(db, {
    uid: person.number,
    number: person.number,
    name: person.name,
    ...IDENTITIES[person.identityType],
    department_id: department?.id ?? null,
    source_type: 0,
    password_hash: null,
    issuper: 0,
  });
  return q.findUserByNumber(db, person.number);
}

/**
 * What approver resolution needs to know of the organisation for one applicant: their chain of department heads,
 * the holders of the given posts, and which of the people involved are active.
 */
/** How far up the department tree a department-head rule may reach (the definition's `levels` maximum). */
const HEAD_LEVELS = 5;

export async function approverDirectory(db: DbOrTx, input: { applicant: string; posts: string[]; people: string[] }): Promise<ApproverDirectory> {
  const { rows } = await q.directoryRows(db, { ...input, levels: HEAD_LEVELS });
  const heads = rows.filter((r) => r.kind === 'head');
  // A department whose head has left (or was never named) still counts as a level, with nobody to ask there.
  const headChain = heads.map((r) => r.uid);
  const postHolders = new Map<string, { uid: string; departmentId: number | null }[]>();
  for (const h of rows) if (h.kind === 'post') postHolders.set(h.post!, [...(postHolders.get(h.post!) ?? []), { uid: h.uid!, departmentId: h.department_id }]);
  const active = new Set(rows.flatMap((r) => (r.uid ? [r.uid] : [])));
  return { headChain, departmentId: heads[0]?.department_id ?? null, postHolders, active };
}

/** What checking a process before publishing needs of the organisation (server/src/workflow/check.ts). */
export async function designFacts(db: DbOrTx, input: { posts: string[]; people: string[] }): Promise<OrganisationFacts> {
  const { rows } = await q.designFactRows(db, { ...input, levels: HEAD_LEVELS });
  const named = (kind: 'person' | 'post') => new Set(rows.flatMap((r) => (r.kind === kind && r.name ? [r.name] : [])));
  return { active: named('person'), postsWithHolders: named('post'), headLevels: rows.find((r) => r.kind === 'levels')?.levels ?? 0 };
}

/** Every list names the people in it; names change rarely, so they are kept a minute. */
const namesByUid = shortLived<{ name: string }>(20_000, 60_000);

/** Names of people by uid, whatever their status: records keep showing who acted after they left. */
export async function peopleNames(db: DbOrTx, uids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = uids.filter((u): u is string => !!u);
  const found = await namesByUid.getMany(db, wanted, async (missing) => new Map((await q.peopleNamed(db, missing)).map((p) => [p.uid, { name: p.name }])));
  return new Map([...found].map(([uid, { name }]) => [uid, name]));
}

/** The people a search by person (name or number) means, for filters in other areas; at most `limit`. */
export async function uidsMatching(db: DbOrTx, keyword: string, limit = 1000): Promise<string[]> {
  return (await q.uidsMatching(db, keyword.trim(), limit)).map((r) => r.uid);
}

/** The account a mobile number or (lower-cased) email belongs to, bound or as its sign-in number. */
export const accountByContact = q.findUserByContact;

/**
 * A self-registered off-campus account (spec §6): identity 校外用户, source 1 (registered), signing in with the
 * mobile number or email it registered with, which is also bound to it. Undefined when that contact is taken.
 */
export async function createRegisteredAccount(
  db: DbOrTx,
  person: { name: string; channel: 'sms' | 'email'; target: string; passwordHash: string },
): Promise<string | undefined> {
  const uid = `r${randomBytes(8).toString('hex')}`;
  const created = await q.insertUser(db, {
    uid,
    number: person.target,
    name: person.name,
    identity_type: 'other',
    identity_id: 'outside',
    identity_name: '校外用户',
    department_id: null,
    source_type: 1,
    password_hash: person.passwordHash,
    issuper: 0,
    ...(person.channel === 'sms' ? { mobile: person.target } : { email: person.target }),
  });
  return created ? uid : undefined;
}

/** Whether the user has a password (campus accounts of single sign-on may have none), and its hash. */
export async function passwordHashOf(db: DbOrTx, uid: string): Promise<string | null> {
  return (await q.passwordHashOf(db, uid))?.password_hash ?? null;
}

export async function setPasswordHash(db: DbOrTx, uid: string, passwordHash: string): Promise<void> {
  await q.setPasswordHash(db, uid, passwordHash);
}

/**
 * Binds a new mobile number or email (lower-cased) to the user; false when another user has it, bound or as their
 * sign-in number. In a transaction a refusal by the unique index has aborted it: the caller must not go on with it.
 */
export async function setContact(db: DbOrTx, uid: string, channel: 'sms' | 'email', target: string): Promise<boolean> {
  try {
    const set = await q.setContact(db, uid, channel === 'sms' ? 'mobile' : 'email', target);
    activeUsers.changed(db, [uid]);
    return set;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Name and number of the active people among `uids`, for lists that show who someone is. */
export async function activePeopleCards(db: DbOrTx, uids: string[]): Promise<Map<string, { name: string; number: string }>> {
  if (uids.length === 0) return new Map();
  return new Map((await q.activePeopleCards(db, [...new Set(uids)])).map((p) => [p.uid, { name: p.name, number: p.number }]));
}

/** The bound mobile number and email of the active people among `uids` (message delivery); absent when inactive. */
export async function activeContacts(db: DbOrTx, uids: string[]): Promise<Map<string, { mobile: string | null; email: string | null }>> {
  if (uids.length === 0) return new Map();
  return new Map((await q.activeContacts(db, [...new Set(uids)])).map((p) => [p.uid, { mobile: p.mobile, email: p.email }]));
}

/**
 * Who saved a record's current version, and when, by name (optimistic locking, server/src/db/versioned.ts): the stamp
 * a back-office table keeps in updated_by and updated_at, or undefined when the record is gone.
 */
export async function lastSaveOf(db: DbOrTx, stamp: { updated_by: string | null; updated_at: Date } | undefined): Promise<LastSave | undefined> {
  if (!stamp) return undefined;
  const by = stamp.updated_by ? ((await peopleNames(db, [stamp.updated_by])).get(stamp.updated_by) ?? stamp.updated_by) : '';
  return { by, at: stamp.updated_at };
}

/** Drops what this process (and, after the commit, every process) keeps of these people: the directory changed them. */
export function peopleChanged(db: DbOrTx, uids: string[]): void {
  for (const uid of uids) namesByUid.forget(db, uid);
  activeUsers.changed(db, uids);
}

/** Who really makes a change: the person behind the session, also when they act for someone under a grant. */
export const actorOf = (user: SessionUser): string => user.actor_uid ?? user.uid;

/** The active head of each department that has one. */
export async function departmentHeads(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await q.departmentHeads(db, [...new Set(ids)])).map((r) => [r.id, r.uid!]));
}

/** The active holders of a post, in the departments given (or anywhere), with the department they hold it for. */
export async function postHolders(db: DbOrTx, post: string, departmentIds?: number[]): Promise<{ uid: string; name: string; department_id: number | null }[]> {
  if (departmentIds?.length === 0) return [];
  return q.postHoldersIn(db, post, departmentIds && [...new Set(departmentIds)]);
}

/** The active people among `uids`, with their name and department. */
export async function activeMembers(db: DbOrTx, uids: string[]): Promise<Map<string, { name: string; department_id: number | null }>> {
  if (uids.length === 0) return new Map();
  return new Map((await q.activeMembers(db, [...new Set(uids)])).map((p) => [p.uid, { name: p.name, department_id: p.department_id }]));
}

/** Which of the active people among `uids` hold a permit (super users hold every one). */
export async function holdersOfPermit(db: DbOrTx, permit: string, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  return new Set((await q.holdersOfPermit(db, permit, [...new Set(uids)])).map((r) => r.uid));
}
