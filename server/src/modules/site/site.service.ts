/** Site configuration, banners and links: read-mostly content that administrators edit. */
import type { Static } from '@sinclair/typebox';
import type { RhConfig, SiteConfig } from '../../../../contract/calls/site';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
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
  const { row } = await siteConfigMemo.get(db, 'site', async () => ({ row: await q.settingWithVersion(db, 'site') }));
  if (!row) throw new DomainError('site.notConfigured');
  return { ...(row.value as SiteConfig), version: row.version };
}

export async function rhConfig(db: DbOrTx): Promise<Static<typeof RhConfig>> {
  return (await siteConfig(db)).rh_config;
}

export async function shownBanners(db: DbOrTx) {
  return (await q.shownBanners(db)).map((b) => ({ ...b, is_show: 1 }));
}

export async function linksOfType(db: DbOrTx, type: number) {
  return (await q.linksOfType(db, type)).map((l) => ({ ...l, new_tab: l.new_tab ? 1 : 0 }));
}

/** Whether the site has been set up (the demo seed or an administrator wrote its settings). */
export async function isConfigured(db: DbOrTx): Promise<boolean> {
  return (await q.settingValue(db, 'site')) !== undefined;
}
