/** Runs `work` in the caller's transaction when there is one, else in a new one: use cases compose without nesting. */
import type { Transaction } from 'kysely';
import type { Database, Db, DbOrTx } from './database';

const origins = new WeakMap<Transaction<Database>, Db>();

export function inTransaction<T>(db: DbOrTx, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute((tx) => {
    origins.set(tx, db as Db);
    return work(tx);
  });
}

/** The database a handle works on: itself, or for a transaction begun by `inTransaction`, the database it began on. */
export function databaseOf(db: DbOrTx): Db | undefined {
  return db.isTransaction ? origins.get(db as Transaction<Database>) : (db as Db);
}
