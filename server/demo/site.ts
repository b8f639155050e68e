/** The demo campus's site settings, banners and header/footer links. */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import * as site from '../src/modules/site/site.service';
import { banners, links, siteConfig, userSysConfig } from './campus/content';

export async function seedSite(tx: Transaction<Database>): Promise<void> {
  await tx.insertInto('banners').values(banners).execute();
  await tx.insertInto('links').values(links).execute();
  await site.writeSetting(tx, 'user_sys_config', userSysConfig);
  // The 'site' setting also marks the database as set up (server/demo/index.ts isSeeded).
  await site.writeSetting(tx, 'site', siteConfig);
}
