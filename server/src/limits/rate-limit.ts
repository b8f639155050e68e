/** A fixed-window rate limit on an attempt counter: one more attempt under a key, refused past the limit. */
import { DomainError } from '../domain/errors';
import type { AttemptCounter } from './attempt-counter';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export async function admitRequest(counter: AttemptCounter, key: string, limit: RateLimit): Promise<void> {
  const { count, resetInMs } = await counter.hit(key, limit.windowMs);
  if (count > limit.max) {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw new DomainError('limits.tooManyRequests', { seconds, retryAfter: seconds });
  }
}
