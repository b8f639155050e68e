/**
 * Unread messages per user and type, asked for by the badge on every page: each server process keeps them for
 * UNREAD_CACHE_MS and drops them at once when they change, itself after the change commits, and with REDIS_URL every
 * other process too, which hears the change on a Redis channel. A process that misses a notice (Redis away) shows a
 * stale count for at most UNREAD_CACHE_MS.
 */
import type { Redis } from 'ioredis';
import type { Db, DbOrTx } from '../../db/database';
import { afterCommit, databaseOf } from '../../db/in-transaction';

export const UNREAD_CACHE_MS = 5_000;
/** Expired entries are swept when the cache grows past this many users. */
const SWEEP_ABOVE = 10_000;

type Counts = Record<string, number>;

interface UnreadCache {
  entries: Map<string, { counts: Counts; until: number }>;
  /** Bumped by every change, so a count read before a change is not kept after it. */
  generation: number;
  publish?(uids: string[]): void;
}

// One cache per database handle: a server process has one; tests run two apps with handles of their own.
const caches = new WeakMap<Db, UnreadCache>();

function cacheOf(db: Db): UnreadCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), generation: 0 }));
  return cache;
}

function drop(cache: UnreadCache, uids: readonly string[]): void {
  cache.generation += 1;
  for (const uid of uids) cache.entries.delete(uid);
}

/** The user's unread counts by type: from the cache while fresh; inside a transaction, as the transaction sees them. */
export async function cachedUnread(db: DbOrTx, uid: string, load: (db: DbOrTx) => Promise<Counts>): Promise<Counts> {
  const base = db.isTransaction ? undefined : databaseOf(db);
  if (!base) return load(db);
  const cache = cacheOf(base);
  const now = Date.now();
  const hit = cache.entries.get(uid);
  if (hit && hit.until > now) return hit.counts;
  const generation = cache.generation;
  const counts = await load(db);
  if (generation === cache.generation) {
    if (cache.entries.size >= SWEEP_ABOVE) for (const [key, entry] of cache.entries) if (entry.until <= now) cache.entries.delete(key);
    cache.entries.set(uid, { counts, until: now + UNREAD_CACHE_MS });
  }
  return counts;
}

/** The unread messages of `uids` change with what is being written through `db`: their counts go once it commits. */
export function unreadChanged(db: DbOrTx, uids: readonly string[]): void {
  const base = databaseOf(db);
  if (!base || uids.length === 0) return;
  const distinct = [...new Set(uids)];
  afterCommit(db, () => {
    const cache = cacheOf(base);
    drop(cache, distinct);
    cache.publish?.(distinct);
  });
}

/**
 * Shares the changes of `db`'s unread counts with every process on `channel`, and drops what the others change.
 * Answers how to stop.
 */
export async function shareUnreadChanges(db: Db, redis: Redis, channel: string): Promise<() => Promise<void>> {
  const cache = cacheOf(db);
  const subscriber = redis.duplicate({ lazyConnect: true });
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel: string, text: string) => {
    const uids: unknown = JSON.parse(text);
    if (Array.isArray(uids)) drop(cache, uids.map(String));
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  // Publishing is best effort: a lost notice costs the others at most UNREAD_CACHE_MS of a stale badge.
  cache.publish = (uids) => void redis.publish(channel, JSON.stringify(uids)).catch(() => undefined);
  return async () => {
    cache.publish = undefined;
    subscriber.disconnect();
  };
}
