/** Site configuration, banners and links: read-mostly content that administrators edit. */
import type { Static } from '@sinclair/typebox';
import type { RhConfig, SiteConfig } from '../../../../contract/calls/site';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { sharedMemo } from '../../db/shared-memo';
import { siteConfigMemo } from './settings/site-config-cache';
import * as q from './site.queries';

export async function readSetting<T>(db: DbOrTx, key: string): Promise<T | null> {
  const row = await q.settingValue(db, key);
  return row ? (row.value as T) : null;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await q.upsertSetting(db, key, JSON.stringify(value));
  if (key === 'site') siteConfigMemo.changed(db);
}

/** The site configuration with its version, from memory while fresh (settings/site-config-cache.ts). */
export async function siteConfig(db: DbOrTx): Promise<SiteConfig> {
  // One object while it is kept, so its envelope is written once too (http/register-call.ts).
  const { config } = await siteConfigMemo.get(db, 'site', async () => {
    const row = await q.settingWithVersion(db, 'site');
    return { config: row && { ...(row.value as SiteConfig), version: row.version } };
  });
  if (!config) throw new DomainError('site.notConfigured');
  return config;
}

export async function rhConfig(db: DbOrTx): Promise<Static<typeof RhConfig>> {
  return (await siteConfig(db)).rh_config;
}

/** The carousel's banners and the header and footer links, from memory (db/shared-memo.ts); a back-office save drops them. */
const siteContent = sharedMemo<object>('site-content', { ttlMs: 60_000, max: 20 });

/** What is being written through `db` changes the banners or links users see: every process drops them once it commits. */
export function siteContentChanged(db: DbOrTx): void {
  siteContent.changed(db);
}

export function shownBanners(db: DbOrTx) {
  const load = async () => (await q.shownBanners(db)).map((b) => ({ ...b, is_show: 1 }));
  return siteContent.get(db, 'banners', load) as ReturnType<typeof load>;
}

export function linksOfType(db: DbOrTx, type: number) {
  const load = async () => (await q.linksOfType(db, type)).map((l) => ({ ...l, new_tab: l.new_tab ? 1 : 0 }));
  return siteContent.get(db, `links:${type}`, load) as ReturnType<typeof load>;
}

/** Whether the site has been set up (the demo seed or an administrator wrote its settings). */
export async function isConfigured(db: DbOrTx): Promise<boolean> {
  return (await q.settingValue(db, 'site')) !== undefined;
}
