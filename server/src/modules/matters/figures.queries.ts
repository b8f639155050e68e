/**
 * Figures of applications for the data center (read through matters.service.ts): applications made, or decided, in
 * a time range, counted and measured by a group. Periods are campus days (UTC+8) cut in SQL; a form value is read
 * from the application's form values, a choice field's array value counting under each option chosen.
 * The indexes of migration 2026-11-28b serve the time ranges (by service, or over every service; decided ones).
 *
 * A form value is read from `form_values`, the database's copy of the state's values (migration 2026-11-28b): the
 * state itself is stored compressed, and reading it for 100,000 applications cost most of a second. A report that
 * reads no form value reads no row at all: its figures come from the index alone.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx } from '../../db/database';

/** Which applications: made in [from, to), or decided (completed or terminated) in [from, to). */
export interface FigureFilter {
  of: 'made' | 'decided';
  from: Date;
  to: Date;
  /** Only these services; every service when absent. */
  appIds?: readonly number[];
  /** Only applicants of these departments; every applicant when absent. */
  departments?: readonly number[];
}

export type FigureGroup =
  | { by: 'department' }
  | { by: 'status' }
  | { by: 'service' }
  | { by: 'period'; unit: 'day' | 'week' | 'month' }
  /** The option values of a choice field; an application of a multiple choice counts under each option chosen. */
  | { by: 'field'; field: string; multiple: boolean }
  /** Services gathered under a key of the caller's (a service's office, null for none): only the services listed. */
  | { by: 'services'; groups: readonly { appId: number; key: number | null }[] };

export type FigureMeasure = { of: 'count' } | { of: 'sum' | 'avg'; field: string } | { of: 'avg_hours' | 'p90_hours' };

export interface FigureRow {
  key: string | null;
  /** The total over every group. */
  whole: boolean;
  n: string | number;
  value: string | number | null;
}

/** The time an application is placed by: when it was made, or when it was decided. */
const timeOf = (f: FigureFilter) => (f.of === 'made' ? sql.ref('i.created_at') : sql.ref('i.finished_at'));

/** A form field's id as the form model writes them (contract/forms/schema.ts FieldId): nothing else goes into a path. */
function fieldId(field: string): string {
  if (!/^form[0-9]+_[0-9]+(_[0-9]+)?$/.test(field)) throw new Error(`Not a form field id: ${field}`);
  return field;
}

/** A form value of the application. */
const valueAt = (field: string) => sql`i.form_values -> ${fieldId(field)}::text`;
/**
 * A Number field's value; null where the value is missing or not a number (a field that was text in an older form).
 * One JSON path reads and checks it.
 */
const numberAt = (field: string) => sql`jsonb_path_query_first(i.form_values, ${`$."${fieldId(field)}" ? (@.type() == "number")`}::jsonpath)::numeric`;
const HOURS = sql`extract(epoch FROM i.finished_at - i.created_at) / 3600`;

/** What each application gives the measure: a number, or nothing for a count. */
function inputOf(m: FigureMeasure): RawBuilder<unknown> {
  if (m.of === 'sum' || m.of === 'avg') return numberAt(m.field);
  if (m.of === 'avg_hours' || m.of === 'p90_hours') return HOURS;
  return sql`NULL::numeric`;
}

/** The measure over the inputs `r.x` of a group. */
function aggregateOf(m: FigureMeasure): RawBuilder<unknown> {
  switch (m.of) {
    case 'count':
      return sql`count(*)`;
    case 'sum':
      return sql`sum(r.x)`;
    case 'avg':
    case 'avg_hours':
      return sql`avg(r.x)`;
    case 'p90_hours':
      return sql`percentile_cont(0.9) WITHIN GROUP (ORDER BY r.x)`;
  }
}

/**
 * A period: the campus day, or the start of its week (Monday) or month, grouped as a date and written as text once per
 * group (to_char on every row cost more than the grouping itself).
 */
