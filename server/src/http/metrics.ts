/**
 * Prometheus metrics at /metrics: requests by call and status with their duration, the database pool, the areas'
 * figures (the job queue's backlog and lag), the outcomes of message deliveries, and the process's own (CPU,
 * memory, event-loop delay). Not for the public: a scrape presents METRICS_TOKEN as a bearer token, or, without one
 * configured, comes from this machine (behind a proxy, as TRUST_PROXY tells the client's address).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database';
import type { Measure } from '../modules/area-module';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  /** Counts a message delivery's outcome (the delivery worker tells it). */
  deliveryOutcome(channel: string, status: string): void;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.ip);
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(
  app: FastifyInstance,
  options: { db: Db; token: string | undefined; measures: Record<string, Measure>; poolStats?: () => PoolStats },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'campus_hall_' });

  const duration = new Histogram({
    name: 'campus_hall_request_duration_seconds',
    help: 'Time to answer a request, by named call (the OpenAPI operationId; "static" for the client, "unknown" for no route) and status.',
    labelNames: ['call', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const schema = request.routeOptions.schema as { operationId?: string } | undefined;
    const call = schema?.operationId ?? (request.routeOptions.url ? 'static' : 'unknown');
    duration.observe({ call, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'campus_hall_db_pool_connections',
      help: 'The PostgreSQL pool of this process: connections open, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  for (const [name, measure] of Object.entries(options.measures)) {
    new Gauge({
      name,
      help: measure.help,
      labelNames: [...measure.labels],
      registers: [registry],
      async collect() {
        this.reset();
        for (const sample of await measure.read(options.db)) this.set(sample.labels, sample.value);
      },
    });
  }

  const deliveries = new Counter({
    name: 'campus_hall_deliveries_total',
    help: 'Message deliveries this process sent, by channel and outcome (sent, queued again to retry, skipped, failed).',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, options.token)) return reply.code(403).send({ e: 403, m: 'metrics are not public', d: null });
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return { deliveryOutcome: (channel, status) => deliveries.inc({ channel, outcome: status }) };
}
