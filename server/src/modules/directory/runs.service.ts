/** What each connector did: a run per pull, and per SCIM request that changed something or failed (the back office shows them). */
import type { DbOrTx } from '../../db/database';
import * as q from './directory.queries';

/** Runs `work` (one change) and records it as a run of the connector: one change applied, or one error and why. */
export async function recordRequestRun<T>(db: DbOrTx, connectorId: number, startedAt: Date, work: () => Promise<T>, describe: (err: unknown) => string): Promise<T> {
  try {
    const result = await work();
    await q.insertRun(db, { connector_id: connectorId, started_at: startedAt, finished_at: new Date(), changes: 1, errors: 0, error: '' });
    return result;
  } catch (err) {
    await q.insertRun(db, { connector_id: connectorId, started_at: startedAt, finished_at: new Date(), changes: 0, errors: 1, error: describe(err).slice(0, 500) });
    throw err;
  }
}