function periodOf(time: RawBuilder<unknown>, unit: 'day' | 'week' | 'month'): RawBuilder<unknown> {
  const local = sql`timezone('UTC', ${time}) + interval '8 hours'`;
  return unit === 'day' ? sql`(${local})::date` : sql`date_trunc(${sql.lit(unit)}, ${local})::date`;
}

/** A group's key as text: YYYY-MM-DD for a day or a week's Monday, YYYY-MM for a month. */
function keyText(g: FigureGroup): RawBuilder<string | null> {
  if (g.by !== 'period') return sql`r.key`;
  return sql`to_char(r.key, ${sql.lit(g.unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD')})`;
}

/** Whether the group counts an application under several keys (each option of a multiple choice). */
const manyPerApplication = (g: FigureGroup) => g.by === 'field' && g.multiple;

function keyOf(g: FigureGroup, f: FigureFilter): RawBuilder<unknown> {
  switch (g.by) {
    case 'department':
      return sql`i.department_id::text`;
    case 'status':
      return sql`i.status::text`;
    case 'service':
      return sql`i.app_id::text`;
    case 'period':
      return periodOf(timeOf(f), g.unit);
    case 'field':
      return g.multiple ? sql`c.choice` : sql`i.form_values ->> ${fieldId(g.field)}::text`;
    case 'services':
      return sql`g.key::text`;
  }
}

/** What the group joins: each option chosen, or the services' keys. */
function joinOf(g: FigureGroup): RawBuilder<unknown> {
  if (g.by === 'field' && g.multiple) {
    const value = valueAt(g.field);
    return sql`CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(${value}) = 'array' THEN ${value} ELSE jsonb_build_array(${value}) END) AS c(choice)`;
  }
  if (g.by === 'services') {
    return sql`JOIN (VALUES ${sql.join(g.groups.map((s) => sql`(${s.appId}::int, ${s.key}::int)`))}) AS g(app_id, key) ON g.app_id = i.app_id`;
  }
  return sql``;
}

function whereOf(f: FigureFilter): RawBuilder<boolean> {
  const time = timeOf(f);
  // Literal statuses: the decided index is partial on them (as matters.queries.ts explains for the to-do index).
  const parts = [f.of === 'decided' ? sql`i.status IN (1, 2)` : sql`true`, sql`${time} >= ${f.from}`, sql`${time} < ${f.to}`];
  if (f.appIds) parts.push(f.appIds.length ? sql`i.app_id IN (${sql.join(f.appIds.map((id) => sql`${id}::int`))})` : sql`false`);
  if (f.departments) parts.push(f.departments.length ? sql`i.department_id IN (${sql.join(f.departments.map((id) => sql`${id}::int`))})` : sql`false`);
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

/**
 * The applications of the filter by the group's key (how many, and the measure's value), and the total over them all
 * (`whole`), in one pass over the applications. An application counted under several keys is counted once in the
 * total by a second pass.
 */
export async function figureRows(db: DbOrTx, f: FigureFilter, g: FigureGroup, m: FigureMeasure): Promise<FigureRow[]> {
  if (g.by === 'services' && g.groups.length === 0) return [{ key: null, whole: true, n: 0, value: null }];
  const many = manyPerApplication(g);
  const { rows } = await sql<FigureRow>`
    SELECT ${keyText(g)} AS key, GROUPING(r.key) = 1 AS whole, count(*) AS n, ${aggregateOf(m)} AS value
    FROM (SELECT ${keyOf(g, f)} AS key, ${inputOf(m)} AS x FROM process_instances i ${joinOf(g)} WHERE ${whereOf(f)}) AS r
    GROUP BY ${many ? sql`r.key` : sql`GROUPING SETS ((r.key), ())`}`.execute(db);
  if (!many) return rows;
  const total = await sql<FigureRow>`
    SELECT NULL AS key, true AS whole, count(*) AS n, ${aggregateOf(m)} AS value
    FROM (SELECT ${inputOf(m)} AS x FROM process_instances i WHERE ${whereOf(f)}) AS r`.execute(db);
  return [...rows, ...total.rows];
}
