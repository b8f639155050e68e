/** Site settings, banners and header/footer links. */
import type { DbOrTx } from '../../db/database';

export function settingValue(db: DbOrTx, key: string) {
  return db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
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
