/**
 * Fill-in benchmark, on PostgreSQL (a fresh campus database, created and dropped), with the real server in its own
 * process (bench/load.ts startServer):
 *
 * (a) a burst: submitFillin at BENCH_FILLIN_RATE a second (1,000) for BENCH_FILLIN_SECONDS (60) into one mission,
 *     each from another signed-in student (a session made from a shared seed), sent on schedule whatever the answers
 *     (open loop, through 256 keep-alive connections); the rate achieved, p50/p99 from each request's planned time,
 *     and a count check afterwards: every answered submission stored, none twice, the figures counting each person;
 * (b) statistics at scale: a daily mission with 1,000,000 submissions (generated in SQL with their figures, as the
 *     server keeps them), getFillStats of its latest period for the whole campus and for one school's holder, and the
 *     data center's figures over all its periods; p50/p99 (target p99 ≤ 200 ms);
 * (c) an export of 200,000 submissions (a multi mission's period) through HTTP, with the server process's resident
 *     memory sampled every 20 ms: its peak growth over the baseline (target < 100 MB), and the file read back.
 *
 * Prints the figures and writes bench/results/fillin.json. `npm run bench:fillin`; on BENCH_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/postgres (fails when none answers). BENCH_FILLIN_STATS (1000000),
 * BENCH_FILLIN_EXPORT (200000) and BENCH_FILLIN_SOCKETS (256) change the run; KEEP_BENCH_DB=1 keeps the database.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { calls } from '../contract';
import { SESSION_COOKIE } from '../contract/constants';
import { FillinRefusal } from '../contract/rules/fillin';
import { demoAccounts } from '../server/demo/campus/accounts';
import { demoMissions } from '../server/demo/campus/fillins';
import { campusDate } from '../server/src/domain/campus-time';
import { openDatabase } from '../server/src/db/connect';
import { fillinFigures } from '../server/src/modules/fillins/fillins.service';
import { createCampusDatabase } from './campus-database';
import { LeanPool } from './lean-client';
import { addBenchMission, addStudents, checkSubmissions, generateFigures, generateSubmissions, sessionToken, studentUid, type CountCheck } from './fillin/scenario';
import { cpuMeter, measure, runAlone, scenarioPostgres, startServer, type CpuPerRequest, type Row } from './load';

const root = path.resolve(__dirname, '..');
const RATE = Number(process.env.BENCH_FILLIN_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_FILLIN_SECONDS ?? 60);
const STATS_ROWS = Number(process.env.BENCH_FILLIN_STATS ?? 1_000_000);
const EXPORT_ROWS = Number(process.env.BENCH_FILLIN_EXPORT ?? 200_000);
const SOCKETS = Number(process.env.BENCH_FILLIN_SOCKETS ?? 256);
const WARM_UP = 2_000;
const REQUEST_TIMEOUT_MS = 60_000;

export const fillinTargets = { burstRate: RATE, burstP99ms: 300, statsP99ms: 200, exportRssGrowthMb: 100 };

const health = demoMissions[0];
/** The machine's load average over the last minute: other work on it slows every figure here. */
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0);
const refusals = new Map<number, string>(Object.entries(FillinRefusal).map(([name, e]) => [e, name]));

// ── (a) the burst ──────────────────────────────────────────────────────────────

interface Outcome {
  answer: string;
  id?: number;
  /** From the planned send time (what a student waits, queueing in the client included), and from the send. */
  ms: number;
  sentMs: number;
}

/** What an answer was: submitted (with the id), a refusal by its name, or an error (a 5xx, no envelope, no answer). */
function outcomeOf(status: number, text: string): Pick<Outcome, 'answer' | 'id'> {
  if (status >= 500) return { answer: `error: HTTP ${status}` };
  let envelope: { e: number; m: string; d: { id: number } | null };
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    return { answer: 'error: not an envelope' };
  }
  if (envelope.e === 0) return { answer: 'submitted', id: envelope.d?.id };
  return { answer: refusals.get(envelope.e) ?? `refused e=${envelope.e}: ${envelope.m}` };
}

async function send(pool: LeanPool, cookie: string, body: string, planned: number): Promise<Outcome> {
  const sent = performance.now();
  const finish = (outcome: Pick<Outcome, 'answer' | 'id'>) => ({ ...outcome, ms: performance.now() - planned, sentMs: performance.now() - sent });
  try {
    const res = await pool.request('POST', calls.submitFillin.path, { 'content-type': 'application/x-www-form-urlencoded', cookie }, body);
    return finish(outcomeOf(res.status, res.body));
  } catch (err) {
    return finish({ answer: `error: ${(err as Error).message}` });
  }
}

