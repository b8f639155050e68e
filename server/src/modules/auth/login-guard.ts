/**
 * Limits on password sign-in: attempts per address and per resolved account (not per name as typed, so
 * ` guest`, `GUEST@…` and the phone number share one budget), and a cap on password hashes running at once,
 * since each costs ~19 MiB and tens of milliseconds of CPU.
 */
import { DomainError } from '../../domain/errors';
import type { AttemptCounter } from '../../limits/attempt-counter';

export interface LoginLimits {
  perAccountPerMinute: number;
  perAddressPerMinute: number;
  /** Hashes computed at the same time; more wait in line. */
  concurrentHashes: number;
  /** Sign-ins waiting for a hash slot before new ones are turned away. */
  queuedHashes: number;
}

export interface LoginGuard {
  /** Counts an attempt from this address; refuses when the address is over its limit. */
  admitAddress(address: string): Promise<void>;
  /** Counts an attempt on this account (or unknown name); refuses when it is over its limit. */
  admitAccount(accountKey: string): Promise<void>;
  /** Runs a password hash or check within the concurrency cap. */
  hashing<T>(work: () => Promise<T>): Promise<T>;
}

const WINDOW_MS = 60_000;

export function loginGuard(counter: AttemptCounter, limits: LoginLimits): LoginGuard {
  const admit = async (key: string, max: number) => {
    const { count, resetInMs } = await counter.hit(key, WINDOW_MS);
    if (count > max) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new DomainError('auth.tooManyAttempts', { seconds, retryAfter: seconds });
    }
  };
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    admitAddress: (address) => admit(`login:addr:${address}`, limits.perAddressPerMinute),
    admitAccount: (accountKey) => admit(`login:acct:${accountKey}`, limits.perAccountPerMinute),
    async hashing(work) {
      if (running >= limits.concurrentHashes) {
        if (waiting.length >= limits.queuedHashes) throw new DomainError('auth.busy');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        // Hand the slot straight to the next in line, or free it.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
