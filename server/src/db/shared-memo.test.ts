import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from './database';
import { inTransaction } from './in-transaction';
import { sharedMemo } from './shared-memo';

/** A database handle that runs nothing: the memo needs only its identity and its transactions' commits. */
const handle = () =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

let made = 0;
const memo = () => sharedMemo<{ n: number }>(`test-${++made}`, { ttlMs: 60_000, max: 100 });

describe('a shared memo', () => {
  it('answers from memory after the first load, and after a change loads again', async () => {
    const db = handle();
    const kept = memo();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await kept.get(db, 'a', load)).toEqual({ n: 1 });
    expect(await kept.get(db, 'a', load)).toEqual({ n: 1 });
    kept.changed(db);
    expect(await kept.get(db, 'a', load)).toEqual({ n: 2 });
  });

  it('peeks at a kept answer without loading or waiting for a load, and keeps one learnt elsewhere until a change', async () => {
    const db = handle();
    const kept = memo();
    let finish: (value: { n: number }) => void = () => undefined;
    const slow = kept.get(db, 'a', () => new Promise((resolve) => (finish = resolve)));
    expect(kept.peek(db, 'a')).toBeUndefined();
    finish({ n: 1 });
    await slow;
    expect(kept.peek(db, 'a')).toEqual({ n: 1 });
    await inTransaction(db, async (tx) => kept.keep(tx, 'b', { n: 2 }));
    expect(kept.peek(db, 'b')).toEqual({ n: 2 });
    expect(await kept.get(db, 'b', async () => ({ n: 3 }))).toEqual({ n: 2 });
    kept.changed(db, ['b']);
    expect(kept.peek(db, 'b')).toBeUndefined();
  });

  it('lets concurrent misses of one key share one load', async () => {
    const db = handle();
    const kept = memo();
    const load = jest.fn(async () => ({ n: 7 }));
    await Promise.all([kept.get(db, 'a', load), kept.get(db, 'a', load), kept.get(db, 'a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep what a load read before a change that came while it ran', async () => {
    const db = handle();
    const kept = memo();
    let finish: (value: { n: number }) => void = () => undefined;
    const slow = kept.get(db, 'a', () => new Promise((resolve) => (finish = resolve)));
    kept.changed(db);
    finish({ n: 1 });
    expect(await slow).toEqual({ n: 1 });
    expect(await kept.get(db, 'a', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it('drops only the keys a change names', async () => {
    const db = handle();
    const kept = memo();
    await kept.get(db, 'a', async () => ({ n: 1 }));
    await kept.get(db, 'b', async () => ({ n: 1 }));
    kept.changed(db, ['a']);
    expect(await kept.get(db, 'a', async () => ({ n: 2 }))).toEqual({ n: 2 });
    expect(await kept.get(db, 'b', async () => ({ n: 2 }))).toEqual({ n: 1 });
  });

  it('reads inside a transaction as the transaction sees it, and drops on commit only', async () => {
    const db = handle();
    const kept = memo();
    await kept.get(db, 'a', async () => ({ n: 1 }));
    await inTransaction(db, async (tx) => {
      expect(await kept.get(tx, 'a', async () => ({ n: 9 }))).toEqual({ n: 9 });
      kept.changed(tx);
      expect(await kept.get(db, 'a', async () => ({ n: 2 }))).toEqual({ n: 1 });
    });
    expect(await kept.get(db, 'a', async () => ({ n: 3 }))).toEqual({ n: 3 });
    await expect(
      inTransaction(db, async (tx) => {
        kept.changed(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept.get(db, 'a', async () => ({ n: 4 }))).toEqual({ n: 3 });
  });

  it('keeps each database’s answers apart', async () => {
    const kept = memo();
    await kept.get(handle(), 'a', async () => ({ n: 1 }));
    expect(await kept.get(handle(), 'a', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });
});
