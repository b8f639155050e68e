/** Site settings, banners and header/footer links. */
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database, DbOrTx } from '../../db/database';

export function settingValue(db: DbOrTx, key: string) {
  return db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
}

export async function upsertSetting(db: DbOrTx, key: string, json: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
    .execute();
}

export function shownBanners(db: DbOrTx) {
  return db
    .selectFrom('banners')
    .select(['id', 'logo_url', 'linkurl', 'is_show', 'sort'])
    .where('is_show', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function linksOfType(db: DbOrTx, type: number) {
  return db.selectFrom('links').select(['id', 'name', 'url', 'type', 'new_tab']).where('type', '=', type).orderBy('sort').orderBy('id').execute();
}

/** Writes the site's banners, header and footer links, and settings as given (the demo campus's). */
export async function insertSiteContent(
  db: DbOrTx,
  content: { banners: Insertable<Database['banners']>[]; links: Insertable<Database['links']>[]; settings: Insertable<Database['site_settings']>[] },
): Promise<void> {
  await db.insertInto('banners').values(content.banners).execute();
  await db.insertInto('links').values(content.links).execute();
  await db.insertInto('site_settings').values(content.settings).execute();
}