const values = (i: number) => JSON.stringify({ form1_1: (360 + (i % 10)) / 10, form1_2: i % 25 ? 'good' : 'unwell', form1_3: i % 9 ? 'campus' : 'city', form1_4: i % 11 ? 'no' : 'yes' });

/** `count` submissions at `rate` a second, each from the next student, sent on schedule; answers each outcome. */
async function burst(url: string, missionId: number, seed: string, first: number, count: number, rate: number): Promise<{ outcomes: Outcome[]; seconds: number }> {
  // Made beforehand, so the load generator's own work while sending is only the sending.
  const requests = Array.from({ length: count }, (_, i) => ({
    cookie: `${SESSION_COOKIE}=${sessionToken(seed, studentUid(first + i))}`,
    body: new URLSearchParams({ mission_id: String(missionId), period_num: '1', data: values(i), request_key: randomBytes(12).toString('base64url') }).toString(),
  }));
  const outcomes: Promise<Outcome>[] = [];
  const pool = new LeanPool(url, SOCKETS, REQUEST_TIMEOUT_MS);
  const start = performance.now() + 200;
  for (let i = 0; i < count; ) {
    const now = performance.now();
    for (; i < count && start + (i * 1000) / rate <= now; i++) outcomes.push(send(pool, requests[i].cookie, requests[i].body, start + (i * 1000) / rate));
    await sleep(2);
  }
  const all = await Promise.all(outcomes);
  pool.close();
  return { outcomes: all, seconds: (performance.now() - start) / 1000 };
}

interface BurstResult {
  requests: number;
  answers: Record<string, number>;
  submitted: number;
  achievedPerSec: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  p99FromSendMs: number;
  /** p99 of each ten seconds in order: a stall shows where it was. */
  p99ByTenSeconds: number[];
  cpuMsPerRequest: CpuPerRequest | null;
  check: CountCheck;
  loadAfter: number;
}

async function runBurst(url: string, pid: number, db: pg.Client, missionId: number, seed: string): Promise<BurstResult> {
  console.log(`fill-in burst: warming up with ${WARM_UP} submissions …`);
  const warm = (await burst(url, missionId, seed, 1, WARM_UP, 500)).outcomes.filter((o) => o.answer === 'submitted');
  const count = RATE * SECONDS;
  console.log(`fill-in burst: ${count} submissions at ${RATE}/s for ${SECONDS} s …`);
  const stop = await cpuMeter(pid, db);
  const { outcomes, seconds } = await burst(url, missionId, seed, WARM_UP + 1, count, RATE);
  const cpuMsPerRequest = await stop(outcomes.length);
  const answers: Record<string, number> = {};
  for (const o of outcomes) answers[o.answer] = (answers[o.answer] ?? 0) + 1;
  const ok = outcomes.filter((o) => o.answer === 'submitted');
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  // The mission holds the warm-up's submissions too.
  const check = await checkSubmissions(db, missionId, [...warm, ...ok].map((o) => o.id!));
  return {
    requests: outcomes.length,
    answers,
    submitted: ok.length,
    achievedPerSec: Math.round(ok.length / seconds),
    p50ms: percentile(sorted, 50),
    p99ms: percentile(sorted, 99),
    maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
    p99FromSendMs: percentile(outcomes.map((o) => o.sentMs).sort((a, b) => a - b), 99),
    p99ByTenSeconds: Array.from({ length: Math.ceil(outcomes.length / (RATE * 10)) }, (_, w) =>
      percentile(outcomes.slice(w * RATE * 10, (w + 1) * RATE * 10).map((o) => o.ms).sort((a, b) => a - b), 99),
    ),
    cpuMsPerRequest,
    loadAfter: loadAverage(),
    check: { ...check, rows: check.rows - warm.length, people: check.people - warm.length, counted: check.counted - warm.length },
  };
}

// ── (b) statistics at a million ────────────────────────────────────────────────

