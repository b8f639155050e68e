/**
 * The server's clock for what an area does when another area tells it something (a payment, an application's end):
 * those hooks get only a database handle, so the clock the server runs on (AppDeps.now, which tests move) is kept
 * per database, as memo.ts keeps caches, and a transaction begun by inTransaction reaches it. app.ts registers it.
 */
import type { Db, DbOrTx } from './database';
import { databaseOf } from './in-transaction';

const clocks = new WeakMap<Db, () => Date>();

export function registerClock(db: Db, now: () => Date): void {
  clocks.set(db, now);
}

/** Now by the clock of the server working on `db`; the system clock outside a server (the demo's seeding). */
export function nowFor(db: DbOrTx): Date {
  const root = databaseOf(db);
  return (root && clocks.get(root))?.() ?? new Date();
}
