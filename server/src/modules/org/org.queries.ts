/** Departments, people and their permits. */
import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { UsersTable } from './org.table';

export const sessionUserColumns = [
  'uid', 'number', 'name', 'sex', 'identity_type', 'identity_id', 'identity_name', 'department_id',
  'administrative_level', 'mobile', 'email', 'avatar', 'source_type', 'issuper', 'class_name',
] as const;

/** Active accounts by uid, one statement for any number. */
export async function findActiveUsers(db: DbOrTx, uids: string[]) {
  const rows = await db.selectFrom('users').select(sessionUserColumns).where(sql<boolean>`uid = ANY(${uids}::text[])`).where('status', '=', 1).execute();
  return new Map(rows.map((row) => [row.uid, row]));
}

/** The account may be given as account number, mobile number or email (any case), with stray spaces. */
export function findUserBySignInName(db: DbOrTx, signInName: string) {
  const name = signInName.trim();
  return db
    .selectFrom('users')
    .select(['uid', 'name', 'password_hash', 'status'])
    .where((eb) => eb.or([eb('number', '=', name), eb('mobile', '=', name), eb(sql<string>`lower(email)`, '=', name.toLowerCase())]))
    .orderBy('uid')
    .executeTakeFirst();
}

/** The grants reaching a person: their own, and those of every post they hold (optionally of one permit only). */
function grantsReaching(db: DbOrTx, uid: string) {
  return db
    .selectFrom('permit_grants')
    .where((eb) =>
      eb.or([
        eb.and([eb('holder_kind', '=', 'user'), eb('holder', '=', uid)]),
        eb.and([eb('holder_kind', '=', 'post'), eb('holder', 'in', eb.selectFrom('user_posts').select('post').where('user_posts.uid', '=', uid))]),
      ]),
    );
}

export function permitsOf(db: DbOrTx, uid: string) {
  return grantsReaching(db, uid).select('permit').distinct().orderBy('permit').execute();
}

/** The data scopes of one permit the person holds: a department id per grant, null for the whole campus. */
export function permitScopes(db: DbOrTx, uid: string, permit: string) {
  return grantsReaching(db, uid).select('department_id').distinct().where('permit', '=', permit).execute();
}

export function departmentNames(db: DbOrTx, ids: number[]) {
  return db.selectFrom('departments').select(['id', 'name', 'name_en']).where('id', 'in', ids).execute();
}

/**
 * Active staff and students whose name contains the keyword or whose number starts with it: exact matches, then
 * prefix matches, then the rest. Names are short, so a 1–2 character keyword scans the (indexed) name column cheaply.
 */
/** Every department, in name order, for pickers in the back office. */
export function allDepartments(db: DbOrTx) {
  return db.selectFrom('departments').select(['id', 'name', 'name_en']).orderBy('name').orderBy('id').execute();
}

export function peopleMatching(db: DbOrTx, keyword: string, limit: number) {
  const contains = `%${escapeLike(keyword)}%`;
  const prefix = `${escapeLike(keyword)}%`;
  return db
    .selectFrom('users')
    .select(['uid', 'name', 'number', 'department_id'])
    .where('status', '=', 1)
    .where('identity_type', 'in', ['staff', 'student'])
    .where((eb) => eb.or([eb('name', 'like', contains), eb('number', 'like', prefix)]))
    .orderBy(sql`CASE WHEN name = ${keyword} OR number = ${keyword} THEN 0 WHEN name LIKE ${prefix} THEN 1 ELSE 2 END`)
    .orderBy('name')
    .orderBy('uid')
    .limit(limit)
    .execute();
}

export function activePeople(db: DbOrTx, uids: string[]) {
  return db.selectFrom('users').select(['uid', 'name']).where('uid', 'in', uids).where('status', '=', 1).execute();
}

/** A keyword as a LIKE pattern's literal part. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function makeSuperUser(db: DbOrTx, uid: string, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash, issuper: 1, status: 1, updated_at: new Date() }).where('uid', '=', uid).executeTakeFirst();
}

export function findUser(db: DbOrTx, uid: string) {
  return db.selectFrom('users').select(['uid', 'issuper']).where('uid', '=', uid).executeTakeFirst();
}

export type NewPerson = Pick<
  Insertable<UsersTable>,
  'uid' | 'number' | 'name' | 'identity_type' | 'identity_id' | 'identity_name' | 'department_id' | 'source_type' | 'password_hash' | 'issuper'
> &
  Partial<Pick<Insertable<UsersTable>, 'mobile' | 'email'>>;

/**
 * Adds a person; false when the uid or number is taken (another sign-in created them a moment ago), or the mobile or
 * email (another registration).
 */
