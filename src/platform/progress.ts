/**
 * The navigation progress bar (spec §2, §9): it runs towards 98 % over 3000 ms while a route loads and
 * completes to 100 % within 200 ms when it has loaded. Eased so it moves fast first and slows near the target.
 */
import { PROGRESS } from '@contract/constants';

export function progressAt(elapsedMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / PROGRESS.durationMs));
  return PROGRESS.target * (1 - (1 - t) * (1 - t));
}
