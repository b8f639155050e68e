/** Services (apps) as the catalogue shows them: enabled, meant for the caller's audience. */
import { sql } from 'kysely';
import type { Audience } from '../../../../contract/rules/audience';
import { countRows } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import { anyColumn, nameRank, type KeywordPatterns } from '../../db/keyword-search';

/** The published services an audience sees; the lists (hall, home, search) only those offered there. */
function visibleApps(db: DbOrTx, audience: Audience, listedOnly = true) {
  const q = db
    .selectFrom('apps')
    .selectAll('apps')
    .where('apps.enabled', '=', true)
    .where(sql<boolean>`${audience} = ANY(apps.audiences)`);
  return listedOnly ? q.where('apps.listed', '=', true) : q;
}

export function visibleApp(db: DbOrTx, audience: Audience, id: number) {
  return visibleApps(db, audience, false).where('apps.id', '=', id).executeTakeFirst();
}

export function hotTopLevelApps(db: DbOrTx, audience: Audience, limit: number) {
  return visibleApps(db, audience)
    .where('apps.folder_id', 'is', null)
    .orderBy('apps.is_hot', 'desc')
    .orderBy('apps.times', 'desc')
    .orderBy('apps.views', 'desc')
    .orderBy('apps.id')
    .limit(limit)
    .execute();
}

export function recentAppsOf(db: DbOrTx, audience: Audience, uid: string, limit: number) {
  return visibleApps(db, audience)
    .innerJoin('user_app_usage as u', 'u.app_id', 'apps.id')
    .where('u.uid', '=', uid)
    .orderBy('u.last_used_at', 'desc')
    .limit(limit)
    .execute();
}

export function favouritesOf(db: DbOrTx, audience: Audience, uid: string) {
  return visibleApps(db, audience)
    .innerJoin('user_favourite_apps as f', 'f.app_id', 'apps.id')
    .select('f.created_at as favourite_at')
    .where('f.uid', '=', uid)
    .orderBy('f.created_at', 'desc')
    .orderBy('apps.id')
    .execute();
}

export async function isFavourite(db: DbOrTx, uid: string, appId: number): Promise<boolean> {
  const row = await db.selectFrom('user_favourite_apps').select('app_id').where('uid', '=', uid).where('app_id', '=', appId).executeTakeFirst();
  return row !== undefined;
}

export async function addFavourite(db: DbOrTx, uid: string, appId: number): Promise<void> {
  await db.insertInto('user_favourite_apps').values({ uid, app_id: appId }).onConflict((oc) => oc.doNothing()).execute();
}

export async function removeFavourite(db: DbOrTx, uid: string, appId: number): Promise<void> {
  await db.deleteFrom('user_favourite_apps').where('uid', '=', uid).where('app_id', '=', appId).execute();
}

export async function recordUse(db: DbOrTx, uid: string, appId: number): Promise<void> {
  await db
    .insertInto('user_app_usage')
    .values({ uid, app_id: appId })
    .onConflict((oc) =>
      oc.columns(['uid', 'app_id']).doUpdateSet({ use_count: sql`user_app_usage.use_count + 1`, last_used_at: sql`now()` }),
    )
    .execute();
}

/** One more click on a third-party link; undefined when the service is not one. */
export function countLinkClick(db: DbOrTx, appId: number) {
  return db
    .updateTable('apps')
    .set({ views: sql`views + 1` })
    .where('id', '=', appId)
    .where('type', '=', 4)
    .returning('views')
    .executeTakeFirst();
}

const NAMES = ['apps.name', 'apps.name_en'] as const;

/** Services (not folders) whose name holds the keyword: exact names, then prefixes, then the rest, in catalogue order. */
export function appsNamedLike(db: DbOrTx, audience: Audience, p: KeywordPatterns, limit: number) {
  return visibleApps(db, audience)
    .where('apps.is_folder', '=', false)
    .where(anyColumn(NAMES, 'LIKE', p.contains))
    .orderBy(nameRank(NAMES, p))
    .orderBy('apps.sort')
    .orderBy('apps.id')
    .limit(limit)
    .execute();
}

export async function hasAppNamed(db: DbOrTx, audience: Audience, name: string): Promise<boolean> {
  const row = await visibleApps(db, audience).clearSelect().select('apps.id').where(anyColumn(NAMES, '=', name.toLowerCase())).executeTakeFirst();
  return row !== undefined;
}

export function childrenOfFolders(db: DbOrTx, audience: Audience, folderIds: number[]) {
  return visibleApps(db, audience).where('apps.folder_id', 'in', folderIds).orderBy('apps.sort').execute();
}

/** Services one can pick (not folders), in catalogue order. */
export function pickableApps(db: DbOrTx, audience: Audience) {
  return visibleApps(db, audience).where('apps.is_folder', '=', false).orderBy('apps.sort').orderBy('apps.id').execute();
}

export interface CatalogFilter {
  audience?: Audience;
  themeId?: number;
  categoryId?: number;
  departmentId?: number;
  keyword?: string;
}

