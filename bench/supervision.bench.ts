/**
 * Efficiency supervision at scale, on PostgreSQL: the workflow benchmark's generated campus (bench/workflow/generate.ts,
 * here with 1,000,000 applications unless BENCH_INSTANCES says otherwise, years of history, several million tasks),
 * its figures counted once by `rebuildFigures` and its waits by `recountWaiting` (the generator writes applications in
 * bulk, past the runtime and the hooks that keep them), then each supervision page's call measured with autocannon
 * under the real server as the administrator:
 *
 * - 服务概览 getServiceSurvey over the last 30 days and over a year (366 days, the longest period a page takes);
 * - 部门服务 getDepartService, the ranking and one department's services, over a year;
 * - 流程监控 getMonitoringNodes, getMonitoringList's first page (all, and the stuck ones), and getOverseeList.
 *
 * Each call's p99 is checked against 1 s. Writes bench/results/supervision.json and prints a table. The database is
 * dropped at the end unless KEEP_BENCH_DB=1 (BENCH_WORKFLOW_DB=<url> runs on a kept one; its figures are counted again).
 * Alone: `npm run bench:supervision`; BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) change the run.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { calls } from '../contract';
import { migrateToLatest, openDatabase } from '../server/src/db/connect';
import { recountWaiting } from '../server/src/modules/matters/matters.service';
import { rebuildFigures } from '../server/src/modules/supervision/figures.service';
import { measure, runAlone, scenarioPostgres, startServer, type Row } from './load';
import { campus, dropUnlessKept, people, type Bench } from './workflow.bench';

const root = path.resolve(__dirname, '..');
const INSTANCES = 1_000_000;
const TARGET_P99_MS = 1000;
const DAY = 86_400_000;
const day = (msAgo: number) => new Date(Date.now() + 8 * 3_600_000 - msAgo).toISOString().slice(0, 10);

/** Counts every application's figures and since when each in progress waits, in one transaction, printing the progress. */
async function countFigures(url: string): Promise<number> {
  const opened = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  const began = Date.now();
  try {
    // A database kept from an earlier run is brought to this version's schema first.
    await migrateToLatest(opened.db);
    const counted = await opened.db.transaction().execute(async (tx) => {
      await recountWaiting(tx);
      return rebuildFigures(tx, (n) => n % 100_000 === 0 && console.log(`supervision: counted ${n} applications`));
    });
    // As autovacuum would leave them: the rewritten rows' pages visible to index-only scans, the statistics current.
    await sql`VACUUM (ANALYZE) process_instances, process_waits`.execute(opened.db);
    console.log(`supervision: counted the figures of ${counted} applications in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    return counted;
  } finally {
    await opened.close();
  }
}

async function run(adminUrl: string): Promise<void> {
  const generated = await campus(adminUrl, { label: 'supervision', instances: INSTANCES });
  const db = new pg.Client({ connectionString: generated.url });
  await db.connect();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const began = Date.now();
    const applications = await countFigures(generated.url);
    const countSeconds = Math.round((Date.now() - began) / 100) / 10;
    server = await startServer(generated.url);
    const b: Bench = { url: server.url, pid: server.pid, db, leaveId: 0, starters: [], cookies: new Map() };
    await people(b, ['admin']);
    const cookie = b.cookies.get('admin')!;
    const year = `from=${day(365 * DAY)}&to=${day(0)}`;
    const college = (await db.query<{ id: number }>("SELECT department_id AS id FROM apps WHERE department_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")).rows[0].id;
    const pages: [string, string][] = [
      ['服务概览 getServiceSurvey, 30 days', `${calls.getServiceSurvey.path}`],
      ['服务概览 getServiceSurvey, a year', `${calls.getServiceSurvey.path}?${year}`],
      ['部门服务 getDepartService, a year', `${calls.getDepartService.path}?${year}`],
      ['部门服务 getDepartService, one department', `${calls.getDepartService.path}?${year}&department_id=${college}`],
      ['流程监控 getMonitoringNodes', calls.getMonitoringNodes.path],
      ['流程监控 getMonitoringList, first page', `${calls.getMonitoringList.path}?page_size=10`],
      ['流程监控 getMonitoringList, stuck', `${calls.getMonitoringList.path}?page_size=10&only=stuck`],
      ['督办 getOverseeList, first page', `${calls.getOverseeList.path}?page_size=10`],
    ];
    const results: (Row & { met: boolean })[] = [];
    for (const [name, address] of pages) {
      const sample = (await (await fetch(`${server.url}${address}`, { headers: { cookie } })).json()) as { e: number; m: string };
      if (sample.e !== 0) throw new Error(`${name}: ${sample.e} ${sample.m}`);
      const row = await measure(name, { url: server.url, pid: server.pid, db }, { requests: [{ method: 'GET', path: address, headers: { cookie } }] });
      results.push({ ...row, met: row.p99ms <= TARGET_P99_MS });
      console.log(`${name}: ${row.reqPerSec} req/s, p50 ${row.p50ms} ms, p99 ${row.p99ms} ms`);
    }
    const engine = (await db.query<{ v: string }>("SELECT split_part(version(), ' on ', 1) AS v")).rows[0].v;
    const report = { at: new Date().toISOString(), engine, cpus: cpus().length, generated: generated.summary, applications, countSeconds, targetP99ms: TARGET_P99_MS, results };
    writeFileSync(path.join(root, 'bench/results/supervision.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(results.map((r) => ({ call: r.name, 'req/s': r.reqPerSec, 'p50 ms': r.p50ms, 'p99 ms': r.p99ms, '≤ 1 s': r.met })));
    if (results.some((r) => !r.met)) process.exitCode = 1;
  } finally {
    await server?.stop();
    await db.end();
    await dropUnlessKept('supervision', generated);
  }
}

if (require.main === module) runAlone(() => scenarioPostgres('BENCH_SUPERVISION'), run);
