/**
 * HTTP load benchmark: autocannon against the home's and the hall's calls (homehotapps, getSiteConfig, a service's detail, the
 * hall's first page, banners, header links, hot keywords) on the real server (fresh embedded
 * database with the demo campus, or BENCH_DATABASE_URL), and against a bare Fastify endpoint in the same run.
 * Reports req/s, p50/p99 latency and the ratio to the bare endpoint; writes bench/results/http.json.
 * Then the workflow, search and hall benchmarks at scale (bench/workflow.bench.ts, bench/search.bench.ts,
 * bench/hall.bench.ts) when PostgreSQL answers; BENCH_WORKFLOW=0, BENCH_SEARCH=0 and BENCH_HALL=0 skip them.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { calls, type AppCard, type Envelope } from '../contract';
import { freePort, startDemoServer, startProcess, stopProcess } from './server-process';
import { hallMissing, hallPostgres, runHallBench } from './hall.bench';
import { runSearchBench, searchPostgres } from './search.bench';
import { runWorkflowBench, workflowPostgres } from './workflow.bench';

const root = path.resolve(__dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function load(name: string, url: string) {
  await autocannon({ url, connections, duration: 1 }); // warm-up
  const r = await autocannon({ url, connections, duration });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { name, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99 };
}

async function main() {
  const results = [];

  const barePort = await freePort();
  const bare = await startProcess('bench/bare-server.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);
  results.push(await load('bare fastify', `http://127.0.0.1:${barePort}/bare`));
  await stopProcess(bare);

  const server = await startDemoServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
  try {
    results.push(await load('homehotapps', `${server.url}${calls.homehotapps.path}`));
    results.push(await load('getSiteConfig', `${server.url}${calls.getSiteConfig.path}`));
    const hot = (await (await fetch(`${server.url}${calls.homehotapps.path}`)).json()) as Envelope<AppCard[]>;
    results.push(await load('getAppDetail', `${server.url}${calls.getAppDetail.path}?id=${hot.d[0].id}`));
    results.push(await load('getAppCatalog', `${server.url}${calls.getAppCatalog.path}?page_size=20`));
    results.push(await load('cHomeGetBanners', `${server.url}${calls.cHomeGetBanners.path}`));
    results.push(await load('cHomeGetLinks', `${server.url}${calls.cHomeGetLinks.path}?type=1`));
    results.push(await load('searchWords', `${server.url}${calls.searchWords.path}`));
  } finally {
    await server.stop();
  }

  const base = results[0].reqPerSec;
  const rows = results.map((r) => ({ ...r, ratioToBare: Math.round((r.reqPerSec / base) * 100) / 100 }));
  const engine = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
  writeFileSync(
    path.join(root, 'bench/results/http.json'),
    JSON.stringify({ at: new Date().toISOString(), engine, connections, durationSeconds: duration, results: rows }, null, 2),
  );
  console.log(`engine ${engine}, ${connections} connections, ${duration} s each`);
  console.table(rows);

  const postgres = await workflowPostgres();
  if (postgres) await runWorkflowBench(postgres);
  else console.log('workflow benchmark skipped: no PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432 (or BENCH_WORKFLOW=0)');

  const searchDb = await searchPostgres();
  if (searchDb) await runSearchBench(searchDb);
  else console.log('search benchmark skipped: no PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432 (or BENCH_SEARCH=0)');

  const hallDb = await hallPostgres();
  const noClient = hallMissing();
  if (hallDb && !noClient) await runHallBench(hallDb);
  else console.log(`hall benchmark skipped: ${noClient ?? 'no PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432 (or BENCH_HALL=0)'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
