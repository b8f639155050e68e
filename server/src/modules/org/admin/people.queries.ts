/** The organisation as the back office lists it: people, departments and post holders (read-only). */
import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { escapeLike } from '../org.queries';

export interface PeopleFilter {
  keyword?: string;
  departmentId?: number;
  identityType?: 'staff' | 'student' | 'other';
}

function peopleFiltered(db: DbOrTx, filter: PeopleFilter) {
  let query = db.selectFrom('users');
  if (filter.keyword) {
    const keyword = filter.keyword.trim();
    query = query.where((eb) => eb.or([eb('name', 'like', `%${escapeLike(keyword)}%`), eb('number', 'like', `${escapeLike(keyword)}%`)]));
  }
  if (filter.departmentId) query = query.where('department_id', '=', filter.departmentId);
  if (filter.identityType) query = query.where('identity_type', '=', filter.identityType);
  return query;
}

export function peoplePage(db: DbOrTx, filter: PeopleFilter, page: { offset: number; limit: number }) {
  return peopleFiltered(db, filter)
    .select(['uid', 'name', 'number', 'identity_type', 'identity_name', 'department_id', 'status', 'source_type'])
    .orderBy('number')
    .orderBy('uid')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function peopleCount(db: DbOrTx, filter: PeopleFilter): Promise<number> {
  const row = await peopleFiltered(db, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every department with its head's name and how many active accounts it has, in display order. */
export function departmentsWithCounts(db: DbOrTx) {
  return db
    .selectFrom('departments as d')
    .leftJoin('users as h', 'h.uid', 'd.head_uid')
    .select(['d.id', 'd.code', 'd.name', 'd.name_en', 'd.parent_id', 'd.kind', 'h.name as head_name'])
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('u.department_id', '=', 'd.id')
        .where('u.status', '=', 1)
        .as('people'),
    )
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
}

export interface PostFilter {
  post?: string;
  departmentId?: number;
  keyword?: string;
}

function postsFiltered(db: DbOrTx, filter: PostFilter) {
  let query = db.selectFrom('user_posts as p').innerJoin('users as u', 'u.uid', 'p.uid');
  if (filter.post) query = query.where('p.post', '=', filter.post);
  if (filter.departmentId) query = query.where('p.department_id', '=', filter.departmentId);
  if (filter.keyword) {
    const keyword = filter.keyword.trim();
    query = query.where((eb) => eb.or([eb('u.name', 'like', `%${escapeLike(keyword)}%`), eb('u.number', 'like', `${escapeLike(keyword)}%`)]));
  }
  return query;
}

export function postHoldersPage(db: DbOrTx, filter: PostFilter, page: { offset: number; limit: number }) {
  return postsFiltered(db, filter)
    .select(['p.post', 'p.uid', 'p.department_id', 'u.name', 'u.number'])
    .orderBy('p.post')
    .orderBy('p.department_id')
    .orderBy('u.number')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function postHoldersCount(db: DbOrTx, filter: PostFilter): Promise<number> {
  const row = await postsFiltered(db, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
