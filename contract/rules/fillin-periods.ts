/**
 * A fill-in mission's periods (填报周期), pure, for both sides: which period a campus day falls in, a period's days and
 * window by its number, its label in either language, and a person's status in it. period_num counts periods from 1
 * at the mission's start date. Days are campus dates (YYYY-MM-DD, UTC+8, no daylight saving); instants are epoch
 * milliseconds.
 *
 * - once: one period, from the start date to the end date (the start date when there is none);
 * - daily: every day from the start date;
 * - weekly: Monday to Sunday, the first being the week of the start date (opening no earlier than it);
 * - monthly: the 1st to the last day of the month, the first being the month of the start date.
 *
 * A period's window opens on its first day at `open_time` and closes on its last day (its due date) at the end of the
 * minute `close_time` names (23:59 closes at midnight). Whether a daily period on a holiday is due at all is the campus
 * calendar's answer, which the server adds (`on_holidays`); the numbering here counts every day.
 */
import type { FillinLatePolicy, FillinPeriodKind } from './fillin';
import { FillinStatus } from './fillin';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const CAMPUS_OFFSET_MS = 8 * 3_600_000;

export interface PeriodPlan {
  kind: FillinPeriodKind;
  start_date: string;
  /** The last day anything is due; null for no end. */
  end_date: string | null;
  /** 'HH:mm', campus time. */
  open_time: string;
  close_time: string;
}

export interface PeriodBounds {
  num: number;
  first_day: string;
  /** The period's last day, on which its window closes. */
  due_date: string;
  /** Epoch ms: the window opens at this instant … */
  opens_at: number;
  /** … and is closed from this one on. */
  closes_at: number;
}

// ── campus days ───────────────────────────────────────────────────────────────

