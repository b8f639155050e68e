/** How long a failed job waits before its next attempt: doubling from 30 s, at most an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;

export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attemptsSoFar - 1, 0), LONGEST_RETRY_MS);
}
