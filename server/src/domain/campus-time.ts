/** The campus clock: times are shown in campus time (UTC+8) as the spec's `YYYY-MM-DD HH:mm:ss`. */
const CAMPUS_OFFSET_MS = 8 * 3_600_000;

export function campusDateTime(d: Date | null): string {
  if (!d) return '';
  return new Date(d.getTime() + CAMPUS_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** The campus date of `d` (YYYY-MM-DD), the day grants and deadlines count in. */
export function campusDate(d: Date): string {
  return campusDateTime(d).slice(0, 10);
}

/** When a campus day (YYYY-MM-DD) begins; null for a day that does not exist (2026-02-30). */
export function campusDayStart(day: string): Date | null {
  const start = new Date(`${day}T00:00:00+08:00`);
  return Number.isNaN(start.getTime()) || campusDate(start) !== day ? null : start;
}
