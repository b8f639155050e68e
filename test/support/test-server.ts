/**
 * A real server on a fresh database for API suites and browser journeys: embedded PGlite in memory, or a new
 * PostgreSQL database on TEST_DATABASE_URL's server (created UTF-8, dropped on close). Listens on 127.0.0.1, port 0.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../server/src/app';
import { loadConfig, type ServerConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/database';
import { migrateToLatest, openDatabase } from '../../server/src/db/connect';
import { seedDemoCampus } from '../../server/demo';
import { newBucket, objectsIn } from './s3-server';
import { adminQuery, embeddedTemplate, postgresTemplate } from './template-databases';

export type Engine = 'pglite' | 'postgresql';

/**
 * The engine of a suite whose subject is the same SQL on either engine: PostgreSQL when the run has it (TEST_DATABASE_URL;
 * production's engine), else the embedded one. The embedded engine is still every browser journey's and every local
 * run's, so running such a suite on both would only double its time.
 */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['postgresql'] : ['pglite'];

/**
 * Both engines, for suites whose subject differs between them: concurrency and the constraints that hold under it,
 * the job queue (PostgreSQL's in server mode, the in-process scheduler in embedded mode) and the timers on it, keyword
 * search plans, column bounds, session storage.
 */
export const bothEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

/** Each engine with database sessions, plus Redis sessions and limits when TEST_REDIS_URL is set. */
export const sessionVariants: { engine: Engine; redis: boolean }[] = [
  ...bothEngines.map((engine) => ({ engine, redis: false })),
  ...(process.env.TEST_REDIS_URL ? [{ engine: 'pglite' as const, redis: true }] : []),
];

export interface TestServerOptions {
  engine?: Engine;
  seed?: boolean;
  staticDir?: string;
  /** The server's clock (AppDeps.now), for a test that moves to another day. */
  now?: () => Date;
  /** Sessions and rate limits in Redis (TEST_REDIS_URL), under a key prefix of this server's own. */
  redis?: boolean;
  config?: Partial<ServerConfig>;
  /** A second server process of `joining`: its PostgreSQL database and Redis key space, through connections of its own. */
  joining?: TestServer;
  /** A database made elsewhere, left in place on close. */
  existing?: ExistingDatabase;
}

/** A PostgreSQL database's URL or an embedded data folder. */
export type ExistingDatabase = { databaseUrl: string } | { dataDir: string };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  engine: Engine;
  /** The PostgreSQL database it uses (none on the embedded engine), and its key prefix in Redis. */
  databaseUrl?: string;
  redisPrefix: string;
  /** The names of everything in the server's file storage (its files folder, or its bucket with TEST_FILES_S3=1). */
  storedNames(): Promise<string[]>;
  close(): Promise<void>;
}

/** A fresh database on the test server: a copy of the seeded template when there is one, else empty. */
export async function createDatabase(adminUrl: string, template: string | undefined): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ch_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(
    adminUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A migrated database with the demo campus (copied from this run's template when it has one), or an empty one. */
async function testDatabase(engine: Engine, seed: boolean) {
  const template = seed ? (engine === 'postgresql' ? postgresTemplate() : embeddedTemplate()) : undefined;
  const created = engine === 'postgresql' ? await createDatabase(requiredEnv('TEST_DATABASE_URL'), postgresTemplate() && seed ? postgresTemplate() : undefined) : undefined;
  const database = await openDatabase({ databaseUrl: created?.url, dataDir: 'memory://', copyOf: template instanceof Blob ? template : undefined });
  if (!template) {
    await migrateToLatest(database.db);
    if (seed) await seedDemoCampus(database.db);
  }
  return { database, url: created?.url, drop: async () => created?.drop() };
}

/** A database made elsewhere (or the one of the server `joining`), through connections of its own, left in place on close. */
async function existingDatabase(existing: ExistingDatabase) {
  const database = await openDatabase({ dataDir: 'memory://', ...existing });
  return { database, url: 'databaseUrl' in existing ? existing.databaseUrl : undefined, drop: async () => undefined };
}

function databaseOf(joining: TestServer): ExistingDatabase {
  if (!joining.databaseUrl) throw new Error('only a server on PostgreSQL can be joined');
  return { databaseUrl: joining.databaseUrl };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const existing = options.joining ? databaseOf(options.joining) : options.existing;
  const engine = existing ? ('databaseUrl' in existing ? 'postgresql' : 'pglite') : (options.engine ?? 'pglite');
  const { database, url: databaseUrl, drop } = existing ? await existingDatabase(existing) : await testDatabase(engine, options.seed !== false);

  const redisPrefix = options.joining?.redisPrefix ?? `ch:test:${randomBytes(4).toString('hex')}:`;
  const redis = options.redis ? new Redis(requiredEnv('TEST_REDIS_URL')) : undefined;
  const given: ServerConfig = {
    ...loadConfig({}),
    staticDir: options.staticDir ?? '/nonexistent',
    logLevel: 'silent',
    // Jobs run when a test drives them (startJobRunner(...).runDue()), not in the background of every suite.
    jobsPollMs: 0,
    // With TEST_FILES_S3=1 the run's S3 server (api-global-setup.ts) keeps each server's files in a bucket of its own.
    filesS3: process.env.TEST_FILES_S3_ENDPOINT ? await newBucket(process.env.TEST_FILES_S3_ENDPOINT) : null,
    ...options.config,
  };
  // So do message deliveries (startDeliveryWorker(...).runDue()).
  const config: ServerConfig = { ...given, delivery: { ...given.delivery, pollMs: 0 } };
  const app = await buildApp({ config, db: database.db, redis, redisPrefix, logger: false, now: options.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db: database.db,
    engine,
    databaseUrl,
    redisPrefix,
    storedNames: async () =>
      config.filesS3
        ? objectsIn(config.filesS3)
        : (await readdir(config.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(config.filesDir, path.join(e.parentPath, e.name))),
    close: async () => {
      // Keep-alive sockets of the suite's clients must not hold the close open.
      app.server.closeAllConnections();
      await app.close();
      await database.close();
      if (redis) {
        // The keys are the first server's to clear.
        const keys = options.joining ? [] : await redis.keys(`${redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await drop();
    },
  };
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A suite that needs PostgreSQL and Redis (TEST_DATABASE_URL and TEST_REDIS_URL), skipped without them. */
export const describeOnSharedRedis = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? describe : describe.skip;

/**
 * Two server processes of one PostgreSQL database and one Redis key space, started before the suite's tests and
 * closed after them; read `first` and `second` inside the tests.
 */
export function twoProcessesOnRedis(): { readonly first: TestServer; readonly second: TestServer } {
  const pair: { first?: TestServer; second?: TestServer } = {};
  beforeAll(async () => {
    pair.first = await startTestServer({ engine: 'postgresql', redis: true });
    pair.second = await startTestServer({ joining: pair.first, redis: true });
  });
  afterAll(async () => {
    await pair.second?.close();
    await pair.first?.close();
  });
  return {
    get first() {
      return pair.first!;
    },
    get second() {
      return pair.second!;
    },
  };
}
