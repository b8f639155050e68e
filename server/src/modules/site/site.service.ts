/** Site configuration, banners and links: read-mostly content that administrators edit. */
import type { Static } from '@sinclair/typebox';
import type { RhConfig, SiteConfig } from '../../../../contract/calls/site';
import type { DbOrTx } from '../../db/database';

export async function readSetting<T>(db: DbOrTx, key: string): Promise<T | null> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (row.value as T) : null;
}

export async function siteConfig(db: DbOrTx): Promise<SiteConfig> {
  const config = await readSetting<SiteConfig>(db, 'site');
  if (!config) throw new Error('site settings are missing: the database was not seeded');
  return config;
}

export async function rhConfig(db: DbOrTx): Promise<Static<typeof RhConfig>> {
  return (await siteConfig(db)).rh_config;
}

export async function shownBanners(db: DbOrTx) {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'logo_url', 'linkurl', 'is_show', 'sort'])
    .where('is_show', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((b) => ({ ...b, is_show: 1 }));
}

export async function linksOfType(db: DbOrTx, type: number) {
  const rows = await db
    .selectFrom('links')
    .select(['id', 'name', 'url', 'type', 'new_tab'])
    .where('type', '=', type)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((l) => ({ ...l, new_tab: l.new_tab ? 1 : 0 }));
}
