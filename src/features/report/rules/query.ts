/**
 * What a report runs over (runReport's payload less the id): a dimension and a measure of those the report offers, a
 * time range and, optionally, a department of the reader's scope. The address may open a report on any of them
 * (/report/detail?id=&dimension=&measure=&from=&to=&department_id=); what it names that the report does not offer
 * falls back to the report's defaults. A drill-down narrows to a row's department along the dimension the run names
 * (ReportRun.drill), remembering where it came from so the trail leads back.
 */
import type { ReportDetail, ReportRun } from '@contract/calls/reports';
import { dateParam } from './ranges';

export interface ReportQuery {
  dimension: string;
  measure: string;
  from: string;
  to: string;
  /** Undefined: every department the reader may see. */
  department_id?: number;
}

/** A step of the drill-down trail: the query to go back to, named by what it showed. */
export interface Crumb {
  query: ReportQuery;
  /** The department drilled into from it (the name of the next step). */
  into: string;
}

const offered = (choices: { key: string }[], key: string | undefined) => (key && choices.some((c) => c.key === key) ? key : choices[0]?.key ?? '');

export function openingQuery(detail: ReportDetail, params: Record<string, string | undefined>): ReportQuery {
  const from = dateParam(params.from) ?? detail.from;
  const to = dateParam(params.to) ?? detail.to;
  const department = Number(params.department_id);
  return {
    dimension: offered(detail.dimensions, params.dimension),
    measure: offered(detail.measures, params.measure),
    ...(from <= to ? { from, to } : { from: detail.from, to: detail.to }),
    ...(detail.departments.some((d) => d.id === department) ? { department_id: department } : {}),
  };
}

/** The query a press on a row opens, or null when the run does not drill (or the row is no department). */
export function drillQuery(query: ReportQuery, run: Pick<ReportRun, 'drill'>, rowKey: string): ReportQuery | null {
  if (!run.drill || !/^[1-9]\d*$/.test(rowKey)) return null;
  return { ...query, dimension: run.drill, department_id: Number(rowKey) };
}

/** The query as runReport takes it: an unset department is left out. */
export function runPayload(id: number, query: ReportQuery) {
  const { department_id, ...rest } = query;
  return { id, ...rest, ...(department_id ? { department_id } : {}) };
}

/** A stable key of a query (a new one runs the report again). */
export const queryKey = (query: ReportQuery) => JSON.stringify([query.dimension, query.measure, query.from, query.to, query.department_id ?? 0]);
