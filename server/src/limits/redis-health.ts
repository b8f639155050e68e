/**
 * Redis going away while the server runs: the stores kept in it (sessions, rate limits) answer 503 with the envelope
 * instead of a 500 with a stack, and the log says once that Redis is unreachable and once that it is back; ioredis
 * keeps reconnecting every few seconds, and a line per try or per request would bury everything else.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { DomainError } from '../domain/errors';

export function watchRedis(redis: Redis, log: FastifyBaseLogger, where: string): void {
  let reachable = true;
  const lost = (reason: string) => {
    if (!reachable) return;
    reachable = false;
    log.error(`Redis at ${where} is unreachable (${reason}): calls that need it answer 503 until it is back`);
  };
  redis.on('error', (err: Error) => lost(err.message));
  // 'reconnecting', not 'close': a server shutting down closes its connection on purpose and reconnects to nothing.
  redis.on('reconnecting', () => lost('connection lost'));
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info(`Redis at ${where} is back`);
  });
}

/** The store with each method's failure while Redis is not connected turned into `platform.unavailable` (503). */
export function whileReachable<T extends object>(redis: Redis, store: T): T {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (err) {
          throw redis.status === 'ready' ? err : new DomainError('platform.unavailable');
        }
      };
    },
  });
}
