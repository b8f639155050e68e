/**
 * Scaling out: the workflow benchmark's generated campus on PostgreSQL (bench/workflow.bench.ts; 50,000 instances by
 * default here, so a run takes minutes) served by 1, 2 and 4 API processes (BENCH_SCALE_PROCESSES) behind a real
 * nginx (bench/nginx.ts, the configuration of docs/deployment.md), measured through nginx as the workflow benchmark
 * measures one process:
 *
 * - list-my-todo: getMyTodo (first page) for signed-in approvers who each have 50–500 pending to-dos;
 * - approve: approveTask, each task once (BENCH_COMPLETIONS, default 2000 for each N, after 200 unmeasured);
 * - the bare Fastify endpoint (one process) through the same nginx, the yardstick for the ratio.
 *
 * The processes share the database and one Redis. The server has no setting for its Redis key prefix, so the run
 * takes a Redis database of its own (the first empty one of 1–15 on BENCH_REDIS_URL, default redis://127.0.0.1:6379)
 * and deletes its keys at the end. Every process runs the job runner and the delivery worker (JOBS_POLL_MS and
 * DELIVERY_POLL_MS at their default): claims are FOR UPDATE SKIP LOCKED with leases, so that is safe, it is how
 * docs/deployment.md runs them (identical units, and timers keep running when one process is down), and the idle
 * polls cost a few queries a second. Each person signs in once, through nginx, and keeps the session (in Redis) for
 * every N; between two N the run waits until the messages the approvals made are planned and no job is due.
 *
 * Prints a table per N and the scaling against the first N, and writes bench/results/scale.json with the machine's
 * core count. The database is dropped at the end unless KEEP_BENCH_DB=1; BENCH_WORKFLOW_DB=<url> runs on a kept one.
 * `npm run bench:scale`; BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_APPROVE_CONNECTIONS, BENCH_INSTANCES and BENCH_USERS
 * as in the workflow benchmark; NGINX_PATH names another nginx.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { connections, duration, measure, runAlone, scenarioPostgres, startBare, startServer, type Row } from './load';
import { nginxVersion, startNginx } from './nginx';
import { approveConnections, campus, dropUnlessKept, measureApprovals, measureTodo, participants, people, type Bench } from './workflow.bench';

const root = path.resolve(__dirname, '..');
const defaultInstances = 50_000;
const completions = Number(process.env.BENCH_COMPLETIONS ?? 2000);
const warmup = 200;
const settleTimeoutMs = 120_000;

function processCounts(): number[] {
  const list = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,4').split(',').map((s) => Number(s.trim()));
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_SCALE_PROCESSES=${process.env.BENCH_SCALE_PROCESSES}: give process counts like 1,2,4`);
  return list;
}

/** The PostgreSQL server the scale scenario runs on, or null when none answers (or BENCH_SCALE=0). */
export const scalePostgres = () => scenarioPostgres('BENCH_SCALE');

