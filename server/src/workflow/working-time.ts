/**
 * Working time on the campus calendar, for SLA clocks: the weekly working hours plus dated exceptions (public
 * holidays, vacations, make-up workdays) that administrators edit. Pure: the calendar is a value, and every instant is
 * read in campus time (UTC+8) whatever the machine's time zone, so the arithmetic is done on plain milliseconds.
 */

export type Weekday = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';

/** A stretch of working time within a day, campus time 'HH:mm' to 'HH:mm' ('24:00' allowed); `to` is not included. */
export interface TimeRange {
  from: string;
  to: string;
}

export type WeeklyHours = Readonly<Record<Weekday, readonly TimeRange[]>>;

/** `holiday` and `vacation` days have no working time; a `workday` (调休) works the normal weekday hours (Monday's). */
export type DayKind = 'holiday' | 'vacation' | 'workday';

/** A dated exception to the working week; `day` is a campus date, 'YYYY-MM-DD'. */
export interface CalendarDay {
  day: string;
  kind: DayKind;
}

/** Milliseconds after campus midnight, `end` not included. */
interface Period {
  start: number;
  end: number;
}

export interface CampusCalendar {
  /** Working periods of each weekday, Sunday first (the order of Date#getUTCDay). */
  readonly week: readonly (readonly Period[])[];
  /** Exceptions by day number (days since 1970-01-01 in campus time). */
  readonly exceptions: ReadonlyMap<number, DayKind>;
}

const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONDAY = WEEKDAYS.indexOf('mon');
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Campus time is UTC+8 all year (as in server/src/domain/campus-time.ts). */
const CAMPUS_OFFSET = 8 * HOUR;
/** How far ahead to look for working time before calling the calendar broken (longer than any vacation). */
const MAX_IDLE_DAYS = 3 * 366;

const officeHours: readonly TimeRange[] = [
  { from: '08:00', to: '12:00' },
  { from: '14:00', to: '17:30' },
];

/** Monday to Friday 08:00–12:00 and 14:00–17:30. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  sun: [],
  mon: officeHours,
  tue: officeHours,
  wed: officeHours,
  thu: officeHours,
  fri: officeHours,
  sat: [],
};

/** Whether `value` is a real date written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  return dayNumberOfDate(value) !== undefined;
}

/** Throws when the hours are malformed or overlap, or when no weekday has working time (no deadline could be met). */
export function buildCalendar(options: { weeklyHours?: WeeklyHours; days?: readonly CalendarDay[] } = {}): CampusCalendar {
  const weeklyHours = options.weeklyHours ?? DEFAULT_WEEKLY_HOURS;
  const week = WEEKDAYS.map((weekday) => periodsOf(weekday, weeklyHours[weekday]));
  if (week.every((periods) => periods.length === 0)) throw new Error('The campus calendar has no working hours on any weekday');
  const exceptions = new Map<number, DayKind>();
  for (const { day, kind } of options.days ?? []) {
    const n = dayNumberOfDate(day);
    if (n === undefined) throw new Error(`Calendar day ${JSON.stringify(day)} is not a date written YYYY-MM-DD`);
    if (exceptions.has(n)) throw new Error(`Calendar day ${day} is listed twice`);
    exceptions.set(n, kind);
  }
  return { week, exceptions };
}

export function isWorkingTime(calendar: CampusCalendar, at: Date): boolean {
  const day = dayNumberOf(at.getTime());
  const sinceMidnight = at.getTime() - midnightOf(day);
  return periodsOn(calendar, day).some((p) => p.start <= sinceMidnight && sinceMidnight < p.end);
}

/** `at` itself when it is working time, else the start of the next working period. */
export function nextWorkingStart(calendar: CampusCalendar, at: Date): Date {
  return new Date(nextPeriod(calendar, at.getTime()).start);
}

/**
 * The instant when `hours` working hours have elapsed after `start`; a start outside working time counts from the
 * next working period. A deadline that uses up a period exactly is that period's end (12:00, not 14:00).
 */
export function addWorkingHours(calendar: CampusCalendar, start: Date, hours: number): Date {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError(`Working hours to add must be a finite number ≥ 0, not ${hours}`);
  if (hours === 0) return new Date(start.getTime());
  // Any positive time, however small, is spent in working time: below a millisecond it ends where work starts.
  let remaining = Math.round(hours * HOUR);
  let at = start.getTime();
  for (;;) {
    const period = nextPeriod(calendar, at);
    const length = period.end - period.start;
    if (remaining <= length) return new Date(period.start + remaining);
    remaining -= length;
    at = period.end;
  }
}

/** Working hours from `from` to `to`; negative when `to` comes first. */
export function workingHoursBetween(calendar: CampusCalendar, from: Date, to: Date): number {
  const [a, b] = [from.getTime(), to.getTime()];
  if (b < a) return -workingHoursBetween(calendar, to, from);
  let worked = 0;
  for (let day = dayNumberOf(a); day <= dayNumberOf(b); day++) {
    const midnight = midnightOf(day);
    for (const p of periodsOn(calendar, day)) worked += Math.max(0, Math.min(b, midnight + p.end) - Math.max(a, midnight + p.start));
  }
  return worked / HOUR;
}

/** The first working period ending after `from` (absolute milliseconds), clipped to start no earlier than `from`. */
function nextPeriod(calendar: CampusCalendar, from: number): Period {
  const firstDay = dayNumberOf(from);
  for (let day = firstDay; day - firstDay <= MAX_IDLE_DAYS; day++) {
    const midnight = midnightOf(day);
    for (const p of periodsOn(calendar, day)) {
      if (midnight + p.end > from) return { start: Math.max(from, midnight + p.start), end: midnight + p.end };
    }
  }
  throw new Error(`The campus calendar has no working time in the ${MAX_IDLE_DAYS} days after ${new Date(from).toISOString()}`);
}

function periodsOn(calendar: CampusCalendar, day: number): readonly Period[] {
  switch (calendar.exceptions.get(day)) {
    case 'holiday':
    case 'vacation':
      return [];
    case 'workday':
      return calendar.week[MONDAY];
    case undefined:
      return calendar.week[weekdayOf(day)];
  }
}

const dayNumberOf = (ms: number): number => Math.floor((ms + CAMPUS_OFFSET) / DAY);
const midnightOf = (day: number): number => day * DAY - CAMPUS_OFFSET;
/** Day 0, 1970-01-01, was a Thursday. */
const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

function dayNumberOfDate(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2027-02-30 over into March: a real date reads back the same.
  return new Date(ms).toISOString().startsWith(value) ? ms / DAY : undefined;
}

function periodsOf(weekday: Weekday, ranges: readonly TimeRange[] | undefined): Period[] {
  if (!Array.isArray(ranges)) throw new Error(`Working hours for ${weekday} must be a list of time ranges`);
  const periods = ranges.map((r) => ({ start: minutesOf(r.from) * MINUTE, end: minutesOf(r.to) * MINUTE })).sort((x, y) => x.start - y.start);
  periods.forEach((p, i) => {
    if (p.end <= p.start) throw new Error(`Working hours for ${weekday} must end after they start`);
    if (i > 0 && p.start < periods[i - 1].end) throw new Error(`Working hours for ${weekday} overlap`);
  });
  return periods;
}

function minutesOf(time: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  if (time === '24:00') return 24 * 60;
  throw new Error(`${JSON.stringify(time)} is not a time of day written HH:mm`);
}
