/**
 * Booking burst benchmark: 2,000 study seats whose booking opens at one second, and 10,000 simulated students who
 * each try three times within the next 10 s (the first try between half a second early and a second and a half
 * late, each next one once the last was answered and no sooner than planned), all for the same slot. Run on
 * PostgreSQL (a fresh campus database, created and dropped) and on the embedded database, each with the real server
 * in its own process (bench/booking/server.ts). Students are already signed in (sessions made from a shared seed)
 * and reach the server through 256 keep-alive connections, as through a proxy.
 *
 * Reports per engine: the answers (booked, each refusal, errors: a 5xx, a non-envelope answer or no answer), the
 * share answered booked or with a clear refusal, latency p50/p99 from each request's sending, and the SQL check
 * afterwards: no unit held twice at overlapping times (0 oversold), seats held, the most any student holds. Prints
 * the figures and writes bench/results/booking.json; timings are not asserted.
 *
 * `npm run bench:booking`; on BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres (skipped when none
 * answers, or BENCH_BOOKING_POSTGRES=0); BENCH_BOOKING_PGLITE=0 skips the embedded run. BENCH_BOOKING_SEATS (2000),
 * BENCH_BOOKING_STUDENTS (10000), BENCH_BOOKING_ATTEMPTS (3), BENCH_BOOKING_WINDOW_S (10) and BENCH_BOOKING_SOCKETS
 * (256) change the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { calls } from '../contract';
import { SESSION_COOKIE } from '../contract/constants';
import { BookingRefusal } from '../contract/rules/booking';
import { createCampusDatabase } from './campus-database';
import type { Ask } from './booking/server';
import { sessionToken, studentUids, type Check, type OpenedSeats } from './booking/scenario';
import { scenarioPostgres } from './load';
import { LeanPool, type LeanAnswer } from './lean-client';
import { freePort } from './server-process';

const root = path.resolve(__dirname, '..');
const SEATS = Number(process.env.BENCH_BOOKING_SEATS ?? 2000);
const STUDENTS = Number(process.env.BENCH_BOOKING_STUDENTS ?? 10_000);
const ATTEMPTS = Number(process.env.BENCH_BOOKING_ATTEMPTS ?? 3);
const WINDOW_MS = Number(process.env.BENCH_BOOKING_WINDOW_S ?? 10) * 1000;
const SOCKETS = Number(process.env.BENCH_BOOKING_SOCKETS ?? 256);
/** The opening is the next whole minute at least this far away, so everyone is ready before it. */
const LEAD_MS = 5_000;
const REQUEST_TIMEOUT_MS = 120_000;

const REFUSALS = new Map<number, string>(Object.entries(BookingRefusal).map(([name, e]) => [e, name]));

// ── the server ─────────────────────────────────────────────────────────────────

interface BenchServer {
  url: string;
  engine: string;
  ask<T>(ask: Ask, answer: string): Promise<T>;
  stop(): Promise<void>;
}

async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ch-bench-booking-'));
  // BENCH_CPU_PROF_DIR=<dir> writes the server's V8 CPU profile there when it stops, as the other benchmarks do.
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/booking/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (m.type !== type) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(m);
      };
      const onExit = (code: number | null) => reject(new Error(`the booking bench server exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const ready = await next('ready');
  return {
    url: `http://127.0.0.1:${port}`,
    engine: String(ready.engine),
    async ask<T>(ask: Ask, answer: string) {
      const reply = next(answer);
      child.send(ask);
      return (await reply) as T;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' } satisfies Ask);
      await exited;
    },
  };
}

// ── the students ───────────────────────────────────────────────────────────────

interface Outcome {
  answer: string;
  /** When it was sent (epoch ms) and how long its answer took. */
  sentAt: number;
  ms: number;
}

