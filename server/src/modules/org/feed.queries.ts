/** What the university's directory writes into the organisation: people, departments and post holders (feed.service.ts). */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { DepartmentsTable, UsersTable } from './org.table';

export const feedPersonColumns = [
  'uid', 'number', 'name', 'identity_type', 'identity_name', 'department_id', 'mobile', 'email', 'status', 'source_type', 'person_id', 'updated_at',
] as const;

export function feedPeople(db: DbOrTx, uids: string[]) {
  if (uids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(feedPersonColumns).where('uid', 'in', uids).execute();
}

export function feedPersonByNumber(db: DbOrTx, number: string) {
  return db.selectFrom('users').select(feedPersonColumns).where('number', '=', number).forUpdate().executeTakeFirst();
}

/** An imported person: no password (they sign in through single sign-on), no rights. */
export async function insertPerson(db: DbOrTx, person: Omit<Insertable<UsersTable>, 'password_hash' | 'issuper'>): Promise<void> {
  await db.insertInto('users').values({ ...person, password_hash: null, issuper: 0 }).execute();
}

export async function updatePerson(db: DbOrTx, uid: string, set: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set({ ...set, updated_at: new Date() }).where('uid', '=', uid).execute();
}

/** A person's first identity becomes current; a person who has one keeps theirs. */
export async function ensureCurrentIdentity(db: DbOrTx, person: string, uid: string): Promise<void> {
  await db.insertInto('current_identities').values({ person_id: person, uid }).onConflict((oc) => oc.column('person_id').doNothing()).execute();
}

export function departmentByCode(db: DbOrTx, code: string) {
  return db.selectFrom('departments').select(['id', 'code', 'name', 'parent_id', 'head_uid']).where('code', '=', code).executeTakeFirst();
}

/** A department a directory names by its code, else by its name. */
export function departmentNamed(db: DbOrTx, codeOrName: string) {
  return db
    .selectFrom('departments')
    .select(['id', 'code'])
    .where((eb) => eb.or([eb('code', '=', codeOrName), eb('name', '=', codeOrName)]))
    .orderBy(sql`code = ${codeOrName}`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export function uidsNumbered(db: DbOrTx, number: string) {
  return db.selectFrom('users').select('uid').where('number', '=', number).execute();
}

export function departmentsById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('departments').select(['id', 'code', 'name', 'parent_id', 'head_uid']).where('id', 'in', ids).execute();
}

export function insertDepartment(db: DbOrTx, row: { code: string; name: string; parent_id: number | null; head_uid: string | null }) {
  return db.insertInto('departments').values({ ...row, kind: 'unit' }).returning('id').executeTakeFirstOrThrow();
}

export async function updateDepartment(db: DbOrTx, id: number, set: Updateable<DepartmentsTable>): Promise<void> {
  await db.updateTable('departments').set(set).where('id', '=', id).execute();
}

/** The active head of the person's own department, unless it is the person. */
export function headOf(db: DbOrTx, uid: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('departments as d', 'd.id', 'u.department_id')
    .innerJoin('users as h', 'h.uid', 'd.head_uid')
    .select('h.uid')
    .where('u.uid', '=', uid)
    .where('h.status', '=', 1)
    .where('h.uid', '<>', uid)
    .executeTakeFirst();
}

export function postHolders(db: DbOrTx, post: string) {
  return db.selectFrom('user_posts').select(['uid', 'department_id']).where('post', '=', post).orderBy('uid').execute();
}

/** Makes `uids` the holders of `post` (in `departmentId`), leaving everyone else's posts alone. */
export async function replacePostHolders(db: DbOrTx, post: string, departmentId: number | null, uids: string[]): Promise<void> {
  await db.deleteFrom('user_posts').where('post', '=', post).execute();
  if (uids.length) await db.insertInto('user_posts').values(uids.map((uid) => ({ uid, post, department_id: departmentId }))).execute();
}

export function membersOf(db: DbOrTx, departmentId: number) {
  return db.selectFrom('users').select('uid').where('department_id', '=', departmentId).where('status', '=', 1).orderBy('uid').execute();
}

/** Whether every one of `uids` is an account. */
export async function allExist(db: DbOrTx, uids: string[]): Promise<boolean> {
  if (uids.length === 0) return true;
  const row = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('uid', 'in', uids).executeTakeFirstOrThrow();
  return Number(row.n) === new Set(uids).size;
}