/** A Redis database nobody uses (empty, and claimed with a marker key), and the deletion of every key in it. */
async function ownRedisDatabase(baseUrl: string): Promise<{ url: string; index: number; clean(): Promise<number> }> {
  const redis = new Redis(baseUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const marker = 'campus-hall:bench-scale';
  try {
    for (let index = 1; index < 16; index++) {
      await redis.select(index);
      if ((await redis.dbsize()) === 0 && (await redis.set(marker, String(process.pid), 'NX')) === 'OK') {
        const url = new URL(baseUrl);
        url.pathname = `/${index}`;
        return { url: url.toString(), index, clean: () => deleteAll(url.toString()) };
      }
    }
  } finally {
    redis.disconnect();
  }
  throw new Error(`no empty Redis database among 1–15 at ${baseUrl}`);
}

async function deleteAll(url: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  let deleted = 0;
  try {
    for await (const keys of redis.scanStream({ count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/**
 * Waits until the background work the approvals left is done (their messages planned into deliveries, no job and
 * no delivery due), so it does not run into the next N's measurements; says so if it is not done in time.
 */
async function settle(db: pg.Client): Promise<void> {
  const deadline = Date.now() + settleTimeoutMs;
  for (;;) {
    const { rows } = await db.query<{ n: string }>(`
      SELECT (SELECT count(*) FROM messages WHERE planned_at IS NULL)
           + (SELECT count(*) FROM message_deliveries WHERE status IN ('queued', 'sending') AND next_attempt_at <= now())
           + (SELECT count(*) FROM jobs WHERE state = 'pending' AND run_at <= now()) AS n`);
    if (Number(rows[0].n) === 0) return;
    if (Date.now() > deadline) return void console.log(`scale: ${rows[0].n} messages, deliveries or jobs still due after ${settleTimeoutMs / 1000} s; going on`);
    await sleep(500);
  }
}

type Measured = Row & { ratioToBare: number };

interface Run {
  processes: number;
  results: Measured[];
}

/** N server processes on the campus and Redis, started together (the first to take the migration lock migrates). */
async function startServers(n: number, databaseUrl: string, redisUrl: string) {
  const settings = { REDIS_URL: redisUrl, TRUST_PROXY: '1', JOBS_POLL_MS: '1000' };
  const started = await Promise.allSettled(Array.from({ length: n }, () => startServer(databaseUrl, settings)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  return servers;
}

async function runWith(n: number, b: Bench, databaseUrl: string, redisUrl: string, barePort: number, barePid: number): Promise<Run> {
  const t0 = Date.now();
  const servers = await startServers(n, databaseUrl, redisUrl);
  try {
    const apiPorts = servers.map((s) => Number(new URL(s.url).port));
    const nginx = await startNginx({ apiPorts, barePort }, '/readyz');
    try {
      const metrics = await fetch(`${nginx.url}/metrics`);
      if (metrics.status !== 403) throw new Error(`/metrics through nginx answered ${metrics.status}, not 403`);
      console.log(`scale: ${n} process${n > 1 ? 'es' : ''} ready behind nginx in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      Object.assign(b, { url: nginx.url, pid: servers.map((s) => s.pid), proxyPids: nginx.pids });

      const bareUrl = `${nginx.url}/bare`;
      await autocannon({ url: bareUrl, connections, duration: 1 });
      const results: Row[] = [await measure('bare fastify (1 process)', { url: bareUrl, pid: barePid, db: null, proxyPids: nginx.pids }, {})];
      // The to-do counts change as approvals go on: who has 50–500 is asked again for each N.
      const { listUsers } = await participants(b.db);
      await people(b, [...listUsers.map((u) => u.uid), ...b.starters]);
      results.push(await measureTodo(b, listUsers));
      results.push(await measureApprovals(b, { completions, warmup, connections: approveConnections }));
      await settle(b.db);

      const base = results[0].reqPerSec;
      return { processes: n, results: results.map((r) => ({ ...r, ratioToBare: Math.round((r.reqPerSec / base) * 1000) / 1000 })) };
    } finally {
      await nginx.stop();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export async function runScaleBench(adminUrl: string): Promise<Run[]> {
  const started = Date.now();
  const counts = processCounts();
  const nginx = nginxVersion();
  const redis = await ownRedisDatabase(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379');
  console.log(`scale: ${nginx}; Redis database ${redis.index}; ${counts.join(', ')} processes; ${cpus().length} CPUs`);
  const generated = await campus(adminUrl, { label: 'scale', instances: defaultInstances });
  const db = new pg.Client({ connectionString: generated.url });
  await db.connect();
  const yardstick = await startBare();
  try {
    const { starters, leaveId } = await participants(db);
    const b: Bench = { url: '', pid: [], db, leaveId, starters, cookies: new Map() };
    const runs: Run[] = [];
    for (const n of counts) runs.push(await runWith(n, b, generated.url, redis.url, yardstick.port, yardstick.pid));

    const figure = (run: Run, prefix: string) => run.results.find((r) => r.name.startsWith(prefix))!;
    const [first] = runs;
    const scaling = runs.map((run) => ({
      processes: run.processes,
      todoReqPerSec: figure(run, 'list-my-todo').reqPerSec,
      todoP99ms: figure(run, 'list-my-todo').p99ms,
      todoScaling: round2(figure(run, 'list-my-todo').reqPerSec / figure(first, 'list-my-todo').reqPerSec),
      completionsPerSec: figure(run, 'approve').reqPerSec,
      completionP99ms: figure(run, 'approve').p99ms,
      completionScaling: round2(figure(run, 'approve').reqPerSec / figure(first, 'approve').reqPerSec),
      bareThroughNginxReqPerSec: figure(run, 'bare').reqPerSec,
      todoRatioToBare: figure(run, 'list-my-todo').ratioToBare,
    }));
    const version = (await db.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    const seconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(
      path.join(root, 'bench/results/scale.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          engine: `postgresql ${version}`,
          proxy: nginx,
          jobs: 'every process runs the job runner and the delivery worker (JOBS_POLL_MS=1000, DELIVERY_POLL_MS=1000)',
          connections,
          approveConnections,
          durationSeconds: duration,
          completions,
          generated: generated.summary,
          seconds,
          scalingAgainst: first.processes,
          scaling,
          runs,
        },
        null,
        2,
      ),
    );
    for (const run of runs) {
      console.log(`\n${run.processes} API process${run.processes > 1 ? 'es' : ''} behind nginx; CPU ms per request: servers / postgres / nginx / load generator`);
      console.table(
        run.results.map(({ cpuMsPerRequest: cpu, ...r }) => ({ ...r, cpuMs: cpu ? `${cpu.server} / ${cpu.postgres ?? '-'} / ${cpu.proxy ?? '-'} / ${cpu.loadGenerator}` : '' })),
      );
    }
    console.log(`\nscaling against ${first.processes} process${first.processes > 1 ? 'es' : ''}, on ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}); the run took ${seconds} s`);
    console.table(scaling);
    return runs;
  } finally {
    await yardstick.stop();
    await db.end();
    await dropUnlessKept('scale', generated);
    console.log(`scale: deleted ${await redis.clean()} Redis keys of database ${redis.index}`);
  }
}

if (require.main === module) runAlone(scalePostgres, runScaleBench);
