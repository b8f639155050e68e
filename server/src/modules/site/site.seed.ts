/** The demo campus's site settings, banners and header/footer links. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { banners, links, siteConfig, userSysConfig } from '../../seed/content';
import { insertSiteContent } from './site.queries';

export async function seedSite(tx: Transaction<Database>): Promise<void> {
  await insertSiteContent(tx, {
    banners,
    links,
    // The 'site' setting also marks the database as set up (seed/index.ts isSeeded).
    settings: [
      { key: 'user_sys_config', value: JSON.stringify(userSysConfig) },
      { key: 'site', value: JSON.stringify(siteConfig) },
    ],
  });
}
