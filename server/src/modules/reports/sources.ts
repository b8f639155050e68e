/**
 * What each source of the data center counts, within the viewer's data scope:
 * - applications: a service's applications (or every service's) made in the range, by their applicant's department;
 * - efficiency: applications decided (completed or terminated) in the range, hours from made to decided, by the
 *   office handling their service: the scope and a narrowed department pick the services of those offices;
 * - fillins: a mission's submissions of the periods due in the range against the people due, from the fill-ins area.
 * Each answers unlabelled groups (a department id, a status, a period key) with their records and value, and the total.
 */
import type { DbOrTx } from '../../db/database';
import type { Lang } from '../../domain/lang';
import * as apps from '../apps/apps.service';
import * as fillins from '../fillins/fillins.service';
import * as matters from '../matters/matters.service';
import type { FigureGroup, FigureMeasure } from '../matters/matters.service';
import type { DataScope } from './data-scope';
import type { DayRange } from './periods';
import type { Dimension, KeyContext, Measure } from './report-keys';
import type { ReportDefinitionRow } from './reports.table';

export interface SourceQuery {
  report: ReportDefinitionRow;
  ctx: KeyContext;
  dimension: Dimension;
  measure: Measure;
  range: DayRange;
  scope: DataScope;
  /** The department asked for and those under it. */
  narrowed: number[] | undefined;
  lang: Lang;
}

export interface SourceRow {
  key: string | null;
  /** Set by a source that names its own groups (a mission's periods). */
  label?: string;
  count: number;
  value: number | null;
}

export interface SourceAnswer {
  rows: SourceRow[];
  total: { count: number; value: number | null };
}

function figureGroup(d: Dimension, ctx: KeyContext): FigureGroup {
  switch (d.kind) {
    case 'department':
    case 'status':
    case 'service':
      return { by: d.kind };
    case 'period':
      return { by: 'period', unit: d.unit };
    case 'field':
      return { by: 'field', field: d.field, multiple: ctx.choices.get(d.field)?.multiple ?? false };
    case 'missionPeriod':
      throw new Error('Applications have no fill-in periods');
  }
}

function figureMeasure(m: Measure): FigureMeasure {
  if (m.kind === 'sum' || m.kind === 'avg') return { of: m.kind, field: m.field };
  if (m.kind === 'rate') throw new Error('Applications have no submission rate');
  return { of: m.kind };
}

export async function applicationsSource(db: DbOrTx, q: SourceQuery): Promise<SourceAnswer> {
  const filter = {
    of: 'made' as const,
    from: q.range.start,
    to: q.range.end,
    appIds: q.report.app_id === null ? undefined : [q.report.app_id],
    departments: q.scope.filter(q.narrowed),
  };
  return matters.applicationFigures(db, filter, figureGroup(q.dimension, q.ctx), figureMeasure(q.measure));
}

export async function efficiencySource(db: DbOrTx, q: SourceQuery): Promise<SourceAnswer> {
  const offices = q.scope.filter(q.narrowed);
  const services = (await apps.serviceOffices(db)).filter(
    (s) => (q.report.app_id === null || s.id === q.report.app_id) && (offices === undefined || (s.department_id !== null && offices.includes(s.department_id))),
  );
  const everyService = offices === undefined && q.report.app_id === null;
  const filter = { of: 'decided' as const, from: q.range.start, to: q.range.end, appIds: everyService ? undefined : services.map((s) => s.id) };
  const group: FigureGroup =
    q.dimension.kind === 'department' ? { by: 'services', groups: services.map((s) => ({ appId: s.id, key: s.department_id })) } : figureGroup(q.dimension, q.ctx);
  return matters.applicationFigures(db, filter, group, figureMeasure(q.measure));
}

/**
 * A fill-in mission's periods due in the range, by department or period, from the figures the fill-ins area keeps as
 * submissions arrive: submitted people, and the rate of those due (a fraction, shown as a percentage).
 */
export async function fillinsSource(db: DbOrTx, q: SourceQuery): Promise<SourceAnswer> {
  const figures = await fillins.fillinFigures(db, {
    appId: q.report.app_id ?? 0,
    groupBy: q.dimension.kind === 'department' ? 'department' : 'period',
    from: q.range.from,
    to: q.range.to,
    departments: q.scope.filter(q.narrowed) ?? 'all',
    lang: q.lang,
  });
  const valueOf = (submitted: number, population: number) => (q.measure.kind === 'rate' ? (population > 0 ? submitted / population : null) : submitted);
  const submitted = figures.reduce((n, f) => n + f.submitted, 0);
  const population = figures.reduce((n, f) => n + f.population, 0);
  return {
    rows: figures.map((f) => ({ key: f.key, label: f.label, count: f.submitted, value: valueOf(f.submitted, f.population) })),
    total: { count: submitted, value: valueOf(submitted, population) },
  };
}
