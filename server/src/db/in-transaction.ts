/** Runs `work` in the caller's transaction when there is one, else in a new one: use cases compose without nesting. */
import type { Transaction } from 'kysely';
import type { Database, Db, DbOrTx } from './database';

const origins = new WeakMap<Transaction<Database>, Db>();
const committed = new WeakMap<Transaction<Database>, (() => void)[]>();

export async function inTransaction<T>(db: DbOrTx, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  let began: Transaction<Database> | undefined;
  const result = await db.transaction().execute((tx) => {
    began = tx;
    origins.set(tx, db as Db);
    return work(tx);
  });
  for (const then of (began && committed.get(began)) ?? []) then();
  return result;
}

/** The database a handle works on: itself, or for a transaction begun by `inTransaction`, the database it began on. */
export function databaseOf(db: DbOrTx): Db | undefined {
  return db.isTransaction ? origins.get(db as Transaction<Database>) : (db as Db);
}

/**
 * Runs `then` once what was written through `db` is committed: at once outside a transaction, after the commit of
 * one begun by `inTransaction`, never if it rolls back. (Others cannot be followed: `then` runs at once.)
 */
export function afterCommit(db: DbOrTx, then: () => void): void {
  const tx = db as Transaction<Database>;
  if (!db.isTransaction || !origins.has(tx)) return then();
  committed.set(tx, [...(committed.get(tx) ?? []), then]);
}
