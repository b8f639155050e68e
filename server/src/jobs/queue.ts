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
  return Number((await jobsEnqueueing(jobs).execute(db)).numAffectedRows ?? 0);
}

/**
 * `enqueueJobs` as a statement for the caller to run alone or inside a larger one (a data-modifying WITH); the jobs go
 * as one JSON parameter, so the text is the same for any number of them.
 */
export function jobsEnqueueing(jobs: NewJob[]) {
  const rows = jobs.map((job) => ({ kind: job.kind, key: job.key ?? null, payload: job.payload ?? null, run_at: job.runAt.toISOString() }));
  // A JSON null payload arrives as SQL NULL and is stored as JSON null again. The conflict predicate matches jobs_live_key_idx literally: PostgreSQL infers a partial index only from constants.
  return sql`INSERT INTO jobs (kind, key, payload, run_at)
    SELECT kind, key, coalesce(payload, 'null'::jsonb), run_at FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS j(kind text, key text, payload jsonb, run_at timestamptz)
    ON CONFLICT (key) WHERE state IN ('pending', 'running') DO NOTHING`;
}

/** `cancelJobs({ keys })` as a statement, like `jobsEnqueueing`; a key must not be both cancelled and enqueued in one statement. */
export function jobsCancellation(keys: string[]) {
  return sql`UPDATE jobs SET state = 'cancelled', locked_until = NULL, finished_at = now()
    WHERE state IN ('pending', 'running') AND key = ANY(${keys}::text[])`;
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
  if ('keys' in selector) return selector.keys.length ? Number((await jobsCancellation(selector.keys).execute(db)).numAffectedRows ?? 0) : 0;
  const named =
    'key' in selector
      ? live.where('key', '=', selector.key)
      : live.where('kind', '=', selector.kind).where(sql<boolean>`starts_with(key, ${selector.keyPrefix})`);
  const result = await named.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
