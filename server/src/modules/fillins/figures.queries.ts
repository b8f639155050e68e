/**
 * A period's figures, kept as submissions arrive: a new submission and what it adds to the figures are one statement
 * (an insert with two upserts of its rows in WITH), so they commit together in one round trip; an edit moves them in
 * its transaction. Each upsert adds to its row's counts under the row lock, rows taken in key order; reading sums the
 * shards.
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { Figure } from './figures';

/** Where a submission's figures go: its mission's period, the person's department and class, and their shard. */
export interface FigureGroup {
  missionId: number;
  periodNum: number;
  departmentId: number;
  className: string;
  shard: number;
}

export interface NewSubmission extends FigureGroup {
  uid: string;
  seq: number;
  formVersionId: number;
  values: string;
  late: boolean;
  requestKey: string;
}

const figureRows = (figures: Figure[]) => JSON.stringify([...figures].sort((a, b) => (a.field_id + '\u0000' + a.key < b.field_id + '\u0000' + b.key ? -1 : 1)));

/** Adds the figures to their rows (`source` gives the rows of the group to add them for, one or none). */
function addFigures(g: FigureGroup, figures: Figure[]) {
  return sql`INSERT INTO fillin_field_counts AS f (mission_id, period_num, department_id, class_name, field_id, key, shard, n, sum, min, max)
      SELECT ${g.missionId}::int, ${g.periodNum}::int, ${g.departmentId}::int, ${g.className}::text, x.field_id, x.key, ${g.shard}::smallint, x.n, x.sum, x.min, x.max
      FROM jsonb_to_recordset(${figureRows(figures)}::jsonb) AS x(field_id text, key text, n int, sum numeric, min numeric, max numeric)`;
}

const onFigureConflict = sql`ON CONFLICT (mission_id, period_num, department_id, class_name, field_id, key, shard) DO UPDATE SET
      n = f.n + excluded.n,
      sum = CASE WHEN excluded.sum IS NULL THEN f.sum ELSE coalesce(f.sum, 0) + excluded.sum END,
      min = least(f.min, excluded.min),
      max = greatest(f.max, excluded.max)`;

/**
 * Inserts a submission and adds it to the figures, unless the person already holds its (period, seq) or its request
 * key: then nothing is written and undefined answered.
 */
export async function insertSubmission(db: DbOrTx, s: NewSubmission, figures: Figure[]): Promise<number | undefined> {
  const first = s.seq === 1;
  const { rows } = await sql<{ id: number }>`
    WITH s AS (
      INSERT INTO fillin_submissions (mission_id, period_num, uid, department_id, class_name, seq, shard, form_version_id, values, late, request_key)
      VALUES (${s.missionId}, ${s.periodNum}, ${s.uid}, ${s.departmentId}, ${s.className}, ${s.seq}, ${s.shard}, ${s.formVersionId}, ${s.values}::jsonb, ${s.late}, ${s.requestKey})
      ON CONFLICT DO NOTHING
      RETURNING id
    ), c AS (
      INSERT INTO fillin_counts AS f (mission_id, period_num, department_id, class_name, shard, submitted, late, submissions)
      SELECT ${s.missionId}::int, ${s.periodNum}::int, ${s.departmentId}::int, ${s.className}::text, ${s.shard}::smallint, ${first ? 1 : 0}::int, ${first && s.late ? 1 : 0}::int, 1 FROM s
      ON CONFLICT (mission_id, period_num, department_id, class_name, shard) DO UPDATE SET
        submitted = f.submitted + excluded.submitted, late = f.late + excluded.late, submissions = f.submissions + excluded.submissions
    ), v AS (
      ${addFigures(s, figures)} WHERE EXISTS (SELECT 1 FROM s) ORDER BY x.field_id, x.key
      ${onFigureConflict}
    )
    SELECT id FROM s`.execute(db);
  return rows[0]?.id;
}

/**
 * Inserts first submissions (seq 1) of people for a period, with what they add to the figures, in one statement for
 * any number of them: a crowd filling in at once is written a batch at a time. Each group's and row's counts are
 * summed within the statement (an upsert may touch a row once), rows taken in key order. Answers the ids made, by
 * uid and request key; a person who already holds the period's submission, or whose key was used, gets none.
 */