async function signIn(url: string, account: { account: string; password: string }): Promise<string> {
  const res = await fetch(`${url}${calls.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account.account, password: account.password }).toString(),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`sign-in of ${account.account} failed: ${res.status}`);
  return session.split(';')[0];
}

interface StatsResult {
  submissions: number;
  generatedSeconds: number;
  coldMs: number;
  rows: Row[];
  dataCenter: { periods: number; p50ms: number; p99ms: number };
  /** The stats' totals of the latest period against a count of its submissions. */
  agrees: boolean;
}

async function runStats(server: { url: string; pid: number }, db: pg.Client, kysely: Awaited<ReturnType<typeof openDatabase>>['db'], m: { id: number; appId: number; start: string; periods: number }, generatedSeconds: number): Promise<StatsResult> {
  const admin = await signIn(server.url, demoAccounts.admin);
  const counsellor = await signIn(server.url, demoAccounts.counsellor);
  const statsUrl = `${server.url}${calls.getFillStats.path}?mission_id=${m.id}&period_num=${m.periods}`;
  const cold = performance.now();
  const first = (await (await fetch(statsUrl, { headers: { cookie: admin } })).json()) as { e: number; d: { totals: { submitted: number } } };
  const coldMs = Math.round(performance.now() - cold);
  if (first.e !== 0) throw new Error(`getFillStats answered ${JSON.stringify(first).slice(0, 300)}`);
  const direct = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fillin_submissions WHERE mission_id = $1 AND period_num = $2', [m.id, m.periods]);
  const target = { pid: server.pid, db };
  const rows = [
    await measure('getFillStats, whole campus', { ...target, url: statsUrl }, { headers: { cookie: admin }, connections: 4, duration: 15 }),
    await measure("getFillStats, one school's holder", { ...target, url: statsUrl }, { headers: { cookie: counsellor }, connections: 4, duration: 15 }),
    await measure('getFillStats, whole campus, one department', { ...target, url: `${statsUrl}&department_id=${(await db.query<{ id: number }>("SELECT id FROM departments WHERE code = 'CS'")).rows[0].id}` }, { headers: { cookie: admin }, connections: 4, duration: 15 }),
  ];
  const times: number[] = [];
  const today = campusDate(new Date());
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    await fillinFigures(kysely, { appId: m.appId, groupBy: i % 2 ? 'department' : 'period', from: m.start, to: today, departments: 'all', lang: 'zh' });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { submissions: STATS_ROWS, generatedSeconds, coldMs, rows, dataCenter: { periods: m.periods, p50ms: percentile(times, 50), p99ms: percentile(times, 99) }, agrees: first.d.totals.submitted === direct.rows[0].n };
}

// ── (c) the export ─────────────────────────────────────────────────────────────

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

interface ExportResult {
  rows: number;
  rowsReadBack: number;
  megabytes: number;
  seconds: number;
  baselineRssMb: number;
  peakRssMb: number;
  growthMb: number;
}

async function runExport(server: { url: string; pid: number }, missionId: number): Promise<ExportResult> {
  const admin = await signIn(server.url, demoAccounts.admin);
  const file = path.join(tmpdir(), `fillin-export-${randomBytes(4).toString('hex')}.xlsx`);
  const baseline: number[] = [];
  for (let i = 0; i < 20; i++) {
    baseline.push(rssMb(server.pid));
    await sleep(50);
  }
  const baselineRssMb = Math.max(...baseline);
  let peak = baselineRssMb;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}${calls.exportFillSubmissions.path}?mission_id=${missionId}&period_num=1`, { headers: { cookie: admin } });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    await pipeline(res.body as unknown as NodeJS.ReadableStream, createWriteStream(file));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    let rowsReadBack = 0;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {});
    for await (const sheet of reader) {
      for await (const _row of sheet) rowsReadBack++;
      break;
    }
    const { size } = statSync(file);
    return {
      rows: Number(res.headers.get('x-total-rows')),
      rowsReadBack: rowsReadBack - 1,
      megabytes: Math.round(size / 1024 / 102.4) / 10,
      seconds: Math.round(seconds * 10) / 10,
      baselineRssMb: Math.round(baselineRssMb),
      peakRssMb: Math.round(peak),
      growthMb: Math.round((peak - baselineRssMb) * 10) / 10,
    };
  } finally {
    clearInterval(sampler);
    rmSync(file, { force: true });
  }
}

// ── the run ────────────────────────────────────────────────────────────────────

