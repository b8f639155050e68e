/**
 * The LDAP pull on the job queue: one live job per connector (its key), which enqueues its successor when it has
 * run, so pulls come every few minutes (the connector's every_minutes) and never two at once.
 */
import type { DbOrTx } from '../../../db/database';
import { cancelJobs, enqueueJob, type JobHandlers } from '../../../jobs';
import { pull } from './pull.service';

const PULL = 'directory.ldapPull';
const keyOf = (id: number) => `${PULL}:${id}`;

/** The connector's next pull at `at` (instead of whenever it was due); null: no more pulls. */
export async function schedulePull(db: DbOrTx, id: number, at: Date | null): Promise<void> {
  await cancelJobs(db, { key: keyOf(id) });
  if (at) await enqueueJob(db, { kind: PULL, key: keyOf(id), runAt: at, payload: { id } });
}

export const pullJobs: JobHandlers = {
  // The runner marks this job done before the handler runs, in the same transaction: its key is free for the next one.
  [PULL]: async (payload, ctx) => {
    const { id } = payload as { id: number };
    const minutes = await pull(ctx.db, ctx.sessions, id, ctx.now);
    if (minutes) await enqueueJob(ctx.db, { kind: PULL, key: keyOf(id), runAt: new Date(ctx.now.getTime() + minutes * 60_000), payload: { id } });
  },
};
