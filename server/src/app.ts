/**
 * Builds the Fastify app: platform plugins, then the API routes of each product area, then the H5 client.
 * Tests build it in-process; main.ts only starts it.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { AppDeps } from './http/context';
import { installErrorHandling } from './http/errors';
import { registerStaticFiles } from './http/static-files';
import { appsRoutes } from './modules/apps/apps.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { searchRoutes } from './modules/search/search.routes';
import { siteRoutes } from './modules/site/site.routes';
import { databaseSessionStore, redisSessionStore } from './sessions/session-store';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Db;
  redis?: Redis;
  /** Key prefix in Redis, so tests can use their own space. */
  redisPrefix?: string;
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, redis } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
  });
  const prefix = options.redisPrefix ?? 'ch:';
  const deps: AppDeps = {
    db,
    config,
    sessions: redis ? redisSessionStore(redis, config.sessionTtlMs, `${prefix}session:`) : databaseSessionStore(db, config.sessionTtlMs),
  };

  installErrorHandling(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The H5 shell sets its root font size inline before the bundle loads (spec §2 font scaling).
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, nameSpace: `${prefix}rl:` } : {}) });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Campus Hall API', version: '1.0.0', description: 'Every response is the envelope { e, m, d }; e = 0 is success.' },
    },
  });

  siteRoutes(app, deps);
  authRoutes(app, deps);
  appsRoutes(app, deps);
  searchRoutes(app, deps);
  messagesRoutes(app, deps);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => {
    await db.selectFrom('site_settings').select('key').limit(1).execute();
    return { e: 0, m: 'ok', d: { db: 'ok' } };
  });
  await registerStaticFiles(app, config.staticDir);
  return app;
}
