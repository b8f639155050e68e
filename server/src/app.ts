/**
 * Builds the Fastify app: platform plugins, then each product area as its own plugin, then the H5 client.
 * Tests build it in-process; main.ts only starts it.
 */
import { registerClock } from './db/server-clock';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { callList } from '../../contract/calls';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { createDelivery, createNotifiers, startDeliveryWorker, type DeliveryWorker } from './modules/delivery';
import { registerCompression } from './http/compression';
import { contentSecurityDirectives } from './http/content-security';
import type { AppDeps } from './http/context';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors';
import { installOriginGuard } from './http/origin-guard';
import { registerAreaOwnership } from './http/ownership-registry';
import { registerStaticFiles } from './http/static-files';
import { startJobRunner, type JobHandlers, type JobRunner } from './jobs';
import { memoryAttemptCounter, redisAttemptCounter } from './limits/attempt-counter';
import { watchRedis, whileReachable } from './limits/redis-health';
import { areaModules } from './modules';
import { collectAreaHooks } from './modules/area-hooks';
import { loginGuard } from './modules/auth/login-guard';
import { cachedSessionStore } from './modules/auth/cached-session-store';
import { shareMemos } from './db/shared-memo';
import { registerHealth } from './http/health';
import { RequestLog } from './http/request-log';
import { registerMetrics, type PoolStats } from './http/metrics';
import { redisSessionStore } from './modules/auth/session-store';
import { databaseSessionStore } from './modules/auth/session-store.queries';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Db;
  redis?: Redis;
  /** Key prefix in Redis, so tests can use their own space. */
  redisPrefix?: string;
  /** Where Redis is (host:port), as the log names it when it goes away. */
  redisAddress?: string;
  logger?: boolean;
  /** Handlers by job kind for this server's job runner (server/src/jobs). */
  jobHandlers?: JobHandlers;
  /** The clock calls read (AppDeps.now); the system clock unless a test sets one. */
  now?: () => Date;
  /** The database pool's connections, for /metrics (PostgreSQL only). */
  poolStats?: () => PoolStats;
}

/** Password checks running at once, and waiting for a slot, before new sign-ins are turned away. */
const HASH_CONCURRENCY = { concurrentHashes: 4, queuedHashes: 64 };
/** How long a session, once found, is taken as still valid without asking its store again. */
const SESSION_CACHE_MS = 5_000;

/** A hop count trusts that many proxies nearest to us (Fastify's types take it as a function); addresses as given. */
function trustProxySetting(trust: ServerConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, redis } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Slow requests, and every request only at debug (http/request-log.ts).
    logController: new RequestLog(config.logLevel === 'debug' || config.logLevel === 'trace'),
    trustProxy: trustProxySetting(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
  });
  const prefix = options.redisPrefix ?? 'ch:';
  const sessionLimits = { ttlMs: config.sessionTtlMs, maxPerUser: config.maxSessionsPerUser };
  if (redis) watchRedis(redis, app.log, options.redisAddress ?? 'REDIS_URL');
  const attempts = redis ? whileReachable(redis, redisAttemptCounter(redis, `${prefix}rl:`)) : memoryAttemptCounter();
  const deps: AppDeps = {
    db,
    redis: redis ? { client: redis, prefix } : undefined,
    // What the areas give http/ and each other (their AreaModule hooks).
    hooks: collectAreaHooks(areaModules),
    now: options.now ?? (() => new Date()),
    config,
    attempts,
    delivery: createDelivery(config.delivery, app.log),
    sessions: cachedSessionStore(redis ? whileReachable(redis, redisSessionStore(redis, sessionLimits, prefix)) : databaseSessionStore(db, sessionLimits), {
      ttlMs: SESSION_CACHE_MS,
    }),
    loginGuard: loginGuard(attempts, {
      perAccountPerMinute: config.loginAttemptsPerMinute,
      perAddressPerMinute: config.loginAttemptsPerAddressPerMinute,
      ...HASH_CONCURRENCY,
    }),
  };

  // What an area does when another tells it something (a payment, an application's end) happens on this clock too.
  registerClock(db, deps.now);
  installErrorHandling(app, areaModules.flatMap((area) => (area.errors ? [area.errors] : [])));
  installOriginGuard(app, config.allowedOrigins);
  // Before the routes, so its timing hook covers every one of them.
  const metrics = registerMetrics(app, { db, token: config.metricsToken, measures: deps.hooks.measures, poolStats: options.poolStats });
  // The security headers are worked out once; @fastify/helmet builds them again for every request.
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: contentSecurityDirectives(config.staticDir, config.imageOrigins, config.pluginOrigins) }, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await registerCompression(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Campus Hall API', version: '1.0.0', description: 'Every response is the envelope { e, m, d }; e = 0 is success.' },
    },
  });

  // Each area answers for the owned objects of its own tables (the ownership guard, server/src/http/ownership.ts).
  registerAreaOwnership(areaModules, callList);
  for (const area of areaModules) {
    const { routes } = area;
    if (routes) await app.register(async (scope) => routes(scope, deps));
  }

  // What a process keeps in memory of read-mostly answers is dropped in every process when one changes it.
  if (redis) {
    let stopSharing: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopSharing = await shareMemos(db, redis, prefix);
    });
    app.addHook('onClose', async () => stopSharing?.());
  }

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerHealth(app, db, redis);
  await registerStaticFiles(app, config.staticDir);

  // Due jobs run while the app is up; close() waits for the jobs in hand, so they finish before the database closes.
  if (config.jobsPollMs > 0) {
    let runner: JobRunner | undefined;
    app.addHook('onReady', async () => {
      const handlers = Object.assign({}, ...areaModules.map((area) => area.jobs ?? {}), options.jobHandlers);
      runner = startJobRunner(db, handlers, { pollMs: config.jobsPollMs, log: app.log, sessions: deps.sessions });
    });
    app.addHook('onClose', async () => runner?.stop());
  }
  // Messages leave on the channels their recipients chose; close() waits for the sends in hand.
  if (config.delivery.pollMs > 0) {
    let worker: DeliveryWorker | undefined;
    app.addHook('onReady', async () => {
      worker = startDeliveryWorker(db, createNotifiers(config.delivery, config.publicUrl), {
        pollMs: config.delivery.pollMs,
        log: app.log,
        onOutcome: metrics.deliveryOutcome,
      });
    });
    app.addHook('onClose', async () => worker?.stop());
  }
  return app;
}