export async function insertFirstSubmissions(db: DbOrTx, made: readonly { submission: NewSubmission; figures: Figure[] }[]): Promise<Map<string, number>> {
  if (!made.length) return new Map();
  const subs = JSON.stringify(made.map(({ submission: s }) => ({ ...s, values: JSON.parse(s.values) as unknown })));
  const figures = JSON.stringify(made.flatMap(({ submission: s, figures: fs }) => fs.map((x) => ({ uid: s.uid, request_key: s.requestKey, ...x }))));
  const { rows } = await sql<{ id: number; uid: string; request_key: string }>`
    WITH i AS (
      SELECT * FROM jsonb_to_recordset(${subs}::jsonb) AS i("missionId" int, "periodNum" int, uid text, "departmentId" int, "className" text,
        shard smallint, "formVersionId" int, values jsonb, late boolean, "requestKey" text)
    ), s AS (
      INSERT INTO fillin_submissions (mission_id, period_num, uid, department_id, class_name, seq, shard, form_version_id, values, late, request_key)
      SELECT "missionId", "periodNum", uid, "departmentId", "className", 1, shard, "formVersionId", values, late, "requestKey" FROM i
      ON CONFLICT DO NOTHING
      RETURNING id, mission_id, period_num, uid, department_id, class_name, shard, late, request_key
    ), c AS (
      INSERT INTO fillin_counts AS f (mission_id, period_num, department_id, class_name, shard, submitted, late, submissions)
      SELECT mission_id, period_num, department_id, class_name, shard, count(*)::int, count(*) FILTER (WHERE late)::int, count(*)::int
      FROM s GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (mission_id, period_num, department_id, class_name, shard) DO UPDATE SET
        submitted = f.submitted + excluded.submitted, late = f.late + excluded.late, submissions = f.submissions + excluded.submissions
    ), v AS (
      INSERT INTO fillin_field_counts AS f (mission_id, period_num, department_id, class_name, field_id, key, shard, n, sum, min, max)
      SELECT s.mission_id, s.period_num, s.department_id, s.class_name, x.field_id, x.key, s.shard, sum(x.n)::int, sum(x.sum), min(x.min), max(x.max)
      FROM jsonb_to_recordset(${figures}::jsonb) AS x(uid text, request_key text, field_id text, key text, n int, sum numeric, min numeric, max numeric)
      JOIN s ON s.uid = x.uid AND s.request_key = x.request_key
      GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ${onFigureConflict}
    )
    SELECT id, uid, request_key FROM s`.execute(db);
  return new Map(rows.map((r) => [`${r.uid}\n${r.request_key}`, r.id]));
}

/** Moves figures within a group (an edit): counts and sums by the differences, extremes widened by the new values. */
export async function moveFigures(db: DbOrTx, g: FigureGroup, figures: Figure[]): Promise<void> {
  if (figures.length === 0) return;
  await sql`${addFigures(g, figures)} ORDER BY x.field_id, x.key ${onFigureConflict}`.execute(db);
}

/** Reads a group's extremes of number fields again from its submissions (an edit took away a value that may have been one). */
export async function refreshExtremes(db: DbOrTx, g: FigureGroup, fieldIds: string[]): Promise<void> {
  if (fieldIds.length === 0) return;
  await sql`UPDATE fillin_field_counts f SET min = e.min, max = e.max
    FROM (
      SELECT fid AS field_id, min((s.values ->> fid)::numeric) AS min, max((s.values ->> fid)::numeric) AS max
      FROM unnest(${fieldIds}::text[]) AS fid
      LEFT JOIN fillin_submissions s ON s.mission_id = ${g.missionId} AND s.period_num = ${g.periodNum} AND s.department_id = ${g.departmentId}
        AND s.class_name = ${g.className} AND s.shard = ${g.shard} AND jsonb_typeof(s.values -> fid) = 'number'
      GROUP BY fid
    ) e
    WHERE f.mission_id = ${g.missionId} AND f.period_num = ${g.periodNum} AND f.department_id = ${g.departmentId} AND f.class_name = ${g.className}
      AND f.shard = ${g.shard} AND f.key = '' AND f.field_id = e.field_id`.execute(db);
}

/** Which figures a reading sums: a mission's periods, within departments (null: all), of a class (null: all). */
export interface FigureScope {
  missionId: number;
  periodNums: number[];
  within: number[] | null;
  className: string | null;
}

const inScope = (s: FigureScope) => sql<boolean>`mission_id = ${s.missionId} AND period_num = ANY(${s.periodNums}::int[])
  AND (${s.within === null}::boolean OR department_id = ANY(${s.within ?? []}::int[]))
  AND (${s.className}::text IS NULL OR class_name = ${s.className}::text)`;

