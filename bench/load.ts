/**
 * The load harness the scenario benchmarks share: a measured autocannon run that fails on any error answer, the CPU
 * time each request cost the server process, the PostgreSQL backends and the load generator (from /proc, where
 * PostgreSQL runs on this machine), the bare Fastify yardstick and the real server in its own process on a
 * PostgreSQL database. BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) set each run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { defaultAdminUrl } from './campus-database';
import { freePort, startProcess, stopProcess } from './server-process';

export const duration = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * The PostgreSQL server a scenario at scale runs on: BENCH_DATABASE_URL, else the local one; null when none answers
 * or the scenario's switch (`BENCH_WORKFLOW=0`, say) turns it off.
 */
export async function scenarioPostgres(switchVar: string): Promise<string | null> {
  if (process.env[switchVar] === '0') return null;
  const url = process.env.BENCH_DATABASE_URL ?? defaultAdminUrl;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** CPU milliseconds one request cost each party, or null where they cannot be read. */
export interface CpuPerRequest {
  /** Every server process together. */
  server: number;
  postgres: number | null;
  loadGenerator: number;
  /** The reverse proxy's processes, where the requests went through one. */
  proxy?: number;
}

export interface Row {
  name: string;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  requests: number;
  cpuMsPerRequest: CpuPerRequest | null;
}

// ── CPU accounting ─────────────────────────────────────────────────────────────

/** User + system CPU milliseconds of a process so far, from /proc; null when it cannot be read. */
function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** User + system CPU milliseconds of several processes together; null when any cannot be read. */
function processesCpuMs(pids: readonly number[]): number | null {
  let total = 0;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    total += ms;
  }
  return total;
}

/**
 * Starts counting CPU time of the server process (or processes), this database's PostgreSQL backends (when they run
 * on this machine), this process (the load generator) and the proxy's processes if given; the returned function ends
 * it, per request.
 */
export async function cpuMeter(
  serverPid: number | readonly number[],
  db: pg.Client | null,
  proxyPids: readonly number[] = [],
): Promise<(requests: number) => Promise<CpuPerRequest | null>> {
  const serverPids = typeof serverPid === 'number' ? [serverPid] : serverPid;
  const backends = async () => {
    if (!db) return [];
    const r = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return r.rows.map((row) => row.pid).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
  };
  const before = new Map<number, number>();
  for (const pid of await backends()) before.set(pid, processCpuMs(pid) ?? 0);
  const server = processesCpuMs(serverPids);
  const proxy = proxyPids.length > 0 ? processesCpuMs(proxyPids) : null;
  const self = process.cpuUsage();
  return async (requests) => {
    const serverAfter = processesCpuMs(serverPids);
    const proxyAfter = proxy === null ? null : processesCpuMs(proxyPids);
    const selfUsed = process.cpuUsage(self);
    if (server === null || serverAfter === null || requests === 0) return null;
    let postgres: number | null = null;
    if (db) {
      postgres = 0;
      // A backend that started meanwhile counts from zero; one that ended meanwhile is lost (the pool keeps them).
      for (const pid of new Set([...before.keys(), ...(await backends())])) postgres += (processCpuMs(pid) ?? before.get(pid) ?? 0) - (before.get(pid) ?? 0);
      if (before.size === 0 && postgres === 0) postgres = null;
    }
    const per = (ms: number) => Math.round((ms / requests) * 1000) / 1000;
    return {
      server: per(serverAfter - server),
      postgres: postgres === null ? null : per(postgres),
      loadGenerator: per((selfUsed.user + selfUsed.system) / 1000),
      ...(proxy !== null && proxyAfter !== null ? { proxy: per(proxyAfter - proxy) } : {}),
    };
  };
}

// ── load ───────────────────────────────────────────────────────────────────────

export interface Target {
  url: string;
  /** The server process, or all of them when several answer behind a proxy. */
  pid: number | readonly number[];
  db: pg.Client | null;
  /** The proxy's processes the requests go through, if any. */
  proxyPids?: readonly number[];
}

/** One measured autocannon run, failing on any error answer. `amount` runs a fixed number of requests instead of a time. */
export async function measure(name: string, target: Target, options: Omit<autocannon.Options, 'url'>, amount?: number): Promise<Row> {
  const stop = await cpuMeter(target.pid, target.db, target.proxyPids);
  const r = await autocannon({ url: target.url, connections, ...options, ...(amount !== undefined ? { amount, timeout: 30 } : { duration }) });
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  const requests = amount ?? r.requests.total;
  return {
    name,
    // A fixed amount of work: its rate is that amount over the time it took.
    reqPerSec: amount !== undefined ? Math.round(amount / r.duration) : Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    requests,
    cpuMsPerRequest: await stop(requests),
  };
}

/** The bare Fastify yardstick in its own process, answering at `url` (…/bare). */
export async function startBare(): Promise<{ url: string; port: number; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/bare`;
  const child = await startProcess('bench/bare-server.ts', { PORT: String(port) }, url);
  return { url, port, pid: child.pid!, stop: () => stopProcess(child) };
}

export async function bare(): Promise<Row> {
  const yardstick = await startBare();
  try {
    await autocannon({ url: yardstick.url, connections, duration: 1 });
    return await measure('bare fastify', { url: yardstick.url, pid: yardstick.pid, db: null }, {});
  } finally {
    await yardstick.stop();
  }
}

/** The real server on the campus database, in its own process; `settings` add to its environment. */
export async function startServer(databaseUrl: string, settings: Record<string, string> = {}): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ch-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '100000', ...settings };
  const child = await startProcess('server/src/main.ts', env, `${url}/readyz`).catch((err: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a scenario as a script of its own, on the PostgreSQL server `find` names; fails when none answers. */
export function runAlone(find: () => Promise<string | null>, run: (adminUrl: string) => Promise<unknown>): void {
  find()
    .then((url) => {
      if (!url) throw new Error(`no PostgreSQL answers at ${process.env.BENCH_DATABASE_URL ?? defaultAdminUrl}: set BENCH_DATABASE_URL`);
      return run(url);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
