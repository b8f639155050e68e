/**
 * Runs due jobs: polls on a timer in a running server, or on demand through runDue() (tests, and the engine with
 * its own clock). Each job's handler runs in one transaction with marking the job done, so a committed job never
 * runs again and one interrupted before commit runs again; failures retry with a growing delay.
 */
import type { Db, DbOrTx } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { claimDueJobs, completeClaim, recordFailure, releaseExpiredClaims, type ClaimedJob } from './claims';
import { startPolling, type JobLog, type Polling } from './polling';
import { retryDelayMs } from './retry';

export interface JobContext {
  /** The job's transaction: write through it, never the app's db (on the embedded database that waits forever). */
  db: DbOrTx;
  now: Date;
  /** The server's sign-ins, for a job that ends someone's (a person leaving the directory); absent when run by hand. */
  sessions?: { endAllForUser(uid: string): Promise<number> };
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobRunnerOptions {
  /** Pause between polls; 0 never polls (runDue() only). Default 1000. */
  pollMs?: number;
  /** Jobs claimed at once. Default 10. */
  batch?: number;
  /** How long a claim holds before another runner may take the job over. Default 5 minutes. */
  leaseMs?: number;
  /** Attempts before a job is marked failed. Default 5. */
  maxAttempts?: number;
  now?: () => Date;
  log?: JobLog;
  sessions?: JobContext['sessions'];
}

/** runDue() claims and runs the jobs due now (at most one batch) and answers how many it took. */
export type JobRunner = Polling;

const MAX_ERROR_LENGTH = 2000;

export function startJobRunner(db: Db, handlers: JobHandlers, options: JobRunnerOptions = {}): JobRunner {
  const { pollMs = 1000, batch = 10, leaseMs = 5 * 60_000, maxAttempts = 5, now: clock = () => new Date(), log, sessions } = options;
  // Only kinds this process can run: another version of the server may enqueue kinds this one does not know.
  const kinds = Object.keys(handlers);

  async function runJob(job: ClaimedJob): Promise<void> {
    const now = clock();
    try {
      await inTransaction(db, async (tx) => {
        if (await completeClaim(tx, job, now)) await handlers[job.kind](job.payload, { db: tx, now, sessions });
      });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      const retryAt = job.attempts < maxAttempts ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
      log?.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err }, retryAt ? 'job failed; will retry' : 'job failed for good');
      await recordFailure(db, job, { error, now, retryAt });
    }
  }

  async function runBatch(): Promise<number> {
    if (kinds.length === 0) return 0;
    const now = clock();
    await releaseExpiredClaims(db, { now, maxAttempts });
    const claimed = await claimDueJobs(db, { kinds, now, batch, leaseMs });
    for (const job of claimed) await runJob(job);
    return claimed.length;
  }

  // A full batch means more may be due.
  return startPolling(runBatch, { pollMs, more: (taken) => taken >= batch, name: 'job runner', log });
}
