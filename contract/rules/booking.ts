/**
 * Booking (预约): what client and server agree on beside the calls — the kinds of bookable resources, a booking's
 * statuses and the tabs of 我的预约, the envelope codes of a refused booking, and the time rules both sides show.
 */

/** What can be booked. A consultation is a counsellor's published hours; the rest are places or things with units. */
export const RESOURCE_KINDS = ['room', 'venue', 'seat', 'equipment', 'consult'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/**
 * Where a resource opens (spec §3 source_type, §4 search routing): 1 the hall view (/reserve/hallView, a place with
 * many units chosen on a grid), 2 the reservation detail (/reserve/reserveDetail, one thing or person booked by time).
 */
export const SOURCE_HALL = 1;
export const SOURCE_DETAIL = 2;

/**
 * A booking's life:
 * - waiting: on the waitlist of a full slot, promoted in order when a place frees;
 * - unpaid: holds its unit until `pay_by`, then released;
 * - pending: waits for the approval of its application;
 * - booked: confirmed; checked_in at the venue; no_show when the slot ended without a check-in;
 * - cancelled by its holder, released (payment window passed), rejected (approval refused), expired (a waitlist entry
 *   whose slot began before a place freed).
 */
export const BOOKING_STATUSES = ['waiting', 'unpaid', 'pending', 'booked', 'checked_in', 'no_show', 'cancelled', 'released', 'rejected', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold a unit: the database refuses two of them on one unit at overlapping times. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['unpaid', 'pending', 'booked', 'checked_in'];
/** Statuses that count against a person's limits (active bookings). */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['unpaid', 'pending', 'booked'];

/** 我的预约's tabs. */
export const BOOKING_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/**
 * Envelope codes of a refused booking, so a page can tell "full, join the waitlist?" from "not open yet" without
 * reading the message; `m` always says it in words (the opening time, the day the block ends …).
 */
export const BookingRefusal = {
  /** Every unit of the slot is taken (the page offers the waitlist). */
  FULL: 20001,
  /** Booking for this day opens later; `m` names the opening time (server clock). */
  NOT_OPEN: 20002,
  /** The person holds as many active bookings as the resource allows, in all or on that day. */
  LIMIT_REACHED: 20003,
  /** Blocked after repeated no-shows; `m` names the day the block ends. */
  BLOCKED: 20004,
  /** The resource is not open to this person (identity or department). */
  NOT_ALLOWED: 20005,
  /** The slot is not offered: in the past, outside opening hours, on a closed day, or beyond how far ahead one may book. */
  NOT_OFFERED: 20006,
  /** Cancelling after the resource's deadline. */
  TOO_LATE_TO_CANCEL: 20007,
  /** Already on this slot's waitlist or holding it. */
  ALREADY_HELD: 20008,
} as const;

/** Money is kept and sent in fen (分); shown in yuan with two decimals. */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** Minutes since midnight of an 'HH:mm' time; NaN for anything else. */
export function minutesOf(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** 'HH:mm' of minutes since midnight (0–1440; 1440 reads 24:00, the end of a day's last slot). */
export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The slots of a day between opening and closing, each `length` minutes; a last piece shorter than a slot is not offered. */
export function daySlots(open: string, close: string, length: number): { start: string; end: string }[] {
  const [from, to] = [minutesOf(open), close === '24:00' ? 1440 : minutesOf(close)];
  if (!Number.isFinite(from) || !Number.isFinite(to) || !(length > 0)) return [];
  const slots: { start: string; end: string }[] = [];
  for (let start = from; start + length <= to; start += length) slots.push({ start: hhmmOf(start), end: hhmmOf(start + length) });
  return slots;
}
