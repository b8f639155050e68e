/**
 * When a message may leave (spec §3 Message settings): at once, or within the user's custom window, on campus work
 * days only if they say so; and the instants of the daily digest. Pure: times are read in campus time (UTC+8), and
 * whether a day is a work day comes from the campus calendar the caller hands in.
 */
import { minutesOf } from '../../../../contract/rules/message-settings';
import type { StoredSettings } from './settings';

const MINUTE = 60_000;
const DAY = 86_400_000;
const CAMPUS_OFFSET = 8 * 3_600_000;
/** Farther than any vacation: a window that never opens within this is a broken calendar, and the message goes out. */
const MAX_WAIT_DAYS = 400;

/** Campus midnight (as an absolute instant) of the day `at` falls on. */
export function campusMidnight(at: number): number {
  return Math.floor((at + CAMPUS_OFFSET) / DAY) * DAY - CAMPUS_OFFSET;
}

/** Whether the campus day starting at this midnight is a work day. */
export type WorkDays = (midnight: Date) => boolean;

/**
 * The earliest instant, not before `at`, at which a real-time message may go out: `at` itself with real_type 1 or
 * inside the window, else the window's next opening (on the next work day when only_work_day is '1').
 */
export function releaseTime(at: Date, real: StoredSettings['time_setting']['real'], isWorkDay: WorkDays): Date {
  if (real.real_type !== 2) return at;
  const { start_time, end_time, only_work_day } = real.custom_remind;
  const [open, close] = [minutesOf(start_time) * MINUTE, minutesOf(end_time) * MINUTE];
  const first = campusMidnight(at.getTime());
  for (let midnight = first; midnight - first <= MAX_WAIT_DAYS * DAY; midnight += DAY) {
    if (at.getTime() >= midnight + close) continue;
    if (only_work_day === '1' && !isWorkDay(new Date(midnight))) continue;
    return new Date(Math.max(at.getTime(), midnight + open));
  }
  return at;
}

/** The latest digest instant not after `now` for a daily time 'HH:mm'. */
export function latestDigestSlot(now: Date, clock: string): Date {
  const today = campusMidnight(now.getTime()) + minutesOf(clock) * MINUTE;
  return new Date(today <= now.getTime() ? today : today - DAY);
}
