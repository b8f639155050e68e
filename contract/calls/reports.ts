/**
 * The data center (数据中心, permit apps-report-lists): report definitions over application data, fill-in data and
 * service efficiency, each run as rows grouped by a dimension with a measure, shown as a table and a chart, within the
 * caller's data scope (a department's report administrator sees their department only).
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { EXPORT_MAX_ROWS } from '../rules/fillin';
import { Id, OneOf, PageOf, Paging, Payload } from '../schemas';

/**
 * What a report counts: applications of a service (their form values, status, department and time), submissions of a
 * fill-in mission, or the efficiency of services (handled count, average and 90th-percentile handling time from the
 * engine's history).
 */
export const REPORT_SOURCES = ['applications', 'fillins', 'efficiency'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
export const REPORT_CHARTS = ['bar', 'line', 'pie'] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

const Choice = Type.Object({ key: Type.String(), label: Type.String() });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a campus date, YYYY-MM-DD' });

export const ReportItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  source: OneOf(REPORT_SOURCES),
  chart: OneOf(REPORT_CHARTS),
  service: Type.String({ description: "the service or mission it reads ('' for all services)" }),
  updated: Type.String(),
});
export type ReportItem = Static<typeof ReportItem>;

export const ReportDetail = Type.Object({
  ...ReportItem.properties,
  /**
   * Ways to group, e.g. department, service, status, period:day|week|month, field:<form field id>; the first is the default.
   */
  dimensions: Type.Array(Choice),
  /** count, sum:<field>, avg:<field>, avg_hours, p90_hours, …; the first is the default. */
  measures: Type.Array(Choice),
  from: Day,
  to: Day,
  /** The departments the caller may narrow to (their data scope), for the filter and the drill-down. */
  departments: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type ReportDetail = Static<typeof ReportDetail>;

export const ReportRun = Type.Object({
  dimension: Choice,
  measure: Choice,
  chart: OneOf(REPORT_CHARTS),
  unit: Type.String({ description: "the measure's unit in the reader's language ('' for a count)" }),
  rows: Type.Array(
    Type.Object({
      key: Type.String({ description: 'the group (a department id for department, a day for period:day, an option value, …)' }),
      label: Type.String(),
      value: Type.Number(),
      count: Type.Integer({ description: 'records in the group' }),
    }),
  ),
  total: Type.Object({ value: Type.Number(), count: Type.Integer() }),
  /** What a click on a row opens: the same report narrowed to that row's department along this dimension ('' none). */
  drill: Type.String(),
});
export type ReportRun = Static<typeof ReportRun>;

/** runReport's payload, which an export of kind report takes too. */
export const ReportQuery = {
  id: Id(),
  dimension: Type.Optional(Type.String({ maxLength: 60 })),
  measure: Type.Optional(Type.String({ maxLength: 60 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  department_id: Type.Optional(Id()),
};

export const reportsCalls = defineCalls('reports', {
  getReportList: {
    method: 'GET',
    access: 'admin',
    permit: 'apps-report-lists',
    summary: 'The data center: the reports the caller may open, by name.',
    payload: Payload({ ...Paging, keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
    result: PageOf(ReportItem),
  },
  getReportDetail: {
    method: 'GET',
    access: 'admin',
    permit: 'apps-report-lists',
    summary: 'A report: its dimensions, measures, default time range and the departments the caller may narrow to.',
    payload: Payload({ id: Id() }),
    result: ReportDetail,
  },
  runReport: {
    method: 'GET',
    access: 'admin',
    permit: 'apps-report-lists',
    summary: "A report's rows for a dimension, measure, time range and department, within the caller's data scope.",
    payload: Payload(ReportQuery),
    result: ReportRun,
  },
  exportReport: {
    method: 'GET',
    access: 'admin',
    permit: 'apps-report-lists',
    summary:
      "A report's rows as runReport gives them, and the records behind them, as an .xlsx file streamed as it is written (not enveloped on success); " +
      `at most ${EXPORT_MAX_ROWS} rows. The header x-total-rows gives the rows it holds.`,
    payload: Payload(ReportQuery),
    result: Type.Null(),
  },
});
