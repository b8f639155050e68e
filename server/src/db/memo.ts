/**
 * In-memory caches that belong to one database. One process can hold several databases (each test server has its
 * own), so every cache is kept per database handle; a transaction reaches its database's cache through
 * `databaseOf`. Two kinds:
 *
 * - `immutableById`: rows that never change once written (versioned definitions). A rolled-back insert cannot
 *   leave a wrong entry behind, because ids from a sequence are never handed out twice.
 * - `shortLived`: rows that change rarely (names, the calendar). Entries expire after `ttlMs`, so another server
 *   process's change shows within that time; this process's own changes clear the cache at once (`forget`). By
 *   default they are read and filled only outside transactions, so a transaction's uncommitted or rolled-back change
 *   never enters; a cache whose data is never changed in the transactions that read it may allow them.
 */
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from './database';
import { databaseOf } from './in-transaction';

type Key = string | number;

export interface DatabaseCache<V extends object> {
  /** The cached value, or `load`'s (then kept) when there is none or this handle may not use the cache. */
  get(db: DbOrTx, key: Key, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Cached values of `keys`; the missing ones come from one `load` call (and are then kept). */
  getMany<K extends Key>(db: DbOrTx, keys: K[], load: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>>;
  /** Keeps `value` for `key`, where this handle may use the cache. */
  set(db: DbOrTx, key: Key, value: V): void;
  /** Drops one entry, or all of them, of the database `db` works on. */
  forget(db: DbOrTx, key?: Key): void;
}

function databaseCache<V extends object>(options: { max: number; ttlMs?: number; inTransactions: boolean }): DatabaseCache<V> {
  const caches = new WeakMap<Db, LRUCache<Key, V>>();
  // Misses of one key outside transactions share one load: a crowd arriving as an entry expires reads it once.
  const loading = new WeakMap<Db, Map<Key, Promise<V | undefined>>>();
  const sharedLoad = (db: DbOrTx, key: Key, load: () => Promise<V | undefined>): Promise<V | undefined> => {
    if (db.isTransaction) return load();
    let pending = loading.get(db as Db);
    if (!pending) loading.set(db as Db, (pending = new Map()));
    const running = pending.get(key);
    if (running) return running;
    const started = load().finally(() => {
      if (pending.get(key) === started) pending.delete(key);
    });
    pending.set(key, started);
    return started;
  };
  const cacheOf = (db: DbOrTx, create: boolean) => {
    const root = databaseOf(db);
    if (!root) return undefined;
    let cache = caches.get(root);
    if (!cache && create) caches.set(root, (cache = new LRUCache<Key, V>({ max: options.max, ...(options.ttlMs ? { ttl: options.ttlMs } : {}) })));
    return cache;
  };
  return {
    async get(db, key, load) {
      const cache = options.inTransactions || !db.isTransaction ? cacheOf(db, true) : undefined;
      const hit = cache?.get(key);
      if (hit !== undefined) return hit;
      const value = await sharedLoad(db, key, load);
      if (value !== undefined) cache?.set(key, value);
      return value;
    },
    async getMany(db, keys, load) {
      const cache = options.inTransactions || !db.isTransaction ? cacheOf(db, true) : undefined;
      const found = new Map<(typeof keys)[number], V>();
      const missing: typeof keys = [];
      for (const key of new Set(keys)) {
        const hit = cache?.get(key);
        if (hit === undefined) missing.push(key);
        else found.set(key, hit);
      }
      if (missing.length === 0) return found;
      for (const [key, value] of await load(missing)) {
        cache?.set(key, value);
        found.set(key, value);
      }
      return found;
    },
    set(db, key, value) {
      if (options.inTransactions || !db.isTransaction) cacheOf(db, true)?.set(key, value);
    },
    forget(db, key) {
      const cache = cacheOf(db, false);
      // A reader after the change starts a load of its own rather than join one begun before it.
      const root = databaseOf(db);
      const pending = root && loading.get(root);
      if (key === undefined) {
        cache?.clear();
        pending?.clear();
      } else {
        cache?.delete(key);
        pending?.delete(key);
      }
    },
  };
}

export function immutableById<V extends object>(max: number): DatabaseCache<V> {
  return databaseCache<V>({ max, inTransactions: true });
}

export function shortLived<V extends object>(max: number, ttlMs: number, options: { inTransactions?: boolean } = {}): DatabaseCache<V> {
  return databaseCache<V>({ max, ttlMs, inTransactions: options.inTransactions ?? false });
}
