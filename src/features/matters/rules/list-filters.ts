/**
 * The filters of the matter lists as the pages hold them, and the payloads they send (spec §7 myStarted, getMyTodo).
 * Empty choices are left out of a payload, so the server's defaults apply (keyword type user, createdDesc, spec §9).
 * A year and a time range are alternatives: the server reads the year first, so choosing one clears the other.
 */
import { DEFAULTS } from '@contract/constants';

export interface TimeFilter {
  /** YYYY-MM-DD, or empty. */
  from: string;
  to: string;
  year: number | null;
}

export type LaunchStatus = 0 | 1 | 2 | 4;

export interface LaunchFilter extends TimeFilter {
  status: LaunchStatus | null;
  keyword: string;
}

export type KeywordType = 'user' | 'app';
export type TimeType = 'task' | 'apply';
export type TodoOrder = 'createdDesc' | 'createdAsc';

export interface TodoFilter extends TimeFilter {
  tab: 'pending' | 'processed';
  keyword: string;
  keywordType: KeywordType;
  appId: number | null;
  className: string;
  departmentId: string;
  timeType: TimeType;
  flags: number | null;
  orderby: TodoOrder;
}

const noTime: TimeFilter = { from: '', to: '', year: null };

export const emptyLaunchFilter: LaunchFilter = { ...noTime, status: null, keyword: '' };

export const emptyTodoFilter: TodoFilter = {
  ...noTime,
  tab: 'pending',
  keyword: '',
  keywordType: DEFAULTS.keywordType,
  appId: null,
  className: '',
  departmentId: '',
  timeType: 'task',
  flags: null,
  orderby: DEFAULTS.orderBy,
};

export function withYear<F extends TimeFilter>(filter: F, year: number | null): F {
  return { ...filter, year, from: year === null ? filter.from : '', to: year === null ? filter.to : '' };
}

export function withRange<F extends TimeFilter>(filter: F, from: string, to: string): F {
  return { ...filter, from, to, year: from || to ? null : filter.year };
}

type Defined<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** Drops what is not set, so the payload carries only the user's choices. */
function defined<T extends Record<string, unknown>>(payload: T): Defined<T> {
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Defined<T>;
}

function timePayload(f: TimeFilter) {
  return f.year !== null ? { y: f.year } : { time_lower: f.from, time_upper: f.to };
}

export function launchPayload(f: LaunchFilter) {
  return defined({ status: f.status, keyword: f.keyword.trim(), ...timePayload(f) });
}

export function todoPayload(f: TodoFilter) {
  const keyword = f.keyword.trim();
  return defined({
    tab: f.tab,
    keyword,
    // The keyword type says what the keyword searches; without a keyword it means nothing.
    keyword_type: keyword && f.keywordType !== DEFAULTS.keywordType ? f.keywordType : undefined,
    app_id: f.appId,
    class_name: f.className,
    department_id: f.departmentId,
    time_type: (f.from || f.to || f.year !== null) && f.timeType !== 'task' ? f.timeType : undefined,
    flags: f.flags,
    orderby: f.orderby !== DEFAULTS.orderBy ? f.orderby : undefined,
    ...timePayload(f),
  });
}

/** Whether the user narrowed the list (an empty list then says nothing matched, and offers to clear). */
export function isNarrowed(f: LaunchFilter | TodoFilter): boolean {
  const payload: Record<string, unknown> = 'tab' in f ? todoPayload(f) : launchPayload(f);
  return Object.keys(payload).some((key) => key !== 'tab' && key !== 'orderby');
}

/** Years to choose from, newest first: from the year the system went live to this one. */
export function yearChoices(firstYear: number, thisYear: number): number[] {
  const first = Math.min(firstYear, thisYear);
  return Array.from({ length: thisYear - first + 1 }, (_, i) => thisYear - i);
}
