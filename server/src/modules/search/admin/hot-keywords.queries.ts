/** The back office's configured hot keywords, each save guarded by the version loaded. */
import { sql } from 'kysely';
import { countRows } from '../../../db/count-rows';
import type { DbOrTx } from '../../../db/database';

const columns = ['id', 'keyword', 'search_type', 'sort', 'version', 'updated_at'] as const;

export type HotKeywordRow = NonNullable<Awaited<ReturnType<typeof hotKeyword>>>;
interface Fields {
  keyword: string;
  search_type: number;
  sort: number;
  updated_by: string;
}

function ofType(db: DbOrTx, searchType: number | undefined) {
  const q = db.selectFrom('hot_keywords');
  return searchType === undefined ? q : q.where('search_type', '=', searchType);
}

export function page(db: DbOrTx, searchType: number | undefined, offset: number, limit: number) {
  return ofType(db, searchType).select(columns).orderBy('search_type').orderBy('sort').orderBy('id').offset(offset).limit(limit).execute();
}

export function count(db: DbOrTx, searchType: number | undefined): Promise<number> {
  return countRows(ofType(db, searchType));
}

export function hotKeyword(db: DbOrTx, id: number) {
  return db.selectFrom('hot_keywords').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The new keyword, or undefined when its search type has it already. */
export function insert(db: DbOrTx, fields: Fields) {
  return db.insertInto('hot_keywords').values(fields).onConflict((oc) => oc.columns(['search_type', 'keyword']).doNothing()).returning(columns).executeTakeFirst();
}

export function update(db: DbOrTx, id: number, version: number, fields: Fields) {
  return db
    .updateTable('hot_keywords')
    .set({ ...fields, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(columns)
    .executeTakeFirst();
}

export function remove(db: DbOrTx, id: number, version: number) {
  return db.deleteFrom('hot_keywords').where('id', '=', id).where('version', '=', version).returning(columns).executeTakeFirst();
}

export function stamp(db: DbOrTx, id: number) {
  return db.selectFrom('hot_keywords').select(['updated_by', 'updated_at']).where('id', '=', id).executeTakeFirst();
}