export async function insertUser(db: DbOrTx, person: NewPerson): Promise<boolean> {
  const row = await db
    .insertInto('users')
    .values({ mobile: null, email: null, ...person })
    .onConflict((oc) => oc.doNothing())
    .returning('uid')
    .executeTakeFirst();
  return row !== undefined;
}

export function findUserByNumber(db: DbOrTx, number: string) {
  return db.selectFrom('users').select(['uid', 'name', 'status']).where('number', '=', number).executeTakeFirst();
}

export function departmentIdByCode(db: DbOrTx, code: string) {
  return db.selectFrom('departments').select('id').where('code', '=', code).executeTakeFirst();
}

/**
 * Everything approver resolution asks of the organisation, in one statement: the applicant's department and its heads
 * `levels` levels up (`depth` 1 is their own department; a missing head is a row without uid), the active holders of
 * `posts`, and which of `people` are active.
 */
export function directoryRows(db: DbOrTx, input: { applicant: string; posts: string[]; people: string[]; levels: number }) {
  return sql<{ kind: 'head' | 'post' | 'person'; depth: number | null; department_id: number | null; uid: string | null; post: string | null }>`
    WITH RECURSIVE chain AS (
      SELECT d.id, d.parent_id, d.head_uid, 1 AS depth
      FROM users u JOIN departments d ON d.id = u.department_id WHERE u.uid = ${input.applicant}
      UNION ALL
      SELECT p.id, p.parent_id, p.head_uid, c.depth + 1 FROM chain c JOIN departments p ON p.id = c.parent_id WHERE c.depth < ${input.levels}
    )
    SELECT 'head' AS kind, c.depth, c.id AS department_id, h.uid, NULL AS post
    FROM chain c LEFT JOIN users h ON h.uid = c.head_uid AND h.status = 1
    UNION ALL
    SELECT 'post', NULL, up.department_id, up.uid, up.post
    FROM user_posts up JOIN users u ON u.uid = up.uid AND u.status = 1 WHERE up.post = ANY(${input.posts}::text[])
    UNION ALL
    SELECT 'person', NULL, NULL, u.uid, NULL FROM users u WHERE u.uid = ANY(${input.people}::text[]) AND u.status = 1
    ORDER BY 1, 2, 4`.execute(db);
}

/**
 * What a process's rules may ask of the organisation as a whole: which of `people` are active, which of `posts` an
 * active person holds, and how many levels up (from some department of people) an active head is found at most.
 */
export function designFactRows(db: DbOrTx, input: { posts: string[]; people: string[]; levels: number }) {
  return sql<{ kind: 'person' | 'post' | 'levels'; name: string | null; levels: number | null }>`
    WITH RECURSIVE below AS (
      SELECT d.id, 1 AS levels FROM departments d JOIN users h ON h.uid = d.head_uid AND h.status = 1
      UNION ALL
      SELECT c.id, b.levels + 1 FROM below b JOIN departments c ON c.parent_id = b.id WHERE b.levels < ${input.levels}
    )
    SELECT 'person' AS kind, u.uid AS name, NULL::int AS levels FROM users u WHERE u.uid = ANY(${input.people}::text[]) AND u.status = 1
    UNION ALL
    SELECT DISTINCT 'post', up.post, NULL::int FROM user_posts up JOIN users u ON u.uid = up.uid AND u.status = 1 WHERE up.post = ANY(${input.posts}::text[])
    UNION ALL
    SELECT 'levels', NULL::text, max(levels) FROM below`.execute(db);
}

export function peopleNamed(db: DbOrTx, uids: string[]) {
  return db.selectFrom('users').select(['uid', 'name']).where('uid', 'in', uids).execute();
}

/** People whose name contains the keyword or whose number starts with it, any identity, at most `limit`. */
export function uidsMatching(db: DbOrTx, keyword: string, limit: number) {
  return db
    .selectFrom('users')
    .select('uid')
    .where((eb) => eb.or([eb('name', 'like', `%${escapeLike(keyword)}%`), eb('number', 'like', `${escapeLike(keyword)}%`)]))
    .limit(limit)
    .execute();
}

/** The account a mobile number or (lower-cased) email belongs to: bound to it, or its sign-in number. */
export function findUserByContact(db: DbOrTx, channel: 'sms' | 'email', target: string) {
  return db
    .selectFrom('users')
    .select(['uid', 'status'])
    .where((eb) =>
      channel === 'sms'
        ? eb.or([eb('mobile', '=', target), eb('number', '=', target)])
        : eb.or([eb(sql<string>`lower(email)`, '=', target), eb(sql<string>`lower(number)`, '=', target)]),
    )
    .orderBy('uid')
    .executeTakeFirst();
}