/** People who submitted, and late, per period, department and class. */
export async function counts(db: DbOrTx, s: FigureScope) {
  const { rows } = await sql<{ period_num: number; department_id: number; class_name: string; submitted: number; late: number; submissions: number }>`
    SELECT period_num, department_id, class_name, sum(submitted)::int AS submitted, sum(late)::int AS late, sum(submissions)::int AS submissions
    FROM fillin_counts WHERE ${inScope(s)}
    GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

/** Each field's figures by key, summed over the scope. */
export async function fieldTotals(db: DbOrTx, s: FigureScope) {
  const { rows } = await sql<{ field_id: string; key: string; n: number; sum: string | null; min: string | null; max: string | null }>`
    SELECT field_id, key, sum(n)::int AS n, sum(sum) AS sum, min(min) AS min, max(max) AS max
    FROM fillin_field_counts WHERE ${inScope(s)}
    GROUP BY 1, 2`.execute(db);
  return rows;
}

/** Whole submissions with their figures at once (the demo campus's history): rows as insertSubmission writes them. */
export async function insertMany(db: DbOrTx, rows: (NewSubmission & { createdAt: Date })[], figures: Figure[][]): Promise<void> {
  const submissions = rows.map((s) => ({
    mission_id: s.missionId, period_num: s.periodNum, uid: s.uid, department_id: s.departmentId, class_name: s.className, seq: s.seq, shard: s.shard,
    form_version_id: s.formVersionId, values: s.values, late: s.late, request_key: s.requestKey, created_at: s.createdAt, updated_at: s.createdAt,
  }));
  for (let i = 0; i < submissions.length; i += 1000) await db.insertInto('fillin_submissions').values(submissions.slice(i, i + 1000)).execute();
  const counted = new Map<string, { g: FigureGroup; submitted: number; late: number; submissions: number }>();
  const fields = new Map<string, { g: FigureGroup; f: Figure }>();
  rows.forEach((s, i) => {
    const g: FigureGroup = { missionId: s.missionId, periodNum: s.periodNum, departmentId: s.departmentId, className: s.className, shard: s.shard };
    const groupKey = [g.missionId, g.periodNum, g.departmentId, g.className, g.shard].join('\u0000');
    const c = counted.get(groupKey) ?? { g, submitted: 0, late: 0, submissions: 0 };
    c.submissions += 1;
    if (s.seq === 1) {
      c.submitted += 1;
      if (s.late) c.late += 1;
    }
    counted.set(groupKey, c);
    for (const f of figures[i]) {
      const key = `${groupKey}\u0000${f.field_id}\u0000${f.key}`;
      const known = fields.get(key);
      if (!known) fields.set(key, { g, f: { ...f } });
      else {
        known.f.n += f.n;
        known.f.sum = known.f.sum === null ? f.sum : Math.round((known.f.sum + (f.sum ?? 0)) * 1e6) / 1e6;
        known.f.min = f.min === null ? known.f.min : Math.min(known.f.min ?? f.min, f.min);
        known.f.max = f.max === null ? known.f.max : Math.max(known.f.max ?? f.max, f.max);
      }
    }
  });
  const add = [...counted.values()].map(({ g, ...c }) => ({ mission_id: g.missionId, period_num: g.periodNum, department_id: g.departmentId, class_name: g.className, shard: g.shard, ...c }));
  for (let i = 0; i < add.length; i += 2000) {
    await sql`INSERT INTO fillin_counts AS f (mission_id, period_num, department_id, class_name, shard, submitted, late, submissions)
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(add.slice(i, i + 2000))}::jsonb)
        AS x(mission_id int, period_num int, department_id int, class_name text, shard smallint, submitted int, late int, submissions int)
      ON CONFLICT (mission_id, period_num, department_id, class_name, shard) DO UPDATE SET
        submitted = f.submitted + excluded.submitted, late = f.late + excluded.late, submissions = f.submissions + excluded.submissions`.execute(db);
  }
  const fieldRows = [...fields.values()].map(({ g, f }) => ({
    mission_id: g.missionId, period_num: g.periodNum, department_id: g.departmentId, class_name: g.className, field_id: f.field_id, key: f.key, shard: g.shard,
    n: f.n, sum: f.sum, min: f.min, max: f.max,
  }));
  for (let i = 0; i < fieldRows.length; i += 2000) {
    await sql`INSERT INTO fillin_field_counts AS f (mission_id, period_num, department_id, class_name, field_id, key, shard, n, sum, min, max)
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(fieldRows.slice(i, i + 2000))}::jsonb)
        AS x(mission_id int, period_num int, department_id int, class_name text, field_id text, key text, shard smallint, n int, sum numeric, min numeric, max numeric)
      ${onFigureConflict}`.execute(db);
  }
}