/** One makeReservation over the shared connections: the answer's name and the time from sending to its end. */
async function reserve(pool: LeanPool, cookie: string, body: string): Promise<Outcome> {
  const started = performance.now();
  const sentAt = Date.now();
  const done = (answer: string) => ({ answer, sentAt, ms: performance.now() - started });
  let res: LeanAnswer;
  try {
    res = await pool.request('POST', calls.makeReservation.path, { 'content-type': 'application/x-www-form-urlencoded', cookie }, body);
  } catch (err) {
    return done(`error: ${(err as Error).message}`);
  }
  if (res.status >= 500) return done(`error: HTTP ${res.status}`);
  try {
    const envelope = JSON.parse(res.body) as { e: number; m: string; d: { status?: string } | null };
    if (envelope.e === 0) return done(envelope.d?.status ?? 'booked');
    if (!envelope.m) return done(`error: e=${envelope.e} without a message`);
    return done(REFUSALS.get(envelope.e) ?? (res.status === 429 ? 'RATE_LIMITED' : `refused e=${envelope.e}`));
  } catch {
    return done('error: not an envelope');
  }
}

/** Request keys, one per try: unique within a run (each run has a fresh database), and cheap to make. */
let tries = 0;

const between = (from: number, to: number) => from + Math.random() * (to - from);

/** A student's tries: planned times within the window, each sent once the last was answered. */
async function student(pool: LeanPool, seats: OpenedSeats, cookie: string, opening: number, outcomes: Outcome[]): Promise<void> {
  const planned: number[] = [];
  let at = opening + between(-500, 1500);
  for (let i = 0; i < ATTEMPTS; i++) {
    planned.push(at);
    at = between(at, opening + WINDOW_MS);
  }
  for (const time of planned.sort((a, b) => a - b)) {
    const wait = time - Date.now();
    if (wait > 0) await sleep(wait);
    const body = new URLSearchParams({ id: String(seats.resourceId), date: seats.date, start: seats.start, request_key: `try-${String(++tries).padStart(6, '0')}` }).toString();
    outcomes.push(await reserve(pool, cookie, body));
  }
}

// ── one engine ─────────────────────────────────────────────────────────────────

const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0);

export interface EngineResult {
  engine: string;
  seats: number;
  students: number;
  requests: number;
  answers: Record<string, number>;
  booked: number;
  errors: number;
  clearShare: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  lastAnswerAfterOpeningS: number;
  /** Per half second of sending, from the opening: requests sent, booked among them, p50 and p99 of their answers. */
  timeline: { fromS: number; sent: number; booked: number; p50ms: number; p99ms: number }[];
  /** The server process's CPU time over the burst (from opening the seats to the check), per request. */
  serverCpuMsPerRequest: number;
  /** The load generator's own CPU time over the burst, per request: it shares the machine's cores with the server. */
  clientCpuMsPerRequest: number;
  check: Check;
}

const SPAN_MS = 500;

function timelineOf(outcomes: Outcome[], opening: number): EngineResult['timeline'] {
  const spans = new Map<number, Outcome[]>();
  for (const o of outcomes) {
    const span = Math.floor((o.sentAt - opening) / SPAN_MS);
    const sent = spans.get(span);
    if (sent) sent.push(o);
    else spans.set(span, [o]);
  }
  return [...spans.keys()].sort((a, b) => a - b).map((span) => {
    const sent = spans.get(span)!;
    const ms = sent.map((o) => o.ms).sort((a, b) => a - b);
    return { fromS: (span * SPAN_MS) / 1000, sent: sent.length, booked: sent.filter((o) => o.answer === 'booked').length, p50ms: percentile(ms, 50), p99ms: percentile(ms, 99) };
  });
}

