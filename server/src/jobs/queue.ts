/**
 * The caller's side of the job queue. Both run on the caller's transaction, so an engine action and its timers
 * commit or roll back together.
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

export interface NewJob {
  /** Which handler runs it. */
  kind: string;
  /** Stored as JSON; the handler gets it back parsed. */
  payload: unknown;
  /** Not before this moment; a runner picks it up at its next poll after. */
  runAt: Date;
  /** The caller's name for the job (`task:42:sla-warning`), so it can be cancelled and is enqueued only once. */
  key?: string;
}

/** Names live jobs to cancel: by their keys, or all of a kind whose keys start with a prefix (`task:42:`). */
export type JobSelector = { key: string } | { keys: string[] } | { kind: string; keyPrefix: string };

/**
 * Adds a job; returns false when its key already names a live (pending or running) job, which is kept as it is
 * (to move a timer, cancel it and enqueue it again). Once a job is done, failed or cancelled its key is free:
 * a reopened task can get its SLA timer again, and a handler can schedule its key's next run.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<boolean> {
  return (await enqueueJobs(db, [job])) > 0;
}

/** Adds several jobs in one statement, each as `enqueueJob` would; returns how many were added. */
export async function enqueueJobs(db: DbOrTx, jobs: NewJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const result = await db
    .insertInto('jobs')
    .values(jobs.map((job) => ({ kind: job.kind, key: job.key ?? null, payload: JSON.stringify(job.payload ?? null), run_at: job.runAt })))
    // The predicate matches jobs_live_key_idx literally: PostgreSQL infers a partial index only from constants.
    .onConflict((oc) => oc.column('key').where(sql<boolean>`state IN ('pending', 'running')`).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Cancels the live jobs a selector names; returns how many. A claimed job whose handler has not started is
 * cancelled too; one whose handler is running finishes first (its transaction holds the row) and stays done.
 */
export async function cancelJobs(db: DbOrTx, selector: JobSelector): Promise<number> {
  const live = db
    .updateTable('jobs')
    .set({ state: 'cancelled', locked_until: null, finished_at: sql<Date>`now()` })
    .where('state', 'in', ['pending', 'running']);
  if ('keys' in selector && selector.keys.length === 0) return 0;
  const named =
    'key' in selector
      ? live.where('key', '=', selector.key)
      : 'keys' in selector
        ? live.where('key', 'in', selector.keys)
        : live.where('kind', '=', selector.kind).where(sql<boolean>`starts_with(key, ${selector.keyPrefix})`);
  const result = await named.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
