/**
 * When to fetch a fresh check-in code: a little before the one shown expires. The code's expiry is a campus stamp;
 * the wait is bounded, so a device clock that is off neither spins nor lets the code lapse for long.
 */
import { campusDate } from '../rules/days';
import { msUntil } from '../rules/countdown';

const EARLY_MS = 30_000;
const MIN_MS = 15_000;
const MAX_MS = 4 * 60_000;

/** The device's now as a campus stamp, 'YYYY-MM-DD HH:mm:ss'. */
export function campusStamp(at: number): string {
  return `${campusDate(at)} ${new Date(at + 8 * 3600_000).toISOString().slice(11, 19)}`;
}

export function renewDelay(expiresAt: string, now: number): number {
  const left = msUntil(campusStamp(now), expiresAt);
  if (Number.isNaN(left)) return MIN_MS;
  return Math.min(MAX_MS, Math.max(MIN_MS, left - EARLY_MS));
}
