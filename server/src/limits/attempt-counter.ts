/**
 * Fixed-window attempt counters for rate limits: in process memory for a single server, in Redis when several
 * servers share the work (REDIS_URL), so a limit holds across all of them.
 */
import type { Redis } from 'ioredis';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window closes and the count starts again. */
  resetInMs: number;
}

export interface AttemptCounter {
  /** Counts one attempt under `key` and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
}

const SWEEP_EVERY = 1000;

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      // Expired windows are dropped now and then, so a flood of distinct keys cannot grow the map for ever.
      if (++hits % SWEEP_EVERY === 0) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - at };
    },
  };
}

export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const fullKey = prefix + key;
      // NX: the first attempt opens the window; later ones do not extend it.
      const results = await redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').pttl(fullKey).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
  };
}
