/**
 * The campus calendar as administrators keep it (weekly working hours; holidays, vacations and make-up workdays),
 * handed to the SLA clocks as the pure CampusCalendar of server/src/workflow/working-time.ts.
 */
import type { DbOrTx } from '../../db/database';
import { shortLived } from '../../db/memo';
import { campusDateTime } from '../../domain/campus-time';
import {
  buildCalendar,
  DEFAULT_WEEKLY_HOURS,
  isCalendarDate,
  nextWorkingStart,
  type CampusCalendar,
  type DayKind,
  type WeeklyHours,
} from '../../workflow/working-time';
import * as q from './calendar.queries';

const WEEKLY_HOURS = 'weekly_hours';

/**
 * Every deadline reads the calendar and administrators edit it a few times a year, so the weekly hours, each campus
 * year's days and the calendars built from them stay in memory: dropped at once by an edit made here, and after a
 * minute for edits made by another server process on the same database. Deadlines are computed inside the action's
 * transaction, which never edits the calendar, so the cache serves transactions too.
 */
const cached = shortLived<{ value: unknown }>(64, 60_000, { inTransactions: true });

async function remembered<T>(db: DbOrTx, key: string, load: () => Promise<T>): Promise<T> {
  return (await cached.get(db, key, async () => ({ value: await load() })))!.value as T;
}

const campusYear = (at: Date): number => Number(campusDateTime(at).slice(0, 4));

/**
 * The calendar for deadlines between two instants. It knows the days of every campus year from `from`'s through the
 * year after `to`'s, so a deadline that runs on into the new year still meets its holidays.
 */
export async function campusCalendar(db: DbOrTx, from: Date, to: Date): Promise<CampusCalendar> {
  const [first, last] = [campusYear(from), campusYear(to)].sort((a, b) => a - b);
  return remembered(db, `calendar:${first}-${last}`, async () => {
    const weeklyHours = await remembered(db, 'weekly', async () => ((await q.setting(db, WEEKLY_HOURS)) as WeeklyHours | undefined) ?? DEFAULT_WEEKLY_HOURS);
    const days: q.DayRow[] = [];
    for (let year = first; year <= last + 1; year++) days.push(...(await remembered(db, `year:${year}`, () => q.daysBetween(db, `${year}-01-01`, `${year}-12-31`))));
    return buildCalendar({ weeklyHours, days });
  });
}

/**
 * Whether a campus day, given by its midnight, is a work day (it has working time: a weekday that is no holiday or
 * vacation, or a make-up workday), for days of `around`'s campus year and the next.
 */
export async function workingCalendar(db: DbOrTx, around: Date): Promise<(midnight: Date) => boolean> {
  const calendar = await campusCalendar(db, around, around);
  return (midnight) => nextWorkingStart(calendar, midnight).getTime() < midnight.getTime() + 86_400_000;
}

/** Makes `day` ('YYYY-MM-DD') a holiday, vacation or make-up workday, or an ordinary day again (`null`). */
export async function setDayKind(db: DbOrTx, day: string, kind: DayKind | null, names: { name?: string; name_en?: string } = {}): Promise<void> {
  if (!isCalendarDate(day)) throw new RangeError(`${JSON.stringify(day)} is not a date written YYYY-MM-DD`);
  if (kind === null) await q.deleteDay(db, day);
  else await q.saveDays(db, [{ day, kind, name: names.name ?? '', name_en: names.name_en ?? '' }]);
  cached.forget(db);
}

/** Replaces the weekly working hours; throws when they are malformed, overlap, or leave no working time at all. */
export async function setWorkingHours(db: DbOrTx, weeklyHours: WeeklyHours): Promise<void> {
  buildCalendar({ weeklyHours });
  await q.saveSetting(db, WEEKLY_HOURS, weeklyHours);
  cached.forget(db);
}