/** Services the caller may see that the filter keeps, wherever they sit. */
function filteredApps(db: DbOrTx, audience: Audience, filter: Omit<CatalogFilter, 'themeId'>) {
  let q = visibleApps(db, audience);
  if (filter.audience) q = q.where(sql<boolean>`${filter.audience} = ANY(apps.audiences)`);
  if (filter.categoryId !== undefined) q = q.where('apps.category_id', '=', filter.categoryId);
  if (filter.departmentId !== undefined) q = q.where('apps.department_id', '=', filter.departmentId);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('apps.name', 'ilike', like), eb('apps.name_en', 'ilike', like)]));
  }
  return q;
}

/**
 * Entries of the hall under the filter: the top level (services and folders); with a keyword, also the services in
 * folders whose names hold it (a search finds a service, not only the folder it sits in); within a theme, the theme's
 * services wherever they sit (a theme gathers services from folders too).
 */
function catalogEntries(db: DbOrTx, audience: Audience, filter: CatalogFilter) {
  const q = filteredApps(db, audience, filter);
  const { themeId } = filter;
  if (themeId === undefined && filter.keyword) return q.where((eb) => eb.or([eb('apps.folder_id', 'is', null), eb('apps.is_folder', '=', false)]));
  if (themeId === undefined) return q.where('apps.folder_id', 'is', null);
  return q.where((eb) => eb.exists(eb.selectFrom('app_theme_apps as t').select('t.app_id').whereRef('t.app_id', '=', 'apps.id').where('t.theme_id', '=', themeId)));
}

export function catalogPage(db: DbOrTx, audience: Audience, filter: CatalogFilter, page: { offset: number; limit: number }) {
  return catalogEntries(db, audience, filter).orderBy('apps.sort').orderBy('apps.id').offset(page.offset).limit(page.limit).execute();
}

export function catalogCount(db: DbOrTx, audience: Audience, filter: CatalogFilter): Promise<number> {
  return countRows(catalogEntries(db, audience, filter).clearSelect());
}

/** How many entries each category (or department) holds under the rest of the filter. */
export function catalogFacet(db: DbOrTx, audience: Audience, filter: CatalogFilter, column: 'category_id' | 'department_id') {
  return catalogEntries(db, audience, filter)
    .clearSelect()
    .select([`apps.${column} as id`, (eb) => eb.fn.countAll<number>().as('n')])
    .where(`apps.${column}`, 'is not', null)
    .groupBy(`apps.${column}`)
    .execute();
}

/** Every enabled theme in its order, with how many of its services the rest of the filter keeps. */
export function themeFacet(db: DbOrTx, audience: Audience, filter: Omit<CatalogFilter, 'themeId'>) {
  const counted = filteredApps(db, audience, filter)
    .clearSelect()
    .innerJoin('app_theme_apps as m', 'm.app_id', 'apps.id')
    .select(['m.theme_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('m.theme_id');
  return db
    .selectFrom('app_themes as th')
    .leftJoin(counted.as('c'), 'c.theme_id', 'th.id')
    .select(['th.id', 'th.name', 'th.name_en', 'th.description', 'th.description_en', sql<number>`coalesce(c.n, 0)`.as('n')])
    .where('th.enabled', '=', true)
    .orderBy('th.sort')
    .orderBy('th.id')
    .execute();
}

export function categories(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('app_categories').select(['id', 'name', 'name_en', 'sort']).where('id', 'in', ids).orderBy('sort').execute();
}

export function materialsOf(db: DbOrTx, appId: number) {
  return db.selectFrom('app_materials').selectAll().where('app_id', '=', appId).orderBy('sort').orderBy('id').execute();
}

export function namesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('apps').select(['id', 'name', 'name_en']).where('id', 'in', ids).execute();
}

export function idsInCategory(db: DbOrTx, categoryName: string) {
  return db
    .selectFrom('apps')
    .innerJoin('app_categories as c', 'c.id', 'apps.category_id')
    .select('apps.id')
    .where((eb) => eb.or([eb('c.name', '=', categoryName), eb('c.name_en', '=', categoryName)]))
    .execute();
}

/** How many services name each of these third-party clients. */
export function servicesPerClient(db: DbOrTx, appids: string[]) {
  if (appids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('apps')
    .select(['thirdparty_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('thirdparty_id', 'in', appids)
    .groupBy('thirdparty_id')
    .execute();
}

/** Every service (folders aside, published or not) with the office that handles it, for the data center. */
export function serviceOffices(db: DbOrTx) {
  return db.selectFrom('apps').select(['id', 'department_id', 'enabled']).where('is_folder', '=', false).orderBy('id').execute();
}

/** A service in no category and not offered in the lists (a review service of another area). */
export async function insertUncategorised(
  db: DbOrTx,
  s: { name: string; name_en: string; description: string; description_en: string; department_id: number | null; audiences: Audience[] },
): Promise<number> {
  return (await db.insertInto('apps').values({ ...s, type: 1, category_id: null, handling_days: 3, listed: false }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Whether a service takes star ratings. */
export async function starEnabled(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.selectFrom('apps').select('star_enable').where('id', '=', id).executeTakeFirst())?.star_enable ?? false;
}

export function updateStar(db: DbOrTx, id: number, star: number) {
  return db.updateTable('apps').set({ star }).where('id', '=', id).execute();
}
