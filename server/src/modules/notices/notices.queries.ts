/** Notices and office notices (one table, told apart by `kind`), their categories and who has read what. */
import { sql, type Insertable } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import type { NoticesTable } from './notices.table';

export type NoticeKind = 'notice' | 'office';
/**
 * What a query reads: notices, every office notice, or the office notices one reader may see (`officeFor` their
 * department): an office notice published for some departments (notices.audience) is for their staff only.
 */
export type Shelf = NoticeKind | { officeFor: number | null };

export const kindOf = (shelf: Shelf): NoticeKind => (typeof shelf === 'string' ? shelf : 'office');

export const TITLES = ['notices.title', 'notices.title_en'] as const;

/** Published notices of one kind: every query starts here, so an office notice never leaks into the notice calls. */
export function published(db: DbOrTx, shelf: Shelf) {
  const q = db.selectFrom('notices').where('notices.kind', '=', kindOf(shelf)).where('notices.published', '=', true);
  if (typeof shelf === 'string') return q;
  return q.where(sql<boolean>`(notices.audience IS NULL OR ${shelf.officeFor}::int = ANY(notices.audience))`);
}

export const listColumns = ['notices.id', 'notices.category_id', 'notices.department_id', 'notices.title', 'notices.title_en', 'notices.send_time'] as const;

function ofCategory(db: DbOrTx, kind: Shelf, categoryId: number | undefined) {
  const q = published(db, kind);
  return categoryId === undefined ? q : q.where('notices.category_id', '=', categoryId);
}

export function page(db: DbOrTx, kind: Shelf, categoryId: number | undefined, offset: number, limit: number) {
  return ofCategory(db, kind, categoryId)
    .select(listColumns)
    .orderBy('notices.send_time', 'desc')
    .orderBy('notices.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function count(db: DbOrTx, kind: Shelf, categoryId: number | undefined): Promise<number> {
  return countRows(ofCategory(db, kind, categoryId));
}

export function one(db: DbOrTx, kind: Shelf, id: number) {
  return published(db, kind).select([...listColumns, 'notices.content', 'notices.content_en']).where('notices.id', '=', id).executeTakeFirst();
}

export function categories(db: DbOrTx, ids?: (number | null)[]) {
  let q = db.selectFrom('notice_categories').select(['id', 'name', 'name_en']).orderBy('sort').orderBy('id');
  if (ids) q = q.where('id', 'in', ids.filter((id): id is number => id !== null).concat(-1));
  return q.execute();
}

export async function readAmong(db: DbOrTx, uid: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('notice_reads').select('notice_id').where('uid', '=', uid).where('notice_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.notice_id));
}

export async function markRead(db: DbOrTx, uid: string, id: number): Promise<void> {
  await db.insertInto('notice_reads').values({ uid, notice_id: id }).onConflict((oc) => oc.doNothing()).execute();
}

/** Notices sent since `since` that the person has not opened, per category (null for office notices). */
export function unreadSince(db: DbOrTx, uid: string, kind: Shelf, since: Date) {
  return published(db, kind)
    .select(['notices.category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('notices.send_time', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notice_reads as r').select('r.notice_id').whereRef('r.notice_id', '=', 'notices.id').where('r.uid', '=', uid))),
    )
    .groupBy('notices.category_id')
    .execute();
}

/** Marks read what unreadSince counts; answers how many were newly marked. */
export async function markAllRead(db: DbOrTx, uid: string, kind: Shelf, categoryId: number | undefined, since: Date): Promise<number> {
  const rows = await db
    .insertInto('notice_reads')
    .columns(['uid', 'notice_id'])
    .expression(
      ofCategory(db, kind, categoryId)
        .select([sql.val(uid).as('uid'), 'notices.id'])
        .where('notices.send_time', '>=', since),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('notice_id')
    .execute();
  return rows.length;
}

export function insertNotices(db: DbOrTx, rows: Insertable<NoticesTable>[]) {
  return db.insertInto('notices').values(rows).returning('id').execute();
}

export function insertCategories(db: DbOrTx, rows: { name: string; name_en: string; sort: number }[]) {
  return db.insertInto('notice_categories').values(rows).returning(['id', 'name']).execute();
}
