/** The back office's reads and writes of notices and their categories: drafts included, each save at the version loaded. */
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import { countRows } from '../../../db/count-rows';
import type { Database, DbOrTx } from '../../../db/database';
import type { NoticeKind } from '../notices.queries';
import type { NoticeCategoriesTable, NoticesTable } from '../notices.table';

const noticeColumns = ['id', 'kind', 'category_id', 'title', 'title_en', 'send_time', 'published', 'version', 'updated_at'] as const;
const detailColumns = [...noticeColumns, 'content', 'content_en'] as const;
const categoryColumns = ['id', 'name', 'name_en', 'sort', 'version', 'updated_at'] as const;

export type NoticeRow = Awaited<ReturnType<typeof noticePage>>[number];
export type NoticeDetailRow = NonNullable<Awaited<ReturnType<typeof notice>>>;
export type CategoryRow = NonNullable<Awaited<ReturnType<typeof category>>>;
type NoticeFields = Omit<Insertable<NoticesTable>, 'id' | 'version' | 'updated_at' | 'search_grams'>;
type CategoryFields = Omit<Insertable<NoticeCategoriesTable>, 'id' | 'version' | 'updated_at'>;

export interface NoticeFilter {
  kind: NoticeKind;
  categoryId?: number;
  published?: boolean;
  keyword?: string;
}

function filtered(db: DbOrTx, f: NoticeFilter) {
  let q = db.selectFrom('notices').where('kind', '=', f.kind);
  if (f.categoryId !== undefined) q = q.where('category_id', '=', f.categoryId);
  if (f.published !== undefined) q = q.where('published', '=', f.published);
  if (f.keyword) {
    const like = `%${f.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb(sql`lower(title)`, 'like', like), eb(sql`lower(title_en)`, 'like', like)]));
  }
  return q;
}

export function noticePage(db: DbOrTx, f: NoticeFilter, offset: number, limit: number) {
  return filtered(db, f).select(noticeColumns).orderBy('send_time', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export function noticeCount(db: DbOrTx, f: NoticeFilter): Promise<number> {
  return countRows(filtered(db, f));
}

export function notice(db: DbOrTx, id: number) {
  return db.selectFrom('notices').select(detailColumns).where('id', '=', id).executeTakeFirst();
}

export function insertNotice(db: DbOrTx, fields: NoticeFields) {
  return db.insertInto('notices').values(fields).returning(detailColumns).executeTakeFirstOrThrow();
}

export function updateNotice(db: DbOrTx, id: number, version: number, fields: NoticeFields) {
  return db
    .updateTable('notices')
    .set({ ...fields, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(detailColumns)
    .executeTakeFirst();
}

export function deleteNotice(db: DbOrTx, id: number, version: number) {
  return db.deleteFrom('notices').where('id', '=', id).where('version', '=', version).returning(detailColumns).executeTakeFirst();
}

export function noticeStamp(db: DbOrTx, id: number) {
  return db.selectFrom('notices').select(['updated_by', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

// ── categories ──────────────────────────────────────────────────────────────────

/** How many notices a category holds, as a column of its row. */
const noticesHeld = (eb: ExpressionBuilder<Database, 'notice_categories'>) =>
  eb.selectFrom('notices').select(eb.fn.countAll<number>().as('n')).whereRef('notices.category_id', '=', 'notice_categories.id').as('notices');

export function categoryPage(db: DbOrTx, offset: number, limit: number) {
  return db
    .selectFrom('notice_categories')
    .select(categoryColumns)
    .select(noticesHeld)
    .orderBy('sort')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function categoryCount(db: DbOrTx): Promise<number> {
  return countRows(db.selectFrom('notice_categories'));
}

export function category(db: DbOrTx, id: number) {
  return db.selectFrom('notice_categories').select(categoryColumns).select(noticesHeld).where('id', '=', id).executeTakeFirst();
}

export function insertCategory(db: DbOrTx, fields: CategoryFields) {
  return db.insertInto('notice_categories').values(fields).returning(categoryColumns).executeTakeFirstOrThrow();
}

export function updateCategory(db: DbOrTx, id: number, version: number, fields: CategoryFields) {
  return db
    .updateTable('notice_categories')
    .set({ ...fields, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(categoryColumns)
    .executeTakeFirst();
}

/** Deletes the category at that version when it holds no notice; undefined otherwise. */
export function deleteEmptyCategory(db: DbOrTx, id: number, version: number) {
  return db
    .deleteFrom('notice_categories')
    .where('id', '=', id)
    .where('version', '=', version)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('notices').select('notices.id').where('notices.category_id', '=', id))))
    .returning(categoryColumns)
    .executeTakeFirst();
}

export function categoryStamp(db: DbOrTx, id: number) {
  return db.selectFrom('notice_categories').select(['updated_by', 'updated_at', 'version']).where('id', '=', id).executeTakeFirst();
}
