/**
 * Message settings rules the settings page and the server share (spec §3 Message settings, §4 message types): the
 * daily digest's times and the real-time window. Channel switches are the strings '1' and '0'.
 */

/** The digest's daily time runs from 07:00 to 23:20 in 30-minute steps: 07:00, 07:30 … 23:00. */
export const DIGEST_FIRST_TIME = '07:00';
export const DIGEST_LAST_TIME = '23:20';
export const DIGEST_STEP_MINUTES = 30;

/** Minutes since midnight of an HH:mm clock time. */
export function minutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every time a user may choose for the daily digest, in order. */
export function digestTimes(): string[] {
  const times: string[] = [];
  for (let m = minutesOf(DIGEST_FIRST_TIME); m <= minutesOf(DIGEST_LAST_TIME); m += DIGEST_STEP_MINUTES) times.push(clockOf(m));
  return times;
}

export function isDigestTime(clock: string): boolean {
  return digestTimes().includes(clock);
}

/** A custom real-time window must start before it ends on the same day (no window across midnight). */
export function isReminderWindow(start: string, end: string): boolean {
  return minutesOf(start) < minutesOf(end);
}
