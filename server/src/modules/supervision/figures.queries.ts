/**
 * Supervision's figures per campus day and service (migration 2026-12-01b, each row in shards): counted as applications move, and read
 * summed over a period by service, by day, and by handling-time bucket.
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

/** What one move adds to a day's row of a service (negative `open` when an application of that day ends). */
export interface DayDelta {
  app_id: number;
  day: string;
  /** The row's shard (0 when not given). */
  shard?: number;
  started?: number;
  open?: number;
  ended?: number;
  completed?: number;
  overdue?: number;
  work_seconds?: number;
}

const COLUMNS = ['started', 'open', 'ended', 'completed', 'overdue', 'work_seconds'] as const;

/**
 * Adds the deltas, one statement; rows of one key are merged first (an upsert may touch a row once) and written in
 * key order, so two changes touching the same rows lock them in the same order.
 */
export async function addToDays(db: DbOrTx, deltas: readonly DayDelta[]): Promise<void> {
  const merged = new Map<string, Required<DayDelta>>();
  for (const d of deltas) {
    const key = `${d.app_id}|${d.day}|${d.shard ?? 0}`;
    const row = merged.get(key) ?? { app_id: d.app_id, day: d.day, shard: d.shard ?? 0, started: 0, open: 0, ended: 0, completed: 0, overdue: 0, work_seconds: 0 };
    for (const c of COLUMNS) row[c] += d[c] ?? 0;
    merged.set(key, row);
  }
  const rows = [...merged.values()].sort((a, b) => a.app_id - b.app_id || a.day.localeCompare(b.day) || a.shard - b.shard);
  if (rows.length === 0) return;
  await sql`
    INSERT INTO supervision_days AS s (app_id, day, shard, started, open, ended, completed, overdue, work_seconds)
    VALUES ${sql.join(rows.map((r) => sql`(${r.app_id}::int, ${r.day}::date, ${r.shard}::smallint, ${r.started}::int, ${r.open}::int, ${r.ended}::int, ${r.completed}::int, ${r.overdue}::int, ${Math.round(r.work_seconds)}::bigint)`))}
    ON CONFLICT (app_id, day, shard) DO UPDATE SET
      started = s.started + excluded.started,
      open = s.open + excluded.open,
      ended = s.ended + excluded.ended,
      completed = s.completed + excluded.completed,
      overdue = s.overdue + excluded.overdue,
      work_seconds = s.work_seconds + excluded.work_seconds`.execute(db);
}

/** Counts handling-time buckets of ended applications, `n` each (a delta per service, day and bucket). */
export async function addToHandling(db: DbOrTx, counts: readonly { app_id: number; day: string; bucket: number; n: number; shard?: number }[]): Promise<void> {
  const merged = new Map<string, { app_id: number; day: string; bucket: number; n: number; shard: number }>();
  for (const c of counts) {
    const key = `${c.app_id}|${c.day}|${c.bucket}|${c.shard ?? 0}`;
    const row = merged.get(key);
    if (row) row.n += c.n;
    else merged.set(key, { ...c, shard: c.shard ?? 0 });
  }
  const rows = [...merged.values()].sort((a, b) => a.app_id - b.app_id || a.day.localeCompare(b.day) || a.bucket - b.bucket || a.shard - b.shard);
  if (rows.length === 0) return;
  await sql`
    INSERT INTO supervision_handling AS h (app_id, day, bucket, shard, n)
    VALUES ${sql.join(rows.map((r) => sql`(${r.app_id}::int, ${r.day}::date, ${r.bucket}::smallint, ${r.shard}::smallint, ${r.n}::int)`))}
    ON CONFLICT (app_id, day, bucket, shard) DO UPDATE SET n = h.n + excluded.n`.execute(db);
}

/** Forgets every figure (before counting every application again). */
export async function clearFigures(db: DbOrTx): Promise<void> {
  await sql`DELETE FROM supervision_handling`.execute(db);
  await sql`DELETE FROM supervision_days`.execute(db);
}

export interface Period {
  from: string;
  to: string;
  /** Only these services; every service when absent. */
  appIds?: readonly number[];
}

const inPeriod = (p: Period, day: ReturnType<typeof sql.ref>) => {
  const parts = [sql`${day} >= ${p.from}::date`, sql`${day} <= ${p.to}::date`];
  if (p.appIds) parts.push(p.appIds.length ? sql`app_id IN (${sql.join(p.appIds.map((id) => sql`${id}::int`))})` : sql`false`);
  return sql.join(parts, sql` AND `);
};

export interface SummedRow {
  key: string;
  started: number;
  open: number;
  ended: number;
  completed: number;
  overdue: number;
  work_seconds: number;
}

/** The period's rows summed by service (`by: 'service'`, key = app id) or by day (key = YYYY-MM-DD). */
export async function summed(db: DbOrTx, p: Period, by: 'service' | 'day'): Promise<SummedRow[]> {
  const key = by === 'service' ? sql`app_id::text` : sql`to_char(day, 'YYYY-MM-DD')`;
  const { rows } = await sql<SummedRow>`
    SELECT ${key} AS key, sum(started)::int AS started, sum(open)::int AS open, sum(ended)::int AS ended,
      sum(completed)::int AS completed, sum(overdue)::int AS overdue, sum(work_seconds)::bigint AS work_seconds
    FROM supervision_days WHERE ${inPeriod(p, sql.ref('day'))} GROUP BY 1 ORDER BY 1`.execute(db);
  return rows.map((r) => ({ ...r, work_seconds: Number(r.work_seconds) }));
}

/** The period's handling-time buckets by service. */
export async function bucketsByService(db: DbOrTx, p: Period): Promise<{ app_id: number; bucket: number; n: number }[]> {
  const { rows } = await sql<{ app_id: number; bucket: number; n: number }>`
    SELECT app_id, bucket, sum(n)::int AS n FROM supervision_handling WHERE ${inPeriod(p, sql.ref('day'))} GROUP BY 1, 2`.execute(db);
  return rows;
}
