/**
 * Campus days (Asia/Shanghai, UTC+8 all year): the 7-day strip of the hall and a resource's page starts on the
 * campus's today, whatever the device's time zone. Dates are 'YYYY-MM-DD', as the calls take them.
 */
const CAMPUS_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** How many days the strips offer (issue 27: a 7-day strip starting today). */
export const STRIP_DAYS = 7;

/** The campus date of an instant. */
export function campusDate(at: number): string {
  return new Date(at + CAMPUS_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The strip's days from `first`. */
export function stripDays(first: string, count = STRIP_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A date from the address, if it is one. */
export function dateParam(raw: string | undefined): string | null {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? raw : null;
}
