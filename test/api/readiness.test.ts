/**
 * Liveness and readiness as a proxy or an orchestrator sees them: a server process whose PostgreSQL or Redis goes
 * away says it is not ready (503, naming which) while it stays live, and says it is ready again by itself once the
 * connection comes back. The outages are real: the process reaches both through TCP proxies the test cuts.
 */
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/connect';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { describeOnSharedRedis, startTestServer, type TestServer } from '../support/test-server';

interface Probe {
  status: number;
  body: { e: number; m: string; d: Record<string, string> };
}

describeOnSharedRedis('a server process losing its database or Redis', () => {
  let owner: TestServer;
  let app: FastifyInstance;
  let url: string;
  let closeDatabase: () => Promise<void>;
  let redis: Redis;
  let database: TcpProxy;
  let cache: TcpProxy;

  beforeAll(async () => {
    // The database is the owner's; the process under test reaches it, and Redis, through the proxies.
    owner = await startTestServer({ engine: 'postgresql', seed: false });
    const target = new URL(owner.databaseUrl!);
    database = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const redisTarget = new URL(process.env.TEST_REDIS_URL!);
    cache = await startTcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
    const proxied = new URL(owner.databaseUrl!);
    proxied.host = `127.0.0.1:${database.port}`;
    const opened = await openDatabase({ databaseUrl: proxied.toString(), dataDir: 'memory://' });
    closeDatabase = opened.close;
    // Reconnecting quickly, so the test sees the recovery soon.
    redis = new Redis({ host: '127.0.0.1', port: cache.port, retryStrategy: () => 100 });
    const config = { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'silent', jobsPollMs: 0 };
    app = await buildApp({ config: { ...config, delivery: { ...config.delivery, pollMs: 0 } }, db: opened.db, redis, redisPrefix: `${owner.redisPrefix}ready:`, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await app?.close();
    await closeDatabase?.();
    redis?.disconnect();
    await database?.close();
    await cache?.close();
    await owner?.close();
  });

  const probe = async (path: string): Promise<Probe> => {
    const res = await fetch(`${url}${path}`);
    return { status: res.status, body: (await res.json()) as Probe['body'] };
  };
  /** Asks until the answer is `status`: reconnecting takes a moment, longer on a loaded machine. */
  const until = async (status: number): Promise<Probe> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = await probe('/readyz');
      if (answer.status === status || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('is ready while both answer', async () => {
    expect(await until(200)).toEqual({ status: 200, body: { e: 0, m: 'ok', d: { db: 'ok', redis: 'ok' } } });
  });

  it('says the database is down while it is, stays live, and is ready again by itself', async () => {
    await database.cut();
    expect(await until(503)).toEqual({ status: 503, body: { e: 503, m: 'not ready: db not answering', d: { db: 'down', redis: 'ok' } } });
    expect((await probe('/healthz')).status).toBe(200);
    await database.restore();
    expect((await until(200)).body.d).toEqual({ db: 'ok', redis: 'ok' });
  });

  it('says Redis is down while it is, and is ready again by itself', async () => {
    await cache.cut();
    expect(await until(503)).toEqual({ status: 503, body: { e: 503, m: 'not ready: redis not answering', d: { db: 'ok', redis: 'down' } } });
    await cache.restore();
    expect((await until(200)).body.d).toEqual({ db: 'ok', redis: 'ok' });
  });
});
