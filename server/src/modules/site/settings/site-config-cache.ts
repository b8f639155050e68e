/**
 * The site configuration every page asks for, kept in memory per database for SITE_CONFIG_CACHE_MS
 * (db/shared-memo.ts): a save drops it in every process once it commits.
 */
import type { SiteConfig } from '../../../../../contract/calls/site';
import { sharedMemo } from '../../../db/shared-memo';

export const SITE_CONFIG_CACHE_MS = 60_000;

/** The site configuration with its version (absent before the site is set up), under its one key. */
export const siteConfigMemo = sharedMemo<{ config?: SiteConfig }>('site-config', { ttlMs: SITE_CONFIG_CACHE_MS, max: 1 });
