/**
 * Work gathered by key and done in batches (group commit). While a batch of one key is being done, what arrives for
 * that key waits, and the next batch takes all of it (up to `max`). Nothing waits while nothing is being done, so a
 * lone request is delayed by no more than the rest of the event loop's turn; a crowd asking for one thing at once (a
 * slot at its opening second) shares a few transactions instead of queueing for the pool's connections one by one,
 * each with its own dozen statements.
 *
 * Items with the same `apart` key never share a batch (one person's two requests: the batch reads each person's
 * standing once); a later one waits for the next batch, keeping its place. Each item gets its own outcome; when the
 * whole batch fails, every item of it gets that failure.
 *
 * Per database handle, like the memos: a server process has one; tests run several apps with handles of their own.
 */
import type { DbOrTx } from './database';

export type Outcome<Out> = { ok: true; value: Out } | { ok: false; error: unknown };

export interface Gathered<In, Out> {
  /** Does `item` with whatever else arrives for `key` meanwhile. */
  run(handle: object, key: string, item: In): Promise<Out>;
}

interface Waiting<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

export function gathered<In, Out>(
  work: (handle: object, items: In[]) => Promise<Outcome<Out>[]>,
  options: { max: number; apart?(item: In): string },
): Gathered<In, Out> {
  const lines = new WeakMap<object, Map<string, Waiting<In, Out>[]>>();

  /** The next batch: the earliest waiting items, at most `max`, none two apart-keys alike; the rest keep their order. */
  function take(queue: Waiting<In, Out>[]): Waiting<In, Out>[] {
    const batch: Waiting<In, Out>[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < options.max; ) {
      const apart = options.apart?.(queue[i].item);
      if (apart !== undefined && seen.has(apart)) {
        i += 1;
        continue;
      }
      if (apart !== undefined) seen.add(apart);
      batch.push(...queue.splice(i, 1));
    }
    return batch;
  }

  async function drain(handle: object, byKey: Map<string, Waiting<In, Out>[]>, key: string, queue: Waiting<In, Out>[]) {
    try {
      while (queue.length) {
        const batch = take(queue);
        try {
          const outcomes = await work(handle, batch.map((w) => w.item));
          batch.forEach((w, i) => {
            const outcome = outcomes[i];
            if (outcome.ok) w.resolve(outcome.value);
            else w.reject(outcome.error);
          });
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      byKey.delete(key);
    }
  }

  return {
    run(handle, key, item) {
      return new Promise<Out>((resolve, reject) => {
        let byKey = lines.get(handle);
        if (!byKey) lines.set(handle, (byKey = new Map()));
        const queue = byKey.get(key);
        if (queue) return void queue.push({ item, resolve, reject });
        const started = [{ item, resolve, reject }];
        byKey.set(key, started);
        // Begun once the requests read with this one have reached here too: a database that blocks the process while
        // it works (the embedded one) would otherwise run each request to its end before the next is even read.
        setImmediate(() => void drain(handle, byKey, key, started));
      });
    },
  };
}

/**
 * Lookups of one row by key, gathered as above into one statement for many keys (`load` answers those found): each
 * caller's session and account at a crowd's first requests cost a few statements instead of one each. Inside a
 * transaction a lookup reads at once, through it, since a batch runs outside any transaction.
 */
export function gatheredLookups<V>(load: (db: DbOrTx, keys: string[]) => Promise<Map<string, V>>, max = 500): (db: DbOrTx, key: string) => Promise<V | undefined> {
  const lookups = gathered<string, V | undefined>(
    async (handle, keys) => {
      const found = await load(handle as DbOrTx, [...new Set(keys)]);
      return keys.map((key) => ({ ok: true, value: found.get(key) }));
    },
    { max },
  );
  return async (db, key) => (db.isTransaction ? (await load(db, [key])).get(key) : lookups.run(db, '', key));
}
