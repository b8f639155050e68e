/**
 * Liveness and readiness, for a proxy in front of several processes or an orchestrator: `/healthz` answers while the
 * process runs; `/readyz` answers 200 when the database and, with REDIS_URL, Redis answer within READY_WAIT_MS, and
 * 503 naming what is down otherwise. A lost connection is not this module's to mend: the database pool opens new
 * connections and ioredis reconnects, so a process reports ready again by itself once they answer.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A probe answers quickly; a dependency slower than this is as good as down for a request. */
const READY_WAIT_MS = 2_000;

type Check = 'ok' | 'down';

async function answers(work: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('down'), READY_WAIT_MS);
  });
  try {
    return await Promise.race([work().then((): Check => 'ok', (): Check => 'down'), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, db: Db, redis: Redis | undefined): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ e: 0, m: 'ok', d: { live: 'ok' } }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, cache] = await Promise.all([
      answers(() => sql`SELECT 1`.execute(db)),
      // ioredis queues commands while it reconnects: only a connected client can answer.
      redis ? (redis.status === 'ready' ? answers(() => redis.ping()) : Promise.resolve<Check>('down')) : undefined,
    ]);
    const d = { db: database, ...(cache ? { redis: cache } : {}) };
    const down = Object.entries(d).filter(([, state]) => state === 'down').map(([name]) => name);
    if (down.length === 0) return { e: 0, m: 'ok', d };
    return reply.code(503).send({ e: 503, m: `not ready: ${down.join(', ')} not answering`, d });
  });
}
