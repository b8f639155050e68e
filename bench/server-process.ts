/**
 * Servers under benchmark run in their own Node process, as in production, so the load generator or the Lighthouse
 * driver does not share their event loop. Ready means answering HTTP, not printing a particular line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(__dirname, '..');
const startTimeoutMs = 120_000;

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `script` with tsx and resolves once `readyUrl` answers 2xx; rejects with the output if it exits first.
 * BENCH_CPU_PROF_DIR=<dir> writes each started process's V8 CPU profile there when it stops (open it in Chrome's
 * DevTools), which is how to see where a scenario's server time goes.
 */
export async function startProcess(script: string, env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  let exited: number | null | undefined;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code) => (exited = code));

  const deadline = Date.now() + startTimeoutMs;
  while (exited === undefined && Date.now() < deadline) {
    const ok = await fetch(readyUrl).then((r) => r.ok, () => false);
    if (ok) return child;
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error(`${script} ${exited === undefined ? `did not answer ${readyUrl} in ${startTimeoutMs / 1000} s` : `exited with ${exited}`}:\n${output}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface DemoServerOptions {
  /** The built H5 client to serve under /v2/ (default: the server's own default, dist/h5). */
  staticDir?: string;
  /** PostgreSQL instead of a fresh embedded database. */
  databaseUrl?: string;
}

/** The real server (server/src/main.ts) on a free port with a fresh data folder, so it seeds the demo campus. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ch-bench-'));
  const env: NodeJS.ProcessEnv = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (options.staticDir) env.STATIC_DIR = options.staticDir;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const url = `http://127.0.0.1:${port}`;
  try {
    const child = await startProcess('server/src/main.ts', env, `${url}/readyz`);
    return {
      url,
      stop: async () => {
        await stopProcess(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
