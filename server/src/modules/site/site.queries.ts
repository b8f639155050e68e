/** Site settings, banners and header/footer links. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

export function settingValue(db: DbOrTx, key: string) {
  return db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
}

export function settingWithVersion(db: DbOrTx, key: string) {
  return db.selectFrom('site_settings').select(['value', 'version']).where('key', '=', key).executeTakeFirst();
}

/** Writes a setting; a changed one takes the next version, so editors and clients holding the old one see it moved. */
export async function upsertSetting(db: DbOrTx, key: string, json: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()`, version: sql`site_settings.version + 1` }))
    .execute();
}

export function shownBanners(db: DbOrTx) {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'logo_url', 'linkurl', 'is_show', 'sort'])
    .where('is_show', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function linksOfType(db: DbOrTx, type: number) {
  return db.selectFrom('links').select(['id', 'name', 'url', 'type', 'new_tab']).where('type', '=', type).orderBy('sort').orderBy('id').execute();
}
