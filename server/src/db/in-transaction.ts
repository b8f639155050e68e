/** Runs `work` in the caller's transaction when there is one, else in a new one: use cases compose without nesting. */
import type { Transaction } from 'kysely';
import type { Database, DbOrTx } from './database';

export function inTransaction<T>(db: DbOrTx, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
