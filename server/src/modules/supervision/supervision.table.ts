import type { ColumnType } from 'kysely';

/** A service's applications of one campus day (migration 2026-12-01b): made, still open, ended and how fast. */
export interface SupervisionDaysTable {
  app_id: number;
  day: ColumnType<string, string, string>;
  started: number;
  open: number;
  ended: number;
  completed: number;
  overdue: number;
  work_seconds: number;
  /** Which of the row's shards (migration 2026-12-01b): readings sum them. */
  shard: number;
}

/** A service's applications that ended on a campus day, counted by handling-time bucket (./handling-buckets.ts). */
export interface SupervisionHandlingTable {
  app_id: number;
  day: ColumnType<string, string, string>;
  bucket: number;
  n: number;
  shard: number;
}