async function runEngine(name: string, env: Record<string, string>): Promise<EngineResult> {
  const seed = randomBytes(16).toString('hex');
  console.log(`booking on ${name}: preparing ${STUDENTS} students …`);
  const server = await startBenchServer({ ...env, BENCH_STUDENTS: String(STUDENTS), BENCH_TOKEN_SEED: seed });
  try {
    const opening = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
    const seats = await server.ask<OpenedSeats & { cpu: NodeJS.CpuUsage }>({ type: 'open', seats: SEATS, opensAt: new Date(opening).toISOString() }, 'opened');
    console.log(`booking on ${name}: ${SEATS} seats open at ${new Date(opening).toISOString()} (in ${Math.round((opening - Date.now()) / 1000)} s)`);
    const outcomes: Outcome[] = [];
    const clientCpu = process.cpuUsage();
    const cookies = studentUids(STUDENTS).map((uid) => `${SESSION_COOKIE}=${sessionToken(seed, uid)}`);
    const pool = new LeanPool(server.url, SOCKETS, REQUEST_TIMEOUT_MS);
    await Promise.all(cookies.map((cookie) => student(pool, seats, cookie, opening, outcomes)));
    pool.close();
    const lastAnswer = Date.now();
    const { cpu, ...check } = await server.ask<Check & { cpu: NodeJS.CpuUsage }>({ type: 'check', resourceId: seats.resourceId }, 'checked');
    const clientCpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(clientCpu));
    const serverCpuMs = (cpu.user + cpu.system - seats.cpu.user - seats.cpu.system) / 1000;

    const answers: Record<string, number> = {};
    for (const o of outcomes) answers[o.answer] = (answers[o.answer] ?? 0) + 1;
    const errors = outcomes.filter((o) => o.answer.startsWith('error')).length;
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    return {
      engine: server.engine === 'postgresql' ? name : 'pglite (embedded)',
      seats: SEATS,
      students: STUDENTS,
      requests: outcomes.length,
      answers,
      booked: answers.booked ?? 0,
      errors,
      clearShare: Math.round(((outcomes.length - errors) / outcomes.length) * 100_000) / 1000,
      p50ms: percentile(latencies, 50),
      p99ms: percentile(latencies, 99),
      maxMs: Math.round(latencies[latencies.length - 1] ?? 0),
      lastAnswerAfterOpeningS: Math.round((lastAnswer - opening) / 100) / 10,
      timeline: timelineOf(outcomes, opening),
      serverCpuMsPerRequest: Math.round((serverCpuMs / outcomes.length) * 1000) / 1000,
      clientCpuMsPerRequest: Math.round((clientCpuMs / outcomes.length) * 1000) / 1000,
      check,
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const results: EngineResult[] = [];
  const adminUrl = process.env.BENCH_BOOKING_POSTGRES === '0' ? null : await scenarioPostgres('BENCH_BOOKING');
  if (adminUrl) {
    console.log(`booking on postgresql: making a campus database on ${new URL(adminUrl).host} …`);
    const campus = await createCampusDatabase(adminUrl);
    try {
      results.push(await runEngine('postgresql', { DATABASE_URL: campus.url }));
    } finally {
      await campus.drop();
    }
  } else console.log('booking: no PostgreSQL answers, so only the embedded run');
  if (process.env.BENCH_BOOKING_PGLITE !== '0') results.push(await runEngine('pglite', {}));

  writeFileSync(path.join(root, 'bench/results/booking.json'), JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, attempts: ATTEMPTS, windowSeconds: WINDOW_MS / 1000, sockets: SOCKETS, results }, null, 2));
  console.log(`booking burst: ${SEATS} seats, ${STUDENTS} students × ${ATTEMPTS} tries within ${WINDOW_MS / 1000} s, ${SOCKETS} connections, ${cpus().length} CPUs`);
  console.table(
    results.map((r) => ({
      engine: r.engine,
      requests: r.requests,
      booked: r.booked,
      refused: r.requests - r.booked - r.errors,
      errors: r.errors,
      'clear %': r.clearShare,
      p50ms: r.p50ms,
      p99ms: r.p99ms,
      maxMs: r.maxMs,
      'done after s': r.lastAnswerAfterOpeningS,
      oversold: r.check.oversold,
      'seats held': r.check.unitsHeld,
      'most per student': r.check.mostPerStudent,
      'server CPU ms/request': r.serverCpuMsPerRequest,
      'client CPU ms/request': r.clientCpuMsPerRequest,
    })),
  );
  for (const r of results) {
    console.log(`${r.engine} answers:`, r.answers);
    console.log(`${r.engine} by half second of sending, from the opening:`);
    console.table(r.timeline);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
