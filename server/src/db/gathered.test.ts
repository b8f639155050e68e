import type { DbOrTx } from './database';
import { gathered, gatheredLookups, type Outcome } from './gathered';

/** The rest of the event loop's turn. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A batch's work that records each batch and waits until the test lets it finish. */
function recorder() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const work = async (_handle: object, items: number[]): Promise<Outcome<number>[]> => {
    batches.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    return items.map((n) => (n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: n * 10 }));
  };
  const release = async () => {
    while (!releases.length) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
  };
  return { batches, work, release };
}

describe('work gathered by key', () => {
  it('starts a lone item within the turn, with what came in that turn, and gives what arrives meanwhile to one next batch', async () => {
    const r = recorder();
    const runs = gathered(r.work, { max: 100 });
    const handle = {};
    const first = runs.run(handle, 'slot', 1);
    await turn();
    expect(r.batches).toEqual([[1]]);
    const later = [2, 3, 4].map((n) => runs.run(handle, 'slot', n));
    await r.release();
    await r.release();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps keys and handles apart, and takes at most max at a time', async () => {
    const r = recorder();
    const runs = gathered(r.work, { max: 2 });
    const [a, b] = [{}, {}];
    const all = [runs.run(a, 'x', 1), runs.run(a, 'y', 2), runs.run(b, 'x', 3), runs.run(a, 'x', 4), runs.run(a, 'x', 5), runs.run(a, 'x', 6)];
    await turn();
    expect(r.batches).toEqual([[1, 4], [2], [3]]);
    for (let i = 0; i < 4; i++) await r.release();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(r.batches).toEqual([[1, 4], [2], [3], [5, 6]]);
  });

  it('never puts two items of one apart key in a batch, keeping the later one’s place', async () => {
    const r = recorder();
    const runs = gathered(r.work, { max: 10, apart: (n: number) => String(n % 3) });
    const h = {};
    const all = [0, 1, 3, 4, 2].map((n) => runs.run(h, 'k', n));
    for (let i = 0; i < 2; i++) await r.release();
    await Promise.all(all);
    // 0, 1 and 2 first (3 is like 0 and 4 like 1, so they wait), keeping their order; then 3 and 4.
    expect(r.batches).toEqual([[0, 1, 2], [3, 4]]);
  });

  it('refuses only the items whose outcome failed, and every item of a batch that threw', async () => {
    const r = recorder();
    const runs = gathered(r.work, { max: 10 });
    const h = {};
    const mixed = [runs.run(h, 'k', 1), runs.run(h, 'k', -2), runs.run(h, 'k', 3)];
    await r.release();
    expect(await Promise.allSettled(mixed)).toMatchObject([{ value: 10 }, { reason: new Error('refused -2') }, { value: 30 }]);

    const failing = gathered(async () => Promise.reject(new Error('database away')), { max: 10 });
    await expect(failing.run(h, 'k', 1)).rejects.toThrow('database away');
    // The key is free again: the next item is done, not left waiting behind the failure.
    await expect(failing.run(h, 'k', 2)).rejects.toThrow('database away');
  });
});

describe('lookups gathered by key', () => {
  it('reads the keys asked while a read runs in one next read, each answered its own row or nothing', async () => {
    const reads: string[][] = [];
    let release = () => {};
    const lookup = gatheredLookups(async (_db, keys: string[]) => {
      reads.push(keys);
      await new Promise<void>((resolve) => (release = resolve));
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, { key: k }]));
    });
    const db = { isTransaction: false } as unknown as DbOrTx;
    const first = lookup(db, 'a');
    await turn();
    const crowd = ['b', 'c', 'b', 'missing'].map((k) => lookup(db, k));
    release();
    await first;
    while (reads.length < 2) await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all(crowd)).toEqual([{ key: 'b' }, { key: 'c' }, { key: 'b' }, undefined]);
    expect(reads).toEqual([['a'], ['b', 'c', 'missing']]);
  });

  it('reads at once through a transaction, alone', async () => {
    const reads: string[][] = [];
    const lookup = gatheredLookups(async (_db, keys: string[]) => {
      reads.push(keys);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    const tx = { isTransaction: true } as unknown as DbOrTx;
    expect(await Promise.all([lookup(tx, 'x'), lookup(tx, 'y')])).toEqual(['X', 'Y']);
    expect(reads).toEqual([['x'], ['y']]);
  });
});
