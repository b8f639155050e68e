/** The back office's reads and writes of banners and header/footer links, each save guarded by the version loaded. */
import { sql, type Insertable } from 'kysely';
import { countRows } from '../../../db/count-rows';
import type { DbOrTx } from '../../../db/database';
import type { BannersTable, LinksTable } from '../site.table';

const bannerColumns = ['id', 'title', 'logo_url', 'linkurl', 'is_show', 'sort', 'version', 'updated_at'] as const;
const linkColumns = ['id', 'name', 'url', 'type', 'new_tab', 'sort', 'version', 'updated_at'] as const;

export type BannerRow = Awaited<ReturnType<typeof bannerPage>>[number];
export type LinkRow = Awaited<ReturnType<typeof linkPage>>[number];
type BannerFields = Omit<Insertable<BannersTable>, 'id' | 'version' | 'updated_at'>;
type LinkFields = Omit<Insertable<LinksTable>, 'id' | 'version' | 'updated_at'>;

export function bannerPage(db: DbOrTx, offset: number, limit: number) {
  return db.selectFrom('banners').select(bannerColumns).orderBy('sort').orderBy('id').offset(offset).limit(limit).execute();
}

export function bannerCount(db: DbOrTx): Promise<number> {
  return countRows(db.selectFrom('banners'));
}

export function banner(db: DbOrTx, id: number) {
  return db.selectFrom('banners').select(bannerColumns).where('id', '=', id).executeTakeFirst();
}

export function insertBanner(db: DbOrTx, fields: BannerFields) {
  return db.insertInto('banners').values(fields).returning(bannerColumns).executeTakeFirstOrThrow();
}

/** The saved row, or undefined when the version moved on (or the banner is gone). */
export function updateBanner(db: DbOrTx, id: number, version: number, fields: BannerFields) {
  return db
    .updateTable('banners')
    .set({ ...fields, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(bannerColumns)
    .executeTakeFirst();
}

export function deleteBanner(db: DbOrTx, id: number, version: number) {
  return db.deleteFrom('banners').where('id', '=', id).where('version', '=', version).returning(bannerColumns).executeTakeFirst();
}

export function bannerStamp(db: DbOrTx, id: number) {
  return db.selectFrom('banners').select(['updated_by', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

function linksOf(db: DbOrTx, type: number | undefined) {
  const q = db.selectFrom('links');
  return type === undefined ? q : q.where('type', '=', type);
}

export function linkPage(db: DbOrTx, type: number | undefined, offset: number, limit: number) {
  return linksOf(db, type).select(linkColumns).orderBy('type').orderBy('sort').orderBy('id').offset(offset).limit(limit).execute();
}

export function linkCount(db: DbOrTx, type: number | undefined): Promise<number> {
  return countRows(linksOf(db, type));
}

export function link(db: DbOrTx, id: number) {
  return db.selectFrom('links').select(linkColumns).where('id', '=', id).executeTakeFirst();
}

export function insertLink(db: DbOrTx, fields: LinkFields) {
  return db.insertInto('links').values(fields).returning(linkColumns).executeTakeFirstOrThrow();
}

export function updateLink(db: DbOrTx, id: number, version: number, fields: LinkFields) {
  return db
    .updateTable('links')
    .set({ ...fields, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(linkColumns)
    .executeTakeFirst();
}

export function deleteLink(db: DbOrTx, id: number, version: number) {
  return db.deleteFrom('links').where('id', '=', id).where('version', '=', version).returning(linkColumns).executeTakeFirst();
}

export function linkStamp(db: DbOrTx, id: number) {
  return db.selectFrom('links').select(['updated_by', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

/** Sets values inside the site's configuration in one statement, so an edit of other settings in between is kept. */
export async function patchSystemSetting(db: DbOrTx, values: Record<string, number>): Promise<void> {
  let value = sql`value`;
  for (const [key, v] of Object.entries(values)) value = sql`jsonb_set(${value}, ${sql.val(`{system_setting,${key}}`)}::text[], to_jsonb(${v}::int))`;
  await db.updateTable('site_settings').set({ value: value as never, updated_at: sql`now()` }).where('key', '=', 'site').execute();
}