export async function runFillinBench(adminUrl: string) {
  const seed = randomBytes(16).toString('hex');
  const students = WARM_UP + RATE * SECONDS;
  console.log(`fill-in: making a campus database on ${new URL(adminUrl).host} …`);
  const campus = await createCampusDatabase(adminUrl);
  const db = new pg.Client({ connectionString: campus.url });
  await db.connect();
  const opened = await openDatabase({ databaseUrl: campus.url, dataDir: 'memory://' });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    console.log(`fill-in: ${students} students with sessions …`);
    await addStudents(db, students, seed);
    const today = campusDate(new Date());
    const daily = { period_kind: 'daily' as const, open_time: '00:00', close_time: '23:59', on_holidays: true, late_policy: 'accept' as const, remind_time: null };
    const burstMission = await addBenchMission(opened.db, '压测·每日健康打卡', health.form, { ...daily, start_date: today });

    const periods = Math.ceil(STATS_ROWS / students);
    const start = campusDate(new Date(Date.now() - (periods - 1) * 86_400_000));
    const statsMission = await addBenchMission(opened.db, '压测·百万填报统计', health.form, { ...daily, start_date: start });
    const exportMission = await addBenchMission(opened.db, '压测·导出', health.form, { period_kind: 'once', start_date: today, end_date: today, is_multi: true, remind_time: null });
    console.log(`fill-in: generating ${STATS_ROWS} submissions over ${periods} periods and ${EXPORT_ROWS} in one period, with their figures …`);
    const generating = performance.now();
    await generateSubmissions(db, { ...statsMission, startDate: start }, STATS_ROWS, 'periods');
    await generateFigures(db, statsMission.id);
    const generatedSeconds = Math.round((performance.now() - generating) / 100) / 10;
    await generateSubmissions(db, { ...exportMission, startDate: today }, EXPORT_ROWS, 'multi');
    await generateFigures(db, exportMission.id);
    console.log(`fill-in: generated in ${Math.round((performance.now() - generating) / 1000)} s`);

    server = await startServer(campus.url, { JOBS_POLL_MS: '0', DELIVERY_POLL_MS: '0' });
    const loadBefore = loadAverage();
    const burstResult = await runBurst(server.url, server.pid, db, burstMission.id, seed);
    const appOf = async (id: number) => (await db.query<{ app_id: number }>('SELECT app_id FROM fillin_missions WHERE id = $1', [id])).rows[0].app_id;
    const stats = await runStats(server, db, opened.db, { id: statsMission.id, appId: await appOf(statsMission.id), start, periods }, generatedSeconds);
    const exported = await runExport(server, exportMission.id);

    const met = {
      burstRate: burstResult.achievedPerSec >= RATE * 0.98,
      burstP99: burstResult.p99ms <= fillinTargets.burstP99ms,
      noneLostOrTwice: burstResult.check.lost === 0 && burstResult.check.duplicates === 0 && burstResult.check.rows === burstResult.submitted && burstResult.check.counted === burstResult.check.people,
      statsP99: stats.rows.every((r) => r.p99ms <= fillinTargets.statsP99ms),
      exportRss: exported.growthMb < fillinTargets.exportRssGrowthMb && exported.rowsReadBack === EXPORT_ROWS,
    };
    const version = (await db.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    const machineLoad = { beforeBurst: loadBefore, afterBurst: burstResult.loadAfter, atEnd: loadAverage() };
    const result = { at: new Date().toISOString(), engine: `postgresql ${version}`, cpus: cpus().length, machineLoad, sockets: SOCKETS, targets: fillinTargets, met, burst: burstResult, stats, export: exported };
    writeFileSync(path.join(root, 'bench/results/fillin.json'), JSON.stringify(result, null, 2));

    console.log(`fill-in on postgresql ${version}, ${cpus().length} CPUs; load average (1 min) before the burst ${machineLoad.beforeBurst}, after it ${machineLoad.afterBurst}, at the end ${machineLoad.atEnd}`);
    console.log(`(a) burst: ${RATE}/s for ${SECONDS} s into one mission, ${SOCKETS} connections`);
    console.table([{ requests: burstResult.requests, submitted: burstResult.submitted, 'achieved /s': burstResult.achievedPerSec, p50ms: burstResult.p50ms, p99ms: burstResult.p99ms, maxMs: burstResult.maxMs, 'p99 from send': burstResult.p99FromSendMs }]);
    console.log('answers:', burstResult.answers, 'check:', burstResult.check);
    console.log('p99 of each ten seconds:', burstResult.p99ByTenSeconds, 'CPU ms per submission (server / postgres / load generator):', burstResult.cpuMsPerRequest);
    console.log(`(b) statistics of a mission with ${STATS_ROWS} submissions (generated in ${generatedSeconds} s; first request ${stats.coldMs} ms)`);
    console.table(stats.rows.map(({ cpuMsPerRequest: cpu, ...r }) => ({ ...r, cpuMs: cpu ? `${cpu.server} / ${cpu.postgres ?? '-'} / ${cpu.loadGenerator}` : '' })));
    console.log(`data center figures over ${periods} periods: p50 ${stats.dataCenter.p50ms} ms, p99 ${stats.dataCenter.p99ms} ms; totals agree with a count: ${stats.agrees}`);
    console.log(`(c) export of ${exported.rows} rows: ${exported.megabytes} MB in ${exported.seconds} s, server RSS ${exported.baselineRssMb} → ${exported.peakRssMb} MB (+${exported.growthMb} MB), ${exported.rowsReadBack} rows read back`);
    console.log('targets met:', met);
    return result;
  } finally {
    await server?.stop();
    await opened.close();
    await db.end();
    if (process.env.KEEP_BENCH_DB === '1') console.log(`kept ${campus.url}`);
    else await campus.drop();
  }
}

if (require.main === module) runAlone(() => scenarioPostgres('BENCH_FILLIN'), runFillinBench);
