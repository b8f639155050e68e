/**
 * HTTP load benchmark: autocannon against homehotapps and getSiteConfig on the real server (fresh embedded
 * database with the demo campus, or BENCH_DATABASE_URL), and against a bare Fastify endpoint in the same run.
 * Reports req/s, p50/p99 latency and the ratio to the bare endpoint; writes bench/results/http.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { calls } from '../contract';

const root = path.resolve(__dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function start(script: string, env: NodeJS.ProcessEnv, readyPattern: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env } });
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 120 s`)), 120_000);
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (readyPattern.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function load(name: string, url: string) {
  await autocannon({ url, connections, duration: 1 }); // warm-up
  const r = await autocannon({ url, connections, duration });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { name, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99 };
}

async function main() {
  const port = 18000 + Math.floor(Math.random() * 1000);
  const results = [];

  const bare = await start('bench/bare-server.ts', { PORT: String(port + 1) }, /listening/);
  results.push(await load('bare fastify', `http://127.0.0.1:${port + 1}/bare`));
  await stop(bare);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'ch-bench-'));
  const env: NodeJS.ProcessEnv = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = await start('server/src/main.ts', env, /localhost:\d+\/v2\/site\/index/);
  try {
    results.push(await load('homehotapps', `http://127.0.0.1:${port}${calls.homehotapps.path}`));
    results.push(await load('getSiteConfig', `http://127.0.0.1:${port}${calls.getSiteConfig.path}`));
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
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
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
