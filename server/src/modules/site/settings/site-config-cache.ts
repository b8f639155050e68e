/**
 * The site configuration every page asks for, kept in memory per database for SITE_CONFIG_CACHE_MS. A save drops it
 * at once in this process once the save commits, and with REDIS_URL in every other process too, which hears the
 * change on a Redis channel; a process that misses the notice (Redis away) serves the old record for at most
 * SITE_CONFIG_CACHE_MS.
 */
import type { Redis } from 'ioredis';
import type { Db, DbOrTx } from '../../../db/database';
import { afterCommit, databaseOf } from '../../../db/in-transaction';

export const SITE_CONFIG_CACHE_MS = 60_000;

interface SiteCache<V> {
  entry?: { value: V; until: number };
  /** Bumped by every change, so a record read before a change is not kept after it. */
  generation: number;
  publish?(): void;
}

// One cache per database handle: a server process has one; tests run two apps with handles of their own.
const caches = new WeakMap<Db, SiteCache<unknown>>();

function cacheOf(db: Db): SiteCache<unknown> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { generation: 0 }));
  return cache;
}

function drop(cache: SiteCache<unknown>): void {
  cache.generation += 1;
  cache.entry = undefined;
}

/** The record from memory while fresh; inside a transaction, as the transaction sees it (never kept). */
export async function cachedSiteConfig<V>(db: DbOrTx, load: (db: DbOrTx) => Promise<V>): Promise<V> {
  const base = db.isTransaction ? undefined : databaseOf(db);
  if (!base) return load(db);
  const cache = cacheOf(base);
  const now = Date.now();
  if (cache.entry && cache.entry.until > now) return cache.entry.value as V;
  const generation = cache.generation;
  const value = await load(db);
  if (generation === cache.generation) cache.entry = { value, until: now + SITE_CONFIG_CACHE_MS };
  return value;
}

/** The site configuration changes with what is being written through `db`: every process drops it once that commits. */
export function siteConfigChanged(db: DbOrTx): void {
  const base = databaseOf(db);
  if (!base) return;
  afterCommit(db, () => {
    const cache = cacheOf(base);
    drop(cache);
    cache.publish?.();
  });
}

/** Shares this database's site configuration changes with every process on `channel` and drops the others'. Answers how to stop. */
export async function shareSiteConfigChanges(db: Db, redis: Redis, channel: string): Promise<() => Promise<void>> {
  const cache = cacheOf(db);
  const subscriber = redis.duplicate({ lazyConnect: true });
  subscriber.on('error', () => undefined);
  subscriber.on('message', () => drop(cache));
  await subscriber.connect();
  await subscriber.subscribe(channel);
  // Best effort: a lost notice costs the others at most SITE_CONFIG_CACHE_MS of the old settings.
  cache.publish = () => void redis.publish(channel, '1').catch(() => undefined);
  return async () => {
    cache.publish = undefined;
    subscriber.disconnect();
  };
}
