import type { ColumnType, Generated } from 'kysely';

/** pending → running (claimed by a runner) → done; back to pending to retry, failed after the last attempt. */
export type JobState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** The caller's name for the job (`task:42:sla-warning`), unique among live jobs; null for jobs nobody cancels. */
  key: string | null;
  payload: ColumnType<unknown, string, never>;
  state: Generated<JobState>;
  run_at: Date;
  /** Claims so far, including the one running now. */
  attempts: Generated<number>;
  /** While running: when the claim lapses and another runner may take the job over. */
  locked_until: Date | null;
  last_error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}
