/**
 * The back office's queries on the catalogue's tables: every service and folder, published or not; saves guarded by
 * the version the editor loaded (server/src/db/versioned.ts).
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { pageWithTotal } from '../../../db/count-rows';
import type { AppCategoriesTable, AppsTable, AppThemesTable } from '../apps.table';

export interface AdminAppFilter {
  kind: 'service' | 'folder';
  name?: string;
  categoryId?: number;
  departmentId?: number;
  published?: boolean;
}
export type AdminAppSort = 'sort' | 'name' | 'updated_at' | 'views' | 'times';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filteredApps(db: DbOrTx, f: AdminAppFilter) {
  let q = db.selectFrom('apps').where('apps.is_folder', '=', f.kind === 'folder');
  if (f.name) {
    const like = likeText(f.name);
    q = q.where((eb) => eb.or([eb('apps.name', 'ilike', like), eb('apps.name_en', 'ilike', like)]));
  }
  if (f.categoryId !== undefined) q = q.where('apps.category_id', '=', f.categoryId);
  if (f.departmentId !== undefined) q = q.where('apps.department_id', '=', f.departmentId);
  if (f.published !== undefined) q = q.where('apps.enabled', '=', f.published);
  return q;
}

export function adminAppsPage(db: DbOrTx, f: AdminAppFilter, sort: { by: AdminAppSort; order: 'asc' | 'desc' }, page: { offset: number; limit: number }) {
  let q = filteredApps(db, f).selectAll('apps');
  if (sort.by === 'sort') q = q.orderBy(sql`apps.category_id ${sql.raw(sort.order)} nulls last`).orderBy('apps.sort', sort.order);
  else q = q.orderBy(`apps.${sort.by}`, sort.order);
  return pageWithTotal(q.orderBy('apps.id', sort.order).offset(page.offset).limit(page.limit), filteredApps(db, f), page.offset);
}

export function appById(db: DbOrTx, id: number) {
  return db.selectFrom('apps').selectAll().where('id', '=', id).executeTakeFirst();
}

export function materialsOf(db: DbOrTx, appId: number) {
  return db.selectFrom('app_materials').select(['name', 'name_en', 'note', 'note_en', 'required']).where('app_id', '=', appId).orderBy('sort').orderBy('id').execute();
}

export function childrenOf(db: DbOrTx, folderIds: number[]) {
  if (folderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('apps').select(['id', 'name', 'folder_id']).where('folder_id', 'in', folderIds).orderBy('sort').orderBy('id').execute();
}

/** The next place at the end of a category. */
export async function nextSort(db: DbOrTx, categoryId: number | null): Promise<number> {
  const row = await db
    .selectFrom('apps')
    .select(sql<number>`coalesce(max(sort), -1) + 1`.as('n'))
    .where('category_id', categoryId === null ? 'is' : '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertApp(db: DbOrTx, values: Insertable<AppsTable>) {
  return db.insertInto('apps').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Saves a service or folder if it is still at `version`, raising it; undefined when it is not (or is gone). */
export function updateApp(db: DbOrTx, id: number, version: number, values: Updateable<AppsTable>) {
  return db
    .updateTable('apps')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export function deleteApp(db: DbOrTx, id: number, version: number) {
  return db.deleteFrom('apps').where('id', '=', id).where('version', '=', version).returning('id').executeTakeFirst();
}

export function lastSaveOf(db: DbOrTx, table: 'apps' | 'app_categories' | 'app_themes', id: number) {
  return db.selectFrom(table).select(['updated_by', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

export async function replaceMaterials(db: DbOrTx, appId: number, materials: { name: string; name_en: string; note: string; note_en: string; required: boolean }[]): Promise<void> {
  await db.deleteFrom('app_materials').where('app_id', '=', appId).execute();
  if (materials.length) await db.insertInto('app_materials').values(materials.map((m, sort) => ({ app_id: appId, ...m, sort }))).execute();
}

/** Which of `ids` are folders (a folder holds services only). */
export function foldersAmong(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('apps').select('id').where('id', 'in', ids).where('is_folder', '=', true).execute();
}

/** Puts exactly `appIds` (in that order) in the folder; the services it held before and not now go back to the top level. */
export async function setFolderMembers(db: DbOrTx, folderId: number, appIds: number[]): Promise<void> {
  await db.updateTable('apps').set({ folder_id: null }).where('folder_id', '=', folderId).where('id', 'not in', appIds.length ? appIds : [0]).execute();
  for (const [sort, id] of appIds.entries()) {
    await db.updateTable('apps').set({ folder_id: folderId, sort }).where('id', '=', id).where('is_folder', '=', false).execute();
  }
}

/** The neighbour of a service in its category and folder, in the direction asked, locked with it for the swap. */
export async function neighbour(db: DbOrTx, row: { id: number; sort: number; category_id: number | null; folder_id: number | null }, direction: 'up' | 'down') {
  const up = direction === 'up';
  return db
    .selectFrom('apps')
    .select(['id', 'sort'])
    .where('category_id', row.category_id === null ? 'is' : '=', row.category_id)
    .where('folder_id', row.folder_id === null ? 'is' : '=', row.folder_id)
    .where('id', '<>', row.id)
    .where((eb) =>
      eb.or([eb('sort', up ? '<' : '>', row.sort), eb.and([eb('sort', '=', row.sort), eb('id', up ? '<' : '>', row.id)])]),
    )
    .orderBy('sort', up ? 'desc' : 'asc')
    .orderBy('id', up ? 'desc' : 'asc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export function lockApp(db: DbOrTx, id: number) {
  return db.selectFrom('apps').select(['id', 'name', 'sort', 'category_id', 'folder_id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Sets sorts without touching versions: the order is not part of what an editor saves. */
export async function setSort(db: DbOrTx, id: number, sort: number): Promise<void> {
  await db.updateTable('apps').set({ sort }).where('id', '=', id).execute();
}

export function choices(db: DbOrTx) {
  return Promise.all([
    db.selectFrom('app_categories').select(['id', 'name', 'name_en']).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('apps').select(['id', 'name', 'name_en', 'is_folder']).orderBy('sort').orderBy('id').execute(),
  ]);
}

// ── categories ──────────────────────────────────────────────────────────────────

export function categoriesWithCounts(db: DbOrTx) {
  return db
    .selectFrom('app_categories as c')
    .selectAll('c')
    .select((eb) => eb.selectFrom('apps').select(eb.fn.countAll<number>().as('n')).whereRef('apps.category_id', '=', 'c.id').as('apps'))
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export function categoryById(db: DbOrTx, id: number) {
  return db.selectFrom('app_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCategory(db: DbOrTx, values: Insertable<AppCategoriesTable>) {
  return db.insertInto('app_categories').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCategory(db: DbOrTx, id: number, version: number, values: Updateable<AppCategoriesTable>) {
  return db
    .updateTable('app_categories')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export function deleteCategory(db: DbOrTx, id: number, version: number) {
  return db.deleteFrom('app_categories').where('id', '=', id).where('version', '=', version).returning('id').executeTakeFirst();
}

// ── themes ──────────────────────────────────────────────────────────────────────

export function themes(db: DbOrTx) {
  return db.selectFrom('app_themes').selectAll().orderBy('sort').orderBy('id').execute();
}

export function themeById(db: DbOrTx, id: number) {
  return db.selectFrom('app_themes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function themeMembers(db: DbOrTx, themeIds: number[]) {
  if (themeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('app_theme_apps').select(['theme_id', 'app_id']).where('theme_id', 'in', themeIds).orderBy('sort').orderBy('app_id').execute();
}

export function insertTheme(db: DbOrTx, values: Insertable<AppThemesTable>) {
  return db.insertInto('app_themes').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateTheme(db: DbOrTx, id: number, version: number, values: Updateable<AppThemesTable>) {
  return db
    .updateTable('app_themes')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export async function replaceThemeMembers(db: DbOrTx, themeId: number, appIds: number[]): Promise<void> {
  await db.deleteFrom('app_theme_apps').where('theme_id', '=', themeId).execute();
  if (appIds.length) await db.insertInto('app_theme_apps').values(appIds.map((app_id, sort) => ({ theme_id: themeId, app_id, sort }))).execute();
}

export function deleteTheme(db: DbOrTx, id: number, version: number) {
  return db.deleteFrom('app_themes').where('id', '=', id).where('version', '=', version).returning('id').executeTakeFirst();
}
