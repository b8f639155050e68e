/**
 * The runner's side of the job queue: claiming due jobs, holding a claim while the handler runs, recording a
 * failure, and taking back claims whose runner died. Claims are conditional updates over rows picked
 * FOR UPDATE SKIP LOCKED, so runners in several processes never take the same job (on the embedded database,
 * with its one connection, the locking costs nothing).
 */
import { sql } from 'kysely';
import type { Db, DbOrTx } from '../db/database';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Which claim this is; a claim is valid only while the row still says so. */
  attempts: number;
}

export async function claimDueJobs(
  db: Db,
  options: { kinds: string[]; now: Date; batch: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  const { kinds, now, batch, leaseMs } = options;
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('state', '=', 'pending')
    .where('run_at', '<=', now)
    .where('kind', 'in', kinds)
    .orderBy('run_at')
    .limit(batch)
    .forUpdate()
    .skipLocked();
  const claimed = await db
    .updateTable('jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), locked_until: new Date(now.getTime() + leaseMs) }))
    .where('id', 'in', due)
    .returning(['id', 'kind', 'payload', 'attempts'])
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Marks a claimed job done inside the transaction its handler then runs in, if the claim still holds (not
 * cancelled, not taken over after its lease ran out). The row stays locked until that transaction ends, so
 * nobody takes it over meanwhile, and a crash before commit leaves the claim to expire and the job to run again.
 */
export async function completeClaim(tx: DbOrTx, job: ClaimedJob, now: Date): Promise<boolean> {
  const result = await tx
    .updateTable('jobs')
    .set({ state: 'done', locked_until: null, finished_at: now })
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed attempt: back to pending at `retryAt`, or failed for good when there is none. */
export async function recordFailure(db: Db, job: ClaimedJob, failure: { error: string; now: Date; retryAt: Date | null }): Promise<void> {
  const { error, now, retryAt } = failure;
  await db
    .updateTable('jobs')
    .set(retryAt ? { state: 'pending', run_at: retryAt } : { state: 'failed', finished_at: now })
    .set({ last_error: error, locked_until: null })
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('attempts', '=', job.attempts)
    .execute();
}

/**
 * Claims whose lease ran out while no transaction holds them: their runner stopped mid-run. Each counts as an
 * attempt, so a job that kills its runner every time ends up failed rather than retried forever.
 */
export async function releaseExpiredClaims(db: Db, options: { now: Date; maxAttempts: number }): Promise<void> {
  const { now, maxAttempts } = options;
  const lapsed = db
    .selectFrom('jobs')
    .select('id')
    .where('state', '=', 'running')
    .where('locked_until', '<=', now)
    .forUpdate()
    .skipLocked();
  await db
    .updateTable('jobs')
    .set({
      state: sql`CASE WHEN attempts >= ${maxAttempts} THEN 'failed' ELSE 'pending' END`,
      finished_at: sql`CASE WHEN attempts >= ${maxAttempts} THEN ${now}::timestamptz END`,
      last_error: 'the runner stopped before the job finished (its claim expired)',
      locked_until: null,
    })
    .where('id', 'in', lapsed)
    .execute();
}
