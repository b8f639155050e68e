/**
 * Running a report (runReport, and exportReport's rows): the dimension and measure asked for (the defaults
 * otherwise) among those the report offers, over a range of at most a year, within the viewer's data scope, narrowed
 * to a department of it when asked. Rows are labelled in the reader's language and ordered for reading: periods in
 * time (every period of the range for a count or a sum, zero where nothing happened), statuses and options in their
 * own order, departments and services by value, largest first; a group without a name (no department) comes last.
 */
import type { ReportRun } from '../../../../contract/calls/reports';
import { matterWords } from '../../../../contract/matter-words';
import type { DbOrTx } from '../../db/database';
import type { Lang } from '../../domain/lang';
import * as apps from '../apps/apps.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { dataScope } from './data-scope';
import { chosen, openReport, type OpenReport } from './definition';
import { dayRange, periodLabel, periodsIn, type DayRange } from './periods';
import { additive, measureUnit, type Dimension, type Measure } from './report-keys';
import { reportWord } from './report-words';
import { applicationsSource, efficiencySource, fillinsSource, type SourceAnswer, type SourceQuery, type SourceRow } from './sources';

export interface RunInput {
  id: number;
  dimension?: string;
  measure?: string;
  from?: string;
  to?: string;
  department_id?: number;
}

type Row = ReportRun['rows'][number];

/** Values keep two decimals: the client formats them, and float noise never reaches a chart's axis. */
/** Figures to two decimals; a rate (a fraction the page shows as a percentage to one decimal) to four. */
const roundedFor = (m: Measure) => (value: number | null) => (value === null ? 0 : m.kind === 'rate' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 100) / 100);

/**
 * What a click on a department's row opens: the same report narrowed to that department, along its days (its services
 * for efficiency, its periods for a fill-in), when the report offers that dimension.
 */
function drillOf(open: OpenReport, dimension: Dimension): string {
  if (dimension.kind !== 'department') return '';
  const next = open.report.source === 'efficiency' ? 'service' : open.report.source === 'fillins' ? 'period' : 'period:day';
  return open.dimensions.some((d) => d.key === next) ? next : '';
}

/** Names of the groups' keys in the reader's language. */
async function labeller(db: DbOrTx, open: OpenReport, d: Dimension, keys: (string | null)[], lang: Lang): Promise<(key: string | null) => string> {
  const ids = keys.flatMap((k) => (k === null ? [] : [Number(k)]));
  switch (d.kind) {
    case 'department': {
      const names = await org.departmentNames(db, ids, lang);
      const none = reportWord(lang, open.report.source === 'efficiency' ? 'noOffice' : 'noDepartment');
      return (key) => (key === null ? none : (names.get(Number(key)) ?? key));
    }
    case 'service': {
      const names = await apps.appNames(db, ids, lang);
      return (key) => (key === null ? '' : (names.get(Number(key)) ?? key));
    }
    case 'status':
      return (key) => {
        const words: Record<string, string> = matterWords[lang];
        return words[`status_${key}`] ?? words.status_unknown;
      };
    case 'period':
      return (key) => (key === null ? '' : periodLabel(key, d.unit, lang));
    case 'field': {
      const options = open.ctx.choices.get(d.field)?.options ?? new Map<string, string>();
      return (key) => (key === null ? reportWord(lang, 'notGiven') : (options.get(key) ?? key));
    }
    case 'missionPeriod':
      return (key) => key ?? '';
  }
}

/** Rows in reading order (see the head of this file). */
function ordered(open: OpenReport, d: Dimension, rows: Row[], range: DayRange, fill: boolean, lang: Lang): Row[] {
  const named = rows.filter((r) => r.key !== '');
  const unnamed = rows.filter((r) => r.key === '');
  switch (d.kind) {
    case 'period': {
      if (!fill) return [...named].sort((a, b) => a.key.localeCompare(b.key));
      const byKey = new Map(named.map((r) => [r.key, r]));
      return periodsIn(range, d.unit).map((key) => byKey.get(key) ?? { key, label: periodLabel(key, d.unit, lang), value: 0, count: 0 });
    }
    case 'status':
      return [...named].sort((a, b) => Number(a.key) - Number(b.key));
    case 'field': {
      const order = [...(open.ctx.choices.get(d.field)?.options.keys() ?? [])];
      const at = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
      return [...named.sort((a, b) => at(a.key) - at(b.key) || a.key.localeCompare(b.key)), ...unnamed];
    }
    case 'missionPeriod':
      return rows;
    default:
      return [...named.sort((a, b) => b.value - a.value || b.count - a.count || a.label.localeCompare(b.label)), ...unnamed];
  }
}

async function answerOf(db: DbOrTx, open: OpenReport, q: SourceQuery): Promise<SourceAnswer> {
  switch (open.report.source) {
    case 'applications':
      return applicationsSource(db, q);
    case 'efficiency':
      return efficiencySource(db, q);
    case 'fillins':
      return fillinsSource(db, q);
  }
}

/** A report's run, with what an export says about it besides its rows. */
export interface ReportResult {
  run: ReportRun;
  name: string;
  range: DayRange;
  /** The department narrowed to ('' for the viewer's whole scope). */
  department: string;
}

export async function reportResult(db: DbOrTx, user: SessionUser, lang: Lang, input: RunInput, now: Date): Promise<ReportResult> {
  const open = await openReport(db, input.id, lang);
  const dimension = chosen(open.dimensions, input.dimension, 'reports.unknownDimension');
  const measure = chosen(open.measures, input.measure, 'reports.unknownMeasure');
  const range = dayRange({ from: input.from, to: input.to }, open.report.range_days, now);
  const scope = await dataScope(db, user.uid, lang);
  const narrowed = input.department_id === undefined ? undefined : scope.narrowTo(input.department_id);

  const answer = await answerOf(db, open, { report: open.report, ctx: open.ctx, dimension: dimension.parsed, measure: measure.parsed, range, scope, narrowed, lang });
  const label = await labeller(db, open, dimension.parsed, answer.rows.map((r) => r.key), lang);
  const rounded = roundedFor(measure.parsed);
  const rows = answer.rows.map((r: SourceRow): Row => ({ key: r.key ?? '', label: r.label ?? label(r.key), value: rounded(r.value), count: r.count }));
  return {
    run: {
      dimension: { key: dimension.key, label: dimension.label },
      measure: { key: measure.key, label: measure.label },
      chart: open.report.chart,
      unit: measureUnit(open.ctx, measure.parsed, lang),
      rows: ordered(open, dimension.parsed, rows, range, additive(measure.parsed), lang),
      total: { value: rounded(answer.total.value), count: answer.total.count },
      drill: drillOf(open, dimension.parsed),
    },
    name: lang === 'en' && open.report.name_en ? open.report.name_en : open.report.name,
    range,
    department: input.department_id === undefined ? '' : (scope.departments.find((d) => d.id === input.department_id)?.name ?? ''),
  };
}

export async function runReport(db: DbOrTx, user: SessionUser, lang: Lang, input: RunInput, now: Date): Promise<ReportRun> {
  return (await reportResult(db, user, lang, input, now)).run;
}
