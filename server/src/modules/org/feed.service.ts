/**
 * The organisation as the university's directory feeds it (the directory area: SCIM pushes, LDAP pulls): people,
 * departments and post holders written here, the only writer of org's tables. Imported people have source type 3
 * (spec §3); a person the portal made itself (registered, 1; added by an administrator, 2) is never taken over.
 */
import type { DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../domain/errors';
import * as q from './feed.queries';
import { IDENTITIES, peopleChanged } from './org.service';

export type FeedPerson = Awaited<ReturnType<typeof q.feedPeople>>[number];

/** A person as a directory describes them. */
export interface IncomingPerson {
  number: string;
  name: string;
  identityType: keyof typeof IDENTITIES;
  /** 本科生, 教职工 …; the identity type's name when the directory gives none. */
  identityName: string | null;
  departmentId: number | null;
  mobile: string | null;
  email: string | null;
  active: boolean;
  /** What the directory calls the person behind several accounts (their identities), so they share one person record. */
  personKey: string | null;
}

const IMPORTED = 3;
/** Registered (1) and administrator-made (2) accounts are the portal's own. */
const OWN_SOURCES = [1, 2];

export const feedPeople = q.feedPeople;
export const departmentsById = q.departmentsById;
export const departmentByCode = q.departmentByCode;
export const departmentNamed = q.departmentNamed;
export const uidsNumbered = async (db: DbOrTx, number: string) => (await q.uidsNumbered(db, number)).map((r) => r.uid);
export const postHolders = q.postHolders;
export const membersOf = q.membersOf;
export const allAccountsExist = q.allExist;

/**
 * Creates or updates the account `incoming` describes: the one `uid` names, else the one with its number. Answers the
 * record before (undefined when created) and after, so the caller sees a move, a departure or a return.
 */
export async function savePerson(db: DbOrTx, incoming: IncomingPerson, uid?: string): Promise<{ before?: FeedPerson; after: FeedPerson; changed: boolean }> {
  const before = uid ? (await q.feedPeople(db, [uid]))[0] : await q.feedPersonByNumber(db, incoming.number);
  if (uid && !before) throw new DomainError('org.unknownPerson');
  if (before && OWN_SOURCES.includes(before.source_type)) throw new DomainError('org.accountNotImported');
  const fields = {
    number: incoming.number,
    name: incoming.name,
    identity_type: incoming.identityType,
    identity_id: IDENTITIES[incoming.identityType].identity_id,
    identity_name: incoming.identityName || IDENTITIES[incoming.identityType].identity_name,
    department_id: incoming.departmentId,
    mobile: incoming.mobile,
    email: incoming.email?.toLowerCase() ?? null,
    status: incoming.active ? 1 : 0,
    source_type: IMPORTED,
    person_id: incoming.personKey,
  };
  const target = before?.uid ?? incoming.number;
  // A directory says the same things again and again (every pull from the high-water mark on): nothing to write.
  if (before && (Object.keys(fields) as (keyof typeof fields)[]).every((k) => k === 'identity_id' || before[k as keyof FeedPerson] === fields[k])) return { before, after: before, changed: false };
  try {
    if (before) await q.updatePerson(db, target, fields);
    else await q.insertPerson(db, { uid: target, ...fields });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('org.accountTaken');
    throw err;
  }
  if (incoming.personKey) await q.ensureCurrentIdentity(db, incoming.personKey, target);
  peopleChanged(db, [target]);
  return { before, after: (await q.feedPeople(db, [target]))[0], changed: true };
}

/** Turns an imported account on or off. */
export async function setPersonActive(db: DbOrTx, uid: string, active: boolean): Promise<void> {
  await q.updatePerson(db, uid, { status: active ? 1 : 0 });
  peopleChanged(db, [uid]);
}

/** Moves people into a department (a group's members). */
export async function moveToDepartment(db: DbOrTx, uids: string[], departmentId: number | null): Promise<void> {
  for (const uid of uids) await q.updatePerson(db, uid, { department_id: departmentId });
  peopleChanged(db, uids);
}

/** Who takes a leaving person's tasks: the active head of their department, unless it is they. */
export async function departmentHeadOf(db: DbOrTx, uid: string): Promise<string | undefined> {
  return (await q.headOf(db, uid))?.uid;
}

/** Creates or updates a department by id, or by code when new; answers its id. */
export async function saveDepartment(db: DbOrTx, dept: { id?: number; code: string; name: string; parentId: number | null; headUid: string | null }): Promise<number> {
  const row = { code: dept.code, name: dept.name, parent_id: dept.parentId, head_uid: dept.headUid };
  const existing = dept.id ?? (await q.departmentByCode(db, dept.code))?.id;
  try {
    if (existing === undefined) return (await q.insertDepartment(db, row)).id;
    await q.updateDepartment(db, existing, row);
    return existing;
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('org.departmentTaken');
    throw err;
  }
}

/** Makes `uids` the holders of a post, in one department or none. */
export async function setPostHolders(db: DbOrTx, post: string, departmentId: number | null, uids: string[]): Promise<void> {
  await q.replacePostHolders(db, post, departmentId, [...new Set(uids)]);
}
