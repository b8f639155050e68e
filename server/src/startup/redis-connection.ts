/**
 * Redis keeps sessions and rate limits when REDIS_URL is set. At start it must answer, or the server would say it is
 * running and then fail every sign-in. Commands never wait in a queue while it is away: they fail at once, and the
 * stores that use it answer 503 (server/src/limits/while-reachable.ts).
 */
import { Redis } from 'ioredis';
import { StartupError } from './startup-error';

/** host:port of a REDIS_URL, as messages name it. */
export function redisAddress(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 6379}`;
}

export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Failures are reported by what they mean (here, then watchRedis), not as ioredis's "Unhandled error event".
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw explainRedisError(err, url);
  }
  return redis;
}

/** The one-line cause and fix for the ways a Redis connection fails at start. */
export function explainRedisError(err: unknown, url: string): StartupError {
  const where = redisAddress(url);
  const { code, message } = err as { code?: string; message?: string };
  const says = (text: string) => new StartupError(text, { cause: err });
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return says(`cannot resolve the Redis host ${new URL(url).hostname}: fix REDIS_URL`);
  if (/NOAUTH|WRONGPASS|invalid password/i.test(message ?? '')) return says(`Redis at ${where} refused the user or password in REDIS_URL`);
  if (code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || /timeout|closed/i.test(message ?? '')) {
    return says(`cannot reach Redis at ${where}: start it, or fix REDIS_URL`);
  }
  return says(`cannot use Redis at ${where}: ${message ?? String(err)}`);
}