/** Days since 1970-01-01 of a campus date. */
export function dayIndex(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** The campus date of a day index. */
export function dayOf(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (day: string, days: number): string => dayOf(dayIndex(day) + days);

/** The campus date an instant falls on. */
export const campusDayAt = (at: number): string => dayOf(Math.floor((at + CAMPUS_OFFSET_MS) / DAY_MS));

/** 1 Monday … 7 Sunday. */
export const weekday = (day: string): number => ((dayIndex(day) + 3) % 7) + 1;

const mondayOf = (day: string): string => addDays(day, 1 - weekday(day));

const monthIndex = (day: string): number => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const monthStart = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/** The instant a campus day's clock time ('HH:mm') begins. */
export function instantAt(day: string, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return dayIndex(day) * DAY_MS - CAMPUS_OFFSET_MS + (h * 60 + m) * MINUTE_MS;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string | null) => (b !== null && b < a ? b : a);

// ── periods ───────────────────────────────────────────────────────────────────

/** The number of the period a campus day falls in: 0 before the start; past the last period when after the end. */
export function periodNumOn(plan: PeriodPlan, day: string): number {
  if (day < plan.start_date) return 0;
  switch (plan.kind) {
    case 'once':
      return day > (plan.end_date ?? plan.start_date) ? 2 : 1;
    case 'daily':
      return dayIndex(day) - dayIndex(plan.start_date) + 1;
    case 'weekly':
      return (dayIndex(mondayOf(day)) - dayIndex(mondayOf(plan.start_date))) / 7 + 1;
    case 'monthly':
      return monthIndex(day) - monthIndex(plan.start_date) + 1;
  }
}

/** The period an instant falls in (by its campus day). */
export const periodNumAt = (plan: PeriodPlan, at: number): number => periodNumOn(plan, campusDayAt(at));

/** The last period's number, or null when the mission has no end. */
export function lastPeriodNum(plan: PeriodPlan): number | null {
  if (plan.kind === 'once') return 1;
  return plan.end_date === null ? null : periodNumOn(plan, plan.end_date);
}

/** Whether `num` names a period of the mission (from 1 to the last). */
export function isPeriodNum(plan: PeriodPlan, num: number): boolean {
  const last = lastPeriodNum(plan);
  return Number.isInteger(num) && num >= 1 && (last === null || num <= last);
}

/** A period's days and window by its number (a number past the end is answered as if the mission went on). */
export function periodBounds(plan: PeriodPlan, num: number): PeriodBounds {
  let first: string;
  let due: string;
  switch (plan.kind) {
    case 'once':
      first = plan.start_date;
      due = plan.end_date ?? plan.start_date;
      break;
    case 'daily':
      first = due = addDays(plan.start_date, num - 1);
      break;
    case 'weekly': {
      const monday = addDays(mondayOf(plan.start_date), 7 * (num - 1));
      first = later(monday, plan.start_date);
      due = earlier(addDays(monday, 6), plan.end_date);
      break;
    }
    case 'monthly': {
      const month = monthIndex(plan.start_date) + num - 1;
      first = later(monthStart(month), plan.start_date);
      due = earlier(addDays(monthStart(month + 1), -1), plan.end_date);
      break;
    }
  }
  return { num, first_day: first, due_date: due, opens_at: instantAt(first, plan.open_time), closes_at: instantAt(due, plan.close_time) + MINUTE_MS };
}

/** The periods whose due dates fall between two campus days (inclusive), in order; only those of the mission. */
export function periodsDueBetween(plan: PeriodPlan, from: string, to: string): PeriodBounds[] {
  const first = Math.max(1, periodNumOn(plan, from));
  const lastOfMission = lastPeriodNum(plan);
  const last = Math.min(periodNumOn(plan, to), lastOfMission ?? Number.MAX_SAFE_INTEGER);
  const found: PeriodBounds[] = [];
  for (let n = first; n <= last; n++) {
    const p = periodBounds(plan, n);
    if (p.due_date >= from && p.due_date <= to) found.push(p);
  }
  return found;
}

// ── labels ────────────────────────────────────────────────────────────────────

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** ISO 8601 week number of a campus day (the week with the year's first Thursday is week 1). */
export function isoWeek(day: string): number {
  const thursday = addDays(day, 4 - weekday(day));
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor((dayIndex(thursday) - dayIndex(jan1)) / 7) + 1;
}

function dayLabel(day: string, lang: 'zh' | 'en'): string {
  const [, m, d] = day.split('-').map(Number);
  return lang === 'zh' ? `${m}月${d}日` : `${MONTHS_EN[m - 1].slice(0, 3)} ${d}`;
}

/** A period as people name it: 11月27日 / Nov 27, 第48周 / Week 48, 2026年11月 / November 2026; a one-off its days. */
export function periodLabel(kind: FillinPeriodKind, period: Pick<PeriodBounds, 'first_day' | 'due_date'>, lang: 'zh' | 'en'): string {
  switch (kind) {
    case 'daily':
      return dayLabel(period.due_date, lang);
    case 'weekly':
      return lang === 'zh' ? `第${isoWeek(period.first_day)}周` : `Week ${isoWeek(period.first_day)}`;
    case 'monthly': {
      const [y, m] = period.first_day.split('-').map(Number);
      return lang === 'zh' ? `${y}年${m}月` : `${MONTHS_EN[m - 1]} ${y}`;
    }
    case 'once':
      return period.first_day === period.due_date ? dayLabel(period.first_day, lang) : `${dayLabel(period.first_day, lang)}–${dayLabel(period.due_date, lang)}`;
  }
}

// ── a person's period ─────────────────────────────────────────────────────────

/**
 * A person's status in a period as 我的填报 shows it (contract/rules/fillin.ts FillinStatus): filled once they have
 * submitted; else to fill while the window is open, not open before it (or when the period is not due at all), and
 * after it missed or late by the mission's late policy.
 */
export function personStatus(input: { period: Pick<PeriodBounds, 'opens_at' | 'closes_at'>; due: boolean; submitted: number; latePolicy: FillinLatePolicy; now: number }): FillinStatus {
  const { period, due, submitted, latePolicy, now } = input;
  if (submitted > 0) return FillinStatus.filled;
  if (!due || now < period.opens_at) return FillinStatus.notOpen;
  if (now < period.closes_at) return FillinStatus.toFill;
  return latePolicy === 'accept' ? FillinStatus.late : FillinStatus.missed;
}

/** 我的填报's order: what is to be filled first, then late ones still accepted, not open yet, filled, missed. */
export const STATUS_ORDER: Readonly<Record<FillinStatus, number>> = { 0: 0, 3: 1, 4: 2, 1: 3, 2: 4 };
