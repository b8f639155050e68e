/**
 * The campus calendar as administrators keep it (weekly working hours; holidays, vacations and make-up workdays),
 * handed to the SLA clocks as the pure CampusCalendar of server/src/workflow/working-time.ts.
 */
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import {
  buildCalendar,
  DEFAULT_WEEKLY_HOURS,
  isCalendarDate,
  type CampusCalendar,
  type DayKind,
  type WeeklyHours,
} from '../../workflow/working-time';
import * as q from './calendar.queries';

const WEEKLY_HOURS = 'weekly_hours';

/**
 * Every deadline reads the calendar and administrators edit it a few times a year, so the weekly hours and each
 * campus year's days stay in memory: dropped at once by an edit made here, and after a minute for edits made by
 * another server process on the same database.
 */
const CACHE_TTL_MS = 60_000;

interface CalendarCache {
  loadedAt: number;
  weeklyHours?: WeeklyHours;
  years: Map<number, readonly q.DayRow[]>;
}

let cache = emptyCache();

function emptyCache(): CalendarCache {
  return { loadedAt: Date.now(), years: new Map() };
}

function currentCache(): CalendarCache {
  if (Date.now() - cache.loadedAt > CACHE_TTL_MS) cache = emptyCache();
  return cache;
}

const campusYear = (at: Date): number => Number(campusDateTime(at).slice(0, 4));

/**
 * The calendar for deadlines between two instants. It knows the days of every campus year from `from`'s through the
 * year after `to`'s, so a deadline that runs on into the new year still meets its holidays.
 */
export async function campusCalendar(db: DbOrTx, from: Date, to: Date): Promise<CampusCalendar> {
  const held = currentCache();
  held.weeklyHours ??= ((await q.setting(db, WEEKLY_HOURS)) as WeeklyHours | undefined) ?? DEFAULT_WEEKLY_HOURS;
  const [first, last] = [campusYear(from), campusYear(to)].sort((a, b) => a - b);
  const days: q.DayRow[] = [];
  for (let year = first; year <= last + 1; year++) {
    let rows = held.years.get(year);
    if (!rows) {
      rows = await q.daysBetween(db, `${year}-01-01`, `${year}-12-31`);
      held.years.set(year, rows);
    }
    days.push(...rows);
  }
  return buildCalendar({ weeklyHours: held.weeklyHours, days });
}

/** Makes `day` ('YYYY-MM-DD') a holiday, vacation or make-up workday, or an ordinary day again (`null`). */
export async function setDayKind(db: DbOrTx, day: string, kind: DayKind | null, names: { name?: string; name_en?: string } = {}): Promise<void> {
  if (!isCalendarDate(day)) throw new RangeError(`${JSON.stringify(day)} is not a date written YYYY-MM-DD`);
  if (kind === null) await q.deleteDay(db, day);
  else await q.saveDays(db, [{ day, kind, name: names.name ?? '', name_en: names.name_en ?? '' }]);
  cache = emptyCache();
}

/** Replaces the weekly working hours; throws when they are malformed, overlap, or leave no working time at all. */
export async function setWorkingHours(db: DbOrTx, weeklyHours: WeeklyHours): Promise<void> {
  buildCalendar({ weeklyHours });
  await q.saveSetting(db, WEEKLY_HOURS, weeklyHours);
  cache = emptyCache();
}
