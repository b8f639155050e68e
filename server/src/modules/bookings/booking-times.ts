/**
 * The time rules of a booking, pure: a day's slots (daily opening hours, or a counsellor's published hours), the
 * moment booking for a day opens (D − days_ahead at opens_at_time, campus time), and whether a requested run of
 * slots may be booked now by the server's clock.
 */
import { daySlots, minutesOf } from '../../../../contract/rules/booking';
import { campusDate, campusDateTime, campusDayStart } from '../../domain/campus-time';

export interface Slot {
  start: string;
  end: string;
}

export interface TimeRules {
  slot_minutes: number;
  open_time: string;
  close_time: string;
  days_ahead: number;
  opens_at_time: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The instant of a campus day's clock time ('HH:mm', '24:00' the day's end). */
export function instantOf(day: string, hhmm: string): Date {
  const start = campusDayStart(day);
  if (!start) throw new RangeError(`${day} is not a campus day`);
  return new Date(start.getTime() + (hhmm === '24:00' ? 1440 : minutesOf(hhmm)) * MINUTE);
}

/** The campus clock time ('HH:mm') of an instant. */
export const clockOf = (at: Date): string => campusDateTime(at).slice(11, 16);

/** When booking for `day` opens: `days_ahead` days before it, at `opens_at_time`. */
export function opensAt(rules: Pick<TimeRules, 'days_ahead' | 'opens_at_time'>, day: string): Date {
  return new Date(instantOf(day, rules.opens_at_time).getTime() - rules.days_ahead * DAY);
}

/** A day's slots: within each published window for a consultation (`windows`), else within the daily hours. */
export function slotsOf(rules: TimeRules, windows?: readonly Slot[]): Slot[] {
  const within = windows ?? [{ start: rules.open_time, end: rules.close_time }];
  return within.flatMap((w) => daySlots(w.start, w.end, rules.slot_minutes)).sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
}

/** `count` consecutive slots from `start` (each ending where the next begins), or null when the day has no such run. */
export function runOf(slots: readonly Slot[], start: string, count: number): Slot | null {
  const first = slots.findIndex((s) => s.start === start);
  if (first < 0 || first + count > slots.length) return null;
  const run = slots.slice(first, first + count);
  if (run.some((s, i) => i > 0 && run[i - 1].end !== s.start)) return null;
  return { start, end: run[run.length - 1].end };
}

/**
 * Whether a run starting at `from` on `day` may be booked at `now`: not yet open (booking for the day opens later
 * today: the page shows when), or not offered (it began, or booking for the day opens on a later day: beyond how far
 * ahead one may book).
 */
export type Availability = { ok: true } | { ok: false; why: 'notOpen'; opensAt: Date } | { ok: false; why: 'notOffered' };

export function availability(rules: Pick<TimeRules, 'days_ahead' | 'opens_at_time'>, day: string, from: Date, now: Date): Availability {
  if (from.getTime() <= now.getTime()) return { ok: false, why: 'notOffered' };
  const opening = opensAt(rules, day);
  if (now.getTime() >= opening.getTime()) return { ok: true };
  return campusDate(opening) === campusDate(now) ? { ok: false, why: 'notOpen', opensAt: opening } : { ok: false, why: 'notOffered' };
}