export function passwordHashOf(db: DbOrTx, uid: string) {
  return db.selectFrom('users').select('password_hash').where('uid', '=', uid).executeTakeFirst();
}

export async function setPasswordHash(db: DbOrTx, uid: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('uid', '=', uid).execute();
}

/**
 * Binds a mobile number or email to a user unless another user signs in with it as their number (an off-campus
 * account registered with it and bound another since); false then. A second user with the same mobile or email is
 * refused by the unique indexes, as a unique violation.
 */
export async function setContact(db: DbOrTx, uid: string, field: 'mobile' | 'email', value: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ [field]: value, updated_at: new Date() })
    .where('uid', '=', uid)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('users as other').select('other.uid').where('other.uid', '<>', uid).where(sql<string>`lower(other.number)`, '=', value.toLowerCase()))),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The active accounts of the person behind `uid` (their identities), `uid` itself included when active. */
export function identityAccounts(db: DbOrTx, uid: string) {
  const person = db.selectFrom('users').select(sql<string>`coalesce(person_id, uid)`.as('person')).where('uid', '=', uid);
  return db
    .selectFrom('users')
    .select(['uid', 'number', 'identity_name', 'identity_type', 'department_id', sql<string>`coalesce(person_id, uid)`.as('person')])
    .where(sql<string>`coalesce(person_id, uid)`, '=', person)
    .where('status', '=', 1)
    .orderBy('uid')
    .execute();
}

export function currentIdentity(db: DbOrTx, person: string) {
  return db.selectFrom('current_identities').select('uid').where('person_id', '=', person).executeTakeFirst();
}

/** One row per person, so a person has exactly one current identity whatever runs at once. */
export async function setCurrentIdentity(db: DbOrTx, person: string, uid: string): Promise<void> {
  await db
    .insertInto('current_identities')
    .values({ person_id: person, uid })
    .onConflict((oc) => oc.column('person_id').doUpdateSet({ uid, changed_at: new Date() }))
    .execute();
}

export function activePeopleCards(db: DbOrTx, uids: string[]) {
  return db.selectFrom('users').select(['uid', 'name', 'number', 'department_id']).where('uid', 'in', uids).where('status', '=', 1).execute();
}

export function activeContacts(db: DbOrTx, uids: string[]) {
  return db.selectFrom('users').select(['uid', 'mobile', 'email']).where('uid', 'in', uids).where('status', '=', 1).execute();
}

/** The active heads of departments. */
export function departmentHeads(db: DbOrTx, ids: number[]) {
  return db
    .selectFrom('departments as d')
    .innerJoin('users as u', (j) => j.onRef('u.uid', '=', 'd.head_uid').on('u.status', '=', 1))
    .select(['d.id', 'd.head_uid as uid'])
    .where('d.id', 'in', ids)
    .execute();
}

/** The active holders of a post, in the departments given or anywhere. */
export function postHoldersIn(db: DbOrTx, post: string, departmentIds?: number[]) {
  let q = db
    .selectFrom('user_posts as up')
    .innerJoin('users as u', (j) => j.onRef('u.uid', '=', 'up.uid').on('u.status', '=', 1))
    .select(['up.uid', 'up.department_id', 'u.name'])
    .where('up.post', '=', post);
  if (departmentIds) q = q.where('up.department_id', 'in', departmentIds);
  return q.orderBy('up.uid').execute();
}

/** Active people with their department. */
export function activeMembers(db: DbOrTx, uids: string[]) {
  return db.selectFrom('users').select(['uid', 'name', 'department_id']).where('uid', 'in', uids).where('status', '=', 1).execute();
}

/** Which of `uids` a permit reaches, through their own grants or a post they hold. */
export function holdersOfPermit(db: DbOrTx, permit: string, uids: string[]) {
  return db
    .selectFrom('users as u')
    .select('u.uid')
    .where('u.uid', 'in', uids)
    .where('u.status', '=', 1)
    .where((eb) =>
      eb.or([
        eb('u.issuper', '=', 1),
        eb.exists(
          eb
            .selectFrom('permit_grants as g')
            .select('g.permit')
            .where('g.permit', '=', permit)
            .where((g) =>
              g.or([
                g.and([g('g.holder_kind', '=', 'user'), g('g.holder', '=', g.ref('u.uid'))]),
                g.and([g('g.holder_kind', '=', 'post'), g('g.holder', 'in', g.selectFrom('user_posts').select('post').whereRef('user_posts.uid', '=', 'u.uid'))]),
              ]),
            ),
        ),
      ]),
    )
    .execute();
}
