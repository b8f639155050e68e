/**
 * A report's time range in campus days, and the periods (days, weeks from Monday, months) it spans, keyed as the
 * matters area's figures key them (YYYY-MM-DD of the day or of the week's Monday, YYYY-MM of the month).
 */
import { campusDate, campusDayStart } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { PeriodUnit } from './report-keys';
import { monthLabel, reportWord } from './report-words';

/** The longest range a report runs over, in days (a leap year). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

export interface DayRange {
  /** The first and last campus days, both included. */
  from: string;
  to: string;
  /** When the first day begins, and when the day after the last begins. */
  start: Date;
  end: Date;
}

/** A day `n` days after `day` (before, when negative), calendar arithmetic on the date alone. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const dayStart = (day: string): Date => {
  const start = campusDayStart(day);
  if (!start) throw new DomainError('reports.badDay', { day });
  return start;
};

/**
 * The range asked for, or the report's default: the last `rangeDays` campus days up to today. Refuses a day that does
 * not exist, a range running backwards and one longer than MAX_RANGE_DAYS.
 */
export function dayRange(asked: { from?: string; to?: string }, rangeDays: number, now: Date): DayRange {
  const to = asked.to ?? (asked.from ? addDays(asked.from, rangeDays - 1) : campusDate(now));
  const from = asked.from ?? addDays(to, -(rangeDays - 1));
  const start = dayStart(from);
  const last = dayStart(to);
  if (start > last) throw new DomainError('reports.backwardRange');
  if ((last.getTime() - start.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) throw new DomainError('reports.rangeTooLong', { days: String(MAX_RANGE_DAYS) });
  return { from, to, start, end: new Date(last.getTime() + DAY_MS) };
}

/** The key of the period holding `day`. */
export function periodOf(day: string, unit: PeriodUnit): string {
  if (unit === 'day') return day;
  if (unit === 'month') return day.slice(0, 7);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period the range touches, in order. */
export function periodsIn(range: Pick<DayRange, 'from' | 'to'>, unit: PeriodUnit): string[] {
  const keys: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const key = periodOf(day, unit);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

export function periodLabel(key: string, unit: PeriodUnit, lang: Lang): string {
  if (unit === 'day') return key;
  if (unit === 'month') return monthLabel(lang, key);
  return reportWord(lang, 'week', { day: key });
}
