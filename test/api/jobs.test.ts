/**
 * The durable job queue on each engine: due jobs run once and future ones wait for their time (on an injected
 * clock), failures retry and then fail with their error, enqueues roll back with their transaction, keys keep one
 * live job and cancel it, a dead runner's claim is taken over, two runners share a backlog without overlap, and a
 * server polls while it is up.
 */
import { sql } from 'kysely';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/connect';
import type { Db } from '../../server/src/db/database';
import { cancelJobs, enqueueJob, startJobRunner, type JobHandlers, type JobRunner, type JobRunnerOptions } from '../../server/src/jobs';
import { claimDueJobs, completeClaim } from '../../server/src/jobs/claims';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';

const t0 = new Date('2026-12-01T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe.each(bothEngines)('job queue on %s', (engine) => {
  let server: TestServer;
  let now: Date;
  const runners: JobRunner[] = [];
  const runner = (handlers: JobHandlers, options: JobRunnerOptions = {}, db: Db = server.db) => {
    const r = startJobRunner(db, handlers, { pollMs: 0, now: () => now, ...options });
    runners.push(r);
    return r;
  };
  const jobRows = () => server.db.selectFrom('jobs').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer({ engine, seed: false });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = t0;
    await server.db.deleteFrom('jobs').execute();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  it('runs a due job once, with its payload, in a transaction of its own', async () => {
    const seen: unknown[] = [];
    const r = runner({ note: async (payload, ctx) => void seen.push({ payload, now: ctx.now, inTransaction: ctx.db.isTransaction }) });
    await enqueueJob(server.db, { kind: 'note', payload: { task: 42, names: ['甲', 'b'] }, runAt: t0 });

    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    expect(seen).toEqual([{ payload: { task: 42, names: ['甲', 'b'] }, now: t0, inTransaction: true }]);
    expect(await jobRows()).toMatchObject([{ state: 'done', attempts: 1, finished_at: t0, locked_until: null, last_error: null }]);
  });

  it('leaves a future job alone until its time', async () => {
    let runs = 0;
    const r = runner({ note: async () => void runs++ });
    await enqueueJob(server.db, { kind: 'note', payload: null, runAt: at(60_000) });

    expect(await r.runDue()).toBe(0);
    now = at(59_999);
    expect(await r.runDue()).toBe(0);
    now = at(60_000);
    expect(await r.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('takes only the kinds it has handlers for', async () => {
    const r = runner({ note: async () => undefined });
    await enqueueJob(server.db, { kind: 'from-a-newer-server', payload: null, runAt: t0 });
    expect(await r.runDue()).toBe(0);
    expect(await jobRows()).toMatchObject([{ state: 'pending', attempts: 0 }]);
  });

  it('retries a failing handler with growing delays, undoing its writes, then fails with the error recorded', async () => {
    let runs = 0;
    const r = runner(
      {
        flaky: async (_payload, ctx) => {
          runs++;
          await enqueueJob(ctx.db, { kind: 'side-effect', payload: runs, runAt: ctx.now });
          throw new Error('registrar offline');
        },
      },
      { maxAttempts: 3 },
    );
    await enqueueJob(server.db, { kind: 'flaky', payload: null, runAt: t0 });

    expect(await r.runDue()).toBe(1);
    expect(await jobRows()).toMatchObject([{ state: 'pending', attempts: 1, last_error: 'registrar offline', run_at: at(30_000) }]);
    now = at(29_999);
    expect(await r.runDue()).toBe(0);
    now = at(30_000);
    expect(await r.runDue()).toBe(1);
    expect(await jobRows()).toMatchObject([{ state: 'pending', attempts: 2, run_at: at(90_000) }]);
    now = at(90_000);
    expect(await r.runDue()).toBe(1);
    expect(await jobRows()).toMatchObject([{ kind: 'flaky', state: 'failed', attempts: 3, last_error: 'registrar offline', finished_at: at(90_000) }]);

    now = at(86_400_000);
    expect(await r.runDue()).toBe(0);
    expect(runs).toBe(3);
  });

  it('never runs a job whose transaction rolled back', async () => {
    let runs = 0;
    const r = runner({ note: async () => void runs++ });
    await expect(
      server.db.transaction().execute(async (tx) => {
        await enqueueJob(tx, { kind: 'note', payload: null, runAt: t0, key: 'task:1:sla' });
        throw new Error('the approval failed');
      }),
    ).rejects.toThrow('the approval failed');

    expect(await r.runDue()).toBe(0);
    expect(runs).toBe(0);
    expect(await jobRows()).toEqual([]);
  });

  it('keeps one live job per key; a finished key can be enqueued again, also by its own handler', async () => {
    const r = runner({
      remind: async (payload, ctx) => {
        if (payload === 'first') await enqueueJob(ctx.db, { kind: 'remind', payload: 'next', runAt: at(86_400_000), key: 'task:7:remind' });
      },
    });
    expect(await enqueueJob(server.db, { kind: 'remind', payload: 'first', runAt: t0, key: 'task:7:remind' })).toBe(true);
    expect(await enqueueJob(server.db, { kind: 'remind', payload: 'second', runAt: t0, key: 'task:7:remind' })).toBe(false);
    expect((await jobRows()).map((j) => j.payload)).toEqual(['first']);

    expect(await r.runDue()).toBe(1);
    expect(await jobRows()).toMatchObject([
      { payload: 'first', state: 'done' },
      { payload: 'next', state: 'pending', key: 'task:7:remind' },
    ]);
    expect(await cancelJobs(server.db, { key: 'task:7:remind' })).toBe(1);
    expect(await enqueueJob(server.db, { kind: 'remind', payload: 'again', runAt: t0, key: 'task:7:remind' })).toBe(true);
  });

  it('cancels live jobs by key or by kind and key prefix', async () => {
    const ran: unknown[] = [];
    const r = runner({ sla: async (payload) => void ran.push(payload), ooo: async (payload) => void ran.push(payload) });
    for (const key of ['task:1:warn', 'task:1:timeout', 'task:10:warn', 'task:2:warn']) {
      await enqueueJob(server.db, { kind: 'sla', payload: key, runAt: t0, key });
    }
    await enqueueJob(server.db, { kind: 'ooo', payload: 'task:1:ooo-end', runAt: t0, key: 'task:1:ooo-end' });

    expect(await server.db.transaction().execute((tx) => cancelJobs(tx, { kind: 'sla', keyPrefix: 'task:1:' }))).toBe(2);
    expect(await cancelJobs(server.db, { key: 'task:2:warn' })).toBe(1);
    expect(await cancelJobs(server.db, { key: 'task:2:warn' })).toBe(0);

    expect(await r.runDue()).toBe(2);
    expect(ran).toEqual(['task:10:warn', 'task:1:ooo-end']);
    expect(await cancelJobs(server.db, { key: 'task:10:warn' })).toBe(0);
  });

  it('does not run a job cancelled after a runner claimed it', async () => {
    await enqueueJob(server.db, { kind: 'sla', payload: null, runAt: t0, key: 'task:3:warn' });
    const [claim] = await claimDueJobs(server.db, { kinds: ['sla'], now: t0, batch: 10, leaseMs: 60_000 });
    expect(await cancelJobs(server.db, { key: 'task:3:warn' })).toBe(1);
    expect(await completeClaim(server.db, claim, t0)).toBe(false);
    expect(await jobRows()).toMatchObject([{ state: 'cancelled' }]);
  });

  it('takes over a job whose runner died mid-run once its claim expires, and the dead claim cannot complete', async () => {
    let runs = 0;
    const r = runner({ note: async () => void runs++ });
    await enqueueJob(server.db, { kind: 'note', payload: null, runAt: t0 });
    const [deadClaim] = await claimDueJobs(server.db, { kinds: ['note'], now: t0, batch: 10, leaseMs: 60_000 });

    now = at(59_999);
    expect(await r.runDue()).toBe(0);
    now = at(60_000);
    expect(await r.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRows()).toMatchObject([{ state: 'done', attempts: 2, last_error: expect.stringContaining('claim expired') }]);
    expect(await completeClaim(server.db, deadClaim, now)).toBe(false);
  });

  it('fails a job whose claim expired on its last attempt', async () => {
    let runs = 0;
    const r = runner({ note: async () => void runs++ }, { maxAttempts: 1 });
    await enqueueJob(server.db, { kind: 'note', payload: null, runAt: t0 });
    await claimDueJobs(server.db, { kinds: ['note'], now: t0, batch: 10, leaseMs: 1000 });

    now = at(1000);
    expect(await r.runDue()).toBe(0);
    expect(runs).toBe(0);
    expect(await jobRows()).toMatchObject([{ state: 'failed', attempts: 1, finished_at: at(1000), last_error: expect.stringContaining('claim expired') }]);
  });

  it('lets two runners race over 200 due jobs: each runs exactly once', async () => {
    // On PostgreSQL the second runner has a pool of its own, as another server process would.
    const other = engine === 'postgresql' ? await openSecondPool(server.db) : undefined;
    try {
      const runsOf = new Map<number, string[]>();
      const handlers = (name: string): JobHandlers => ({
        bulk: async (payload, ctx) => {
          await sql`SELECT pg_sleep(0.001)`.execute(ctx.db);
          runsOf.set(payload as number, [...(runsOf.get(payload as number) ?? []), name]);
        },
      });
      await server.db.transaction().execute(async (tx) => {
        for (let n = 0; n < 200; n++) await enqueueJob(tx, { kind: 'bulk', payload: n, runAt: t0, key: `bulk:${n}` });
      });
      const a = runner(handlers('a'), { batch: 7 });
      const b = runner(handlers('b'), { batch: 7 }, other?.db ?? server.db);
      const drain = async (r: JobRunner) => {
        while ((await r.runDue()) > 0);
      };
      await Promise.all([drain(a), drain(b)]);

      expect([...runsOf.keys()].sort((x, y) => x - y)).toEqual([...Array(200).keys()]);
      expect([...runsOf.values()].filter((by) => by.length !== 1)).toEqual([]);
      const byA = [...runsOf.values()].filter(([by]) => by === 'a').length;
      expect(byA).toBeGreaterThan(0);
      expect(byA).toBeLessThan(200);
      expect(await server.db.selectFrom('jobs').select('state').where('state', '!=', 'done').execute()).toEqual([]);
    } finally {
      await other?.close();
    }
  });

  it("runs jobs while the app is up, through the server's own runner, and stops with the app", async () => {
    const ran: unknown[] = [];
    const app = await buildApp({
      config: { ...loadConfig({}), staticDir: '/nonexistent', jobsPollMs: 10 },
      db: server.db,
      logger: false,
      jobHandlers: { note: async (payload) => void ran.push(payload) },
    });
    await enqueueJob(server.db, { kind: 'note', payload: 'polled', runAt: new Date() });
    await app.ready();
    for (let waited = 0; ran.length === 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await app.close();

    expect(ran).toEqual(['polled']);
    await enqueueJob(server.db, { kind: 'note', payload: 'after close', runAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual(['polled']);
  });
});

/** Another connection pool on the test server's PostgreSQL database. */
async function openSecondPool(db: Db) {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${rows[0].name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
}
