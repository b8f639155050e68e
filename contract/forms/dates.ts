/** Calendar values: dates YYYY-MM-DD and date-times YYYY-MM-DD HH:mm, both ordered as plain strings. */

export type CalendarMode = 'date' | 'datetime';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isRealDate(text: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

export function isCalendarValue(value: unknown, mode: CalendarMode): value is string {
  if (typeof value !== 'string') return false;
  if (mode === 'date') return isRealDate(value);
  const match = /^(.{10}) (?:[01][0-9]|2[0-3]):[0-5][0-9]$/.exec(value);
  return match !== null && isRealDate(match[1]);
}

/** Orders two values of either format; a date against a date-time compares the date part. */
export function compareCalendar(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  const [x, y] = [a.slice(0, n), b.slice(0, n)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The year-month-day of a date or date-time. */
export function datePart(value: string): string {
  return value.slice(0, 10);
}
