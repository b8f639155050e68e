import type { DbOrTx } from './database';
import { shortLived } from './memo';

/** A database handle as the caches see one: only whether it is a transaction matters to them. */
const handle = (isTransaction = false) => ({ isTransaction }) as unknown as DbOrTx;

/** A load the test finishes by hand, counting how often it was started. */
function heldLoad<V>() {
  let started = 0;
  const finishers: ((value: V) => void)[] = [];
  const load = () => {
    started += 1;
    return new Promise<V>((resolve) => finishers.push(resolve));
  };
  return { load, started: () => started, finish: (value: V) => finishers.shift()!(value) };
}

describe('a short-lived cache', () => {
  it('gives concurrent misses of one key one load, and keeps its answer', async () => {
    const cache = shortLived<{ n: number }>(10, 60_000);
    const db = handle();
    const load = heldLoad<{ n: number }>();
    const crowd = [1, 2, 3].map(() => cache.get(db, 'k', load.load));
    expect(load.started()).toBe(1);
    load.finish({ n: 7 });
    expect(await Promise.all(crowd)).toEqual([{ n: 7 }, { n: 7 }, { n: 7 }]);
    expect(await cache.get(db, 'k', load.load)).toEqual({ n: 7 });
    expect(load.started()).toBe(1);
  });

  it('starts a fresh load for a reader after a change, rather than join one begun before it', async () => {
    const cache = shortLived<{ n: number }>(10, 60_000);
    const db = handle();
    const load = heldLoad<{ n: number }>();
    const before = cache.get(db, 'k', load.load);
    cache.forget(db, 'k');
    const after = cache.get(db, 'k', load.load);
    expect(load.started()).toBe(2);
    load.finish({ n: 1 });
    load.finish({ n: 2 });
    expect(await before).toEqual({ n: 1 });
    expect(await after).toEqual({ n: 2 });
  });

  it('never shares a load with a transaction, which reads through it', async () => {
    const cache = shortLived<{ n: number }>(10, 60_000);
    const load = heldLoad<{ n: number }>();
    const outside = cache.get(handle(), 'k', load.load);
    const inside = cache.get(handle(true), 'k', load.load);
    expect(load.started()).toBe(2);
    load.finish({ n: 1 });
    load.finish({ n: 2 });
    expect([await outside, await inside]).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
