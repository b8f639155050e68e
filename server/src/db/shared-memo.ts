/**
 * Answers that change a few times a day (the site's settings, the catalogue), kept in memory per database handle.
 * A change drops them once it commits: in this process at once, and with REDIS_URL in every other process, which
 * hears it on a Redis channel. Entries also expire after `ttlMs`, which bounds what a process that missed a notice
 * (Redis away), or a change made outside the paths that announce one (a click count), can serve.
 *
 * Read inside a transaction, an answer is worked out as the transaction sees it and never kept. Concurrent misses of
 * one key share one load, and a load that began before a change is not kept after it.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from './database';
import { afterCommit, databaseOf } from './in-transaction';

export interface SharedMemo<V extends object> {
  /** The kept answer for `key`, else `load`'s (kept when no change came while it ran). */
  get(db: DbOrTx, key: string, load: () => Promise<V>): Promise<V>;
  /** The kept answer for `key`, if any: never loads, nor waits for a load (safe inside a transaction). */
  peek(db: DbOrTx, key: string): V | undefined;
  /** Keeps `value` for `key`, an answer learnt without a load (read in a transaction too): until a change or the TTL. */
  keep(db: DbOrTx, key: string, value: V): void;
  /** What is being written through `db` changes the answers (only those of `keys`, when given): every process drops them once it commits. */
  changed(db: DbOrTx, keys?: readonly string[]): void;
}

interface Shareable {
  name: string;
  /** Drops this database's answers (of `keys`, when given), as another process's change asks. */
  drop(db: Db, keys?: readonly string[]): void;
  /** How this database's changes are told to the other processes. */
  announceWith(db: Db, publish: ((keys?: readonly string[]) => void) | undefined): void;
}

/** Every memo by name: one Redis subscription shares them all. */
const memos = new Map<string, Shareable>();

interface Kept<V extends object> {
  entries: LRUCache<string, V>;
  loading: Map<string, Promise<V>>;
  /** Bumped by every change, so an answer read before a change is not kept after it. */
  generation: number;
  publish?(keys?: readonly string[]): void;
}

/** `name` is unique in the process: it names the memo's Redis channel. */
export function sharedMemo<V extends object>(name: string, options: { ttlMs: number; max: number }): SharedMemo<V> {
  if (memos.has(name)) throw new Error(`shared memo ${name} made twice`);
  // One store per database handle: a server process has one; tests run several apps with handles of their own.
  const stores = new WeakMap<Db, Kept<V>>();
  const storeOf = (db: Db): Kept<V> => {
    let kept = stores.get(db);
    if (!kept) stores.set(db, (kept = { entries: new LRUCache({ max: options.max, ttl: options.ttlMs }), loading: new Map(), generation: 0 }));
    return kept;
  };
  const drop = (kept: Kept<V>, keys?: readonly string[]) => {
    kept.generation += 1;
    if (!keys) {
      kept.entries.clear();
      kept.loading.clear();
    }
    for (const key of keys ?? []) {
      kept.entries.delete(key);
      kept.loading.delete(key);
    }
  };
  memos.set(name, {
    name,
    drop: (db, keys) => drop(storeOf(db), keys),
    announceWith: (db, publish) => {
      storeOf(db).publish = publish;
    },
  });
  return {
    async get(db, key, load) {
      const base = db.isTransaction ? undefined : databaseOf(db);
      if (!base) return load();
      const kept = storeOf(base);
      const hit = kept.entries.get(key) ?? kept.loading.get(key);
      if (hit) return hit;
      const generation = kept.generation;
      const loading = load();
      kept.loading.set(key, loading);
      try {
        const value = await loading;
        if (generation === kept.generation) kept.entries.set(key, value);
        return value;
      } finally {
        if (kept.loading.get(key) === loading) kept.loading.delete(key);
      }
    },
    peek(db, key) {
      const base = databaseOf(db);
      return base && stores.get(base)?.entries.get(key);
    },
    keep(db, key, value) {
      const base = databaseOf(db);
      if (base) storeOf(base).entries.set(key, value);
    },
    changed(db, keys) {
      const base = databaseOf(db);
      if (!base || keys?.length === 0) return;
      const distinct = keys && [...new Set(keys)];
      afterCommit(db, () => {
        const kept = storeOf(base);
        drop(kept, distinct);
        kept.publish?.(distinct);
      });
    },
  };
}

/** Shares every memo's changes of this database with the other processes on Redis, and drops theirs. Answers how to stop. */
export async function shareMemos(db: Db, redis: Redis, prefix: string): Promise<() => Promise<void>> {
  const channelOf = (memo: Shareable) => `${prefix}memo:${memo.name}`;
  const byChannel = new Map([...memos.values()].map((memo) => [channelOf(memo), memo]));
  const subscriber = redis.duplicate({ lazyConnect: true });
  subscriber.on('error', () => undefined);
  // A notice names the keys changed, or none for all of them.
  subscriber.on('message', (channel: string, text: string) => {
    const keys: unknown = text ? JSON.parse(text) : undefined;
    byChannel.get(channel)?.drop(db, Array.isArray(keys) ? keys.map(String) : undefined);
  });
  await subscriber.connect();
  await subscriber.subscribe(...byChannel.keys());
  // Best effort: a lost notice costs the others at most a memo's ttlMs of old answers.
  for (const memo of memos.values()) {
    memo.announceWith(db, (keys) => void redis.publish(channelOf(memo), keys ? JSON.stringify(keys) : '').catch(() => undefined));
  }
  return async () => {
    for (const memo of memos.values()) memo.announceWith(db, undefined);
    subscriber.disconnect();
  };
}
