/**
 * Workflow benchmark at scale, on PostgreSQL: a generated campus (bench/workflow/generate.ts: 20,000 people,
 * 250,000 instances, over 1,000,000 tasks) under the real server (its own Node process), measured with autocannon:
 *
 * - list-my-todo: getMyTodo (first page) for signed-in approvers who each have 50–500 pending to-dos;
 * - start: startMatter of a five-day leave request by students, each with its own start key;
 * - approve: approveTask of the first pending task of each instance those starts made (claiming it, the next task,
 *   audit steps, action log, timers and messages in one transaction), each task once, from several approvers at once;
 * - a bare Fastify endpoint in the same run, as the yardstick for the ratios.
 *
 * Each bench person signs in once (sign-in is rate limited per account and per address; the server is started with
 * a higher per-address limit so a few hundred people can sign in from 127.0.0.1) and the cookies are reused.
 * Where PostgreSQL runs on this machine, the CPU time each request cost the server process, the PostgreSQL
 * backends and the load generator is measured too (from /proc), which is what says where the time goes.
 * Writes bench/results/workflow.json and prints a table. The database is dropped at the end unless KEEP_BENCH_DB=1.
 *
 * Where it runs: `npm run bench` runs it after the HTTP scenarios whenever PostgreSQL answers, at BENCH_DATABASE_URL
 * or else postgres://postgres@127.0.0.1:5432/postgres (the new database goes on that server); BENCH_WORKFLOW=0 skips
 * it. Alone: `npm run bench:workflow`. BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_APPROVE_CONNECTIONS (16),
 * BENCH_COMPLETIONS (6000), BENCH_INSTANCES (250000) and BENCH_USERS (20000) change the run; BENCH_WORKFLOW_DB=<url>
 * runs on a database kept by an earlier KEEP_BENCH_DB=1 run instead of generating one (its earlier bench starts
 * stay in it).
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { calls } from '../contract';
import { SESSION_COOKIE } from '../contract/constants';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { bare, connections, duration, measure, runAlone, scenarioPostgres, startServer, type Row, type Target } from './load';
import { generateWorkflowDatabase, type GeneratedDatabase } from './workflow/generate';

const root = path.resolve(__dirname, '..');
export const approveConnections = Number(process.env.BENCH_APPROVE_CONNECTIONS ?? 16);
const completions = Number(process.env.BENCH_COMPLETIONS ?? 6000);
const PASSWORD = 'Bench@2026';

export const targets = { todoRatioToBare: 0.18, todoP99ms: 50, completionsPerSec: 500, completionP99ms: 100 };

/** The PostgreSQL server the workflow scenario runs on, or null when none answers. */
export const workflowPostgres = () => scenarioPostgres('BENCH_WORKFLOW');

/** Sessions of the real server, one sign-in each, a few at a time (each sign-in verifies an argon2 hash). */
async function signIn(url: string, uids: string[]): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const queue = [...uids];
  const worker = async () => {
    for (let uid = queue.shift(); uid !== undefined; uid = queue.shift()) {
      const res = await fetch(`${url}${calls.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: uid, password: PASSWORD }).toString(),
      });
      const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (!res.ok || !session) throw new Error(`sign-in of ${uid} failed: ${res.status} ${await res.text()}`);
      cookies.set(uid, session.split(';')[0]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return cookies;
}

/** A valid five-day leave request (past the short-leave branch, so it takes several approvers). */
const leaveValues = JSON.stringify({
  form1_1: 'personal',
  form1_2: ['2026-12-01 08:00', '2026-12-06 18:00'],
  form1_3: 5,
  form1_4: 'no',
  form1_6: '家中有事需要回家处理',
  form1_7: '王建国',
  form1_8: '13912345678',
});

/** The server (or the proxy in front of several) under load, the campus database and who signed in. */
export interface Bench extends Target {
  db: pg.Client;
  leaveId: number;
  starters: string[];
  cookies: Map<string, string>;
  passwordHash?: string;
}

let startSeq = 0;
const runId = Date.now().toString(36);
const formHeaders = (cookie: string) => ({ 'content-type': 'application/x-www-form-urlencoded', cookie });

/** startMatter requests by the starters in turn, each with a new start key. */
function startRequests(b: Bench): autocannon.Request[] {
  const values = encodeURIComponent(leaveValues);
  return [
    {
      method: 'POST',
      path: calls.startMatter.path,
      setupRequest: (req) => {
        const n = startSeq++;
        const uid = b.starters[n % b.starters.length];
        return { ...req, headers: formHeaders(b.cookies.get(uid)!), body: `app_id=${b.leaveId}&values=${values}&start_key=bench-${runId}-${n}&terminal=mobile` };
      },
    },
  ];
}

/** One pending approval task of each in-progress instance the bench started, with who holds it. */
async function pendingBenchTasks(db: pg.Client): Promise<{ id: string; uid: string }[]> {
  const r = await db.query<{ id: string; uid: string }>(`
    SELECT DISTINCT ON (i.id) t.id::text, t.assignee_uid AS uid
    FROM process_instances i JOIN process_tasks t ON t.instance_id = i.id
    WHERE i.start_key LIKE 'bench-%' AND i.status = 0 AND t.kind = 'approve' AND t.status = 0
    ORDER BY i.id, t.id`);
  return r.rows;
}

/** Bench people able to sign in (one shared password, hashed once) and signed in, once each. */
export async function people(b: Bench, uids: string[]): Promise<void> {
  const fresh = [...new Set(uids)].filter((uid) => !b.cookies.has(uid));
  if (fresh.length === 0) return;
  b.passwordHash ??= await hashPassword(PASSWORD);
  await b.db.query('UPDATE users SET password_hash = $1 WHERE uid = ANY($2)', [b.passwordHash, fresh]);
  for (const [uid, cookie] of await signIn(b.url, fresh)) b.cookies.set(uid, cookie);
}

/** approveTask of each task once, by its holder. */
async function approveRequests(b: Bench, tasks: { id: string; uid: string }[]): Promise<autocannon.Request[]> {
  const queue = [...tasks];
  await people(b, tasks.map((t) => t.uid));
  return [
    {
      method: 'POST',
      path: calls.approveTask.path,
      setupRequest: (req) => {
        const task = queue.shift();
        if (!task) throw new Error('more approvals than prepared tasks');
        return { ...req, headers: formHeaders(b.cookies.get(task.uid)!), body: `task_id=${task.id}&opinion=${encodeURIComponent('同意')}` };
      },
    },
  ];
}

// ── the run ────────────────────────────────────────────────────────────────────

export interface WorkflowResults {
  generated: Omit<GeneratedDatabase, 'drop' | 'url'> | null;
  results: (Row & { ratioToBare: number })[];
}

/**
 * A fresh campus (BENCH_INSTANCES, else `instances`, else the generator's 250,000; BENCH_USERS), or the kept one
 * BENCH_WORKFLOW_DB names (KEEP_BENCH_DB=1 prints it), which is then left alone. `label` starts the lines it prints.
 */
export async function campus(
  adminUrl: string,
  { label = 'workflow', instances }: { label?: string; instances?: number } = {},
): Promise<Pick<GeneratedDatabase, 'url' | 'drop'> & { summary: WorkflowResults['generated'] }> {
  const kept = process.env.BENCH_WORKFLOW_DB;
  if (kept) {
    console.log(`${label}: on the kept database ${new URL(kept).pathname.slice(1)}`);
    return { url: kept, drop: async () => undefined, summary: null };
  }
  console.log(`${label}: generating the campus on ${new URL(adminUrl).host} …`);
  const generated = await generateWorkflowDatabase({
    adminUrl,
    instances: process.env.BENCH_INSTANCES ? Number(process.env.BENCH_INSTANCES) : instances,
    users: process.env.BENCH_USERS ? Number(process.env.BENCH_USERS) : undefined,
  });
  const { drop, url, ...summary } = generated;
  console.log(`${label}: generated ${generated.name} in ${generated.seconds} s`, generated.counts);
  return { url, drop, summary };
}

/** The drop of a campus at the end of a run, unless it is to be kept (KEEP_BENCH_DB=1, or BENCH_WORKFLOW_DB named it). */
export async function dropUnlessKept(label: string, generated: Pick<GeneratedDatabase, 'url' | 'drop'>): Promise<void> {
  if (process.env.KEEP_BENCH_DB === '1' || process.env.BENCH_WORKFLOW_DB) console.log(`${label}: kept BENCH_WORKFLOW_DB=${generated.url}`);
  else await generated.drop();
}

/** Who takes part: approvers with a realistic pile of to-dos (50–500), students of the colleges, the leave request. */
export async function participants(db: pg.Client): Promise<{ listUsers: { uid: string; n: string }[]; starters: string[]; leaveId: number }> {
  const listUsers = (
    await db.query<{ uid: string; n: string }>(`
      SELECT t.assignee_uid AS uid, count(*) AS n FROM process_tasks t JOIN process_instances i ON i.id = t.instance_id
      WHERE t.kind = 'approve' AND t.status IN (0, 1) AND i.status = 0
      GROUP BY 1 HAVING count(*) BETWEEN 50 AND 500 ORDER BY 1 LIMIT 40`)
  ).rows;
  if (listUsers.length === 0) throw new Error('nobody has 50–500 pending to-dos: is this a generated campus?');
  const starters = (
    await db.query<{ uid: string }>(`
      SELECT u.uid FROM users u JOIN departments d ON d.id = u.department_id
      WHERE u.identity_type = 'student' AND u.status = 1 AND length(u.uid) = 12 AND d.kind = 'college'
      ORDER BY md5(u.uid) LIMIT 200`)
  ).rows.map((r) => r.uid);
  const leaveId = (await db.query<{ id: number }>("SELECT id FROM apps WHERE name = '学生请假申请'")).rows[0].id;
  return { listUsers, starters, leaveId };
}

/** list-my-todo: getMyTodo's first page, each connection going round the approvers (signed in), after a check and a warm-up. */
export async function measureTodo(b: Bench, listUsers: { uid: string; n: string }[]): Promise<Row> {
  const todoRequests = listUsers.map((u) => ({ method: 'GET' as const, path: calls.getMyTodo.path, headers: { cookie: b.cookies.get(u.uid)! } }));
  const sample = (await (await fetch(`${b.url}${calls.getMyTodo.path}`, { headers: todoRequests[0].headers })).json()) as { e: number; d: { total: number } };
  if (sample.e !== 0 || sample.d.total !== Number(listUsers[0].n)) throw new Error(`getMyTodo answered ${JSON.stringify(sample).slice(0, 300)}`);
  await autocannon({ url: b.url, connections, duration: 2, requests: todoRequests });
  return measure('list-my-todo', b, { requests: todoRequests });
}

/**
 * approveTask of `completions` pending bench tasks, each once, from `connections` approvers at once, after `warmup`
 * unmeasured ones; leave requests are started first (not measured) while too few are pending. Fails unless every
 * measured approval was recorded.
 */
export async function measureApprovals(b: Bench, options: { completions: number; warmup: number; connections: number }): Promise<Row> {
  const { completions: wanted, warmup } = options;
  const have = (await pendingBenchTasks(b.db)).length;
  if (have < wanted + warmup) await autocannon({ url: b.url, connections, amount: wanted + warmup - have, requests: startRequests(b) });
  const tasks = await pendingBenchTasks(b.db);
  await autocannon({ url: b.url, connections: options.connections, amount: warmup, requests: await approveRequests(b, tasks.slice(0, warmup)) });
  const measured = tasks.slice(warmup, warmup + wanted);
  const load = { connections: options.connections, requests: await approveRequests(b, measured) };
  const row = await measure('approve (approveTask)', b, load, measured.length);
  const done = await b.db.query<{ n: string }>('SELECT count(*) AS n FROM process_tasks WHERE id = ANY($1::bigint[]) AND status = 2', [measured.map((t) => t.id)]);
  if (Number(done.rows[0].n) !== measured.length) throw new Error(`only ${done.rows[0].n} of ${measured.length} approvals were recorded`);
  return row;
}

export async function runWorkflowBench(adminUrl: string): Promise<WorkflowResults> {
  const generated = await campus(adminUrl);
  const db = new pg.Client({ connectionString: generated.url });
  await db.connect();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const results: Row[] = [await bare()];
    const { listUsers, starters, leaveId } = await participants(db);

    server = await startServer(generated.url);
    const b: Bench = { url: server.url, pid: server.pid, db, leaveId, starters, cookies: new Map() };
    await people(b, [...listUsers.map((u) => u.uid), ...starters]);
    results.push(await measureTodo(b, listUsers));

    // Starts, then the approvals (measureApprovals starts enough more, not measured, first).
    await autocannon({ url: b.url, connections, amount: 200, requests: startRequests(b) });
    results.push(await measure('start (startMatter)', b, { requests: startRequests(b) }));
    results.push(await measureApprovals(b, { completions, warmup: 300, connections: approveConnections }));

    const base = results[0].reqPerSec;
    const rows = results.map((r) => ({ ...r, ratioToBare: Math.round((r.reqPerSec / base) * 1000) / 1000 }));
    const todo = rows.find((r) => r.name === 'list-my-todo')!;
    const approvals = rows.find((r) => r.name.startsWith('approve'))!;
    const met = {
      todoRatio: todo.ratioToBare >= targets.todoRatioToBare,
      todoP99: todo.p99ms <= targets.todoP99ms,
      completionsPerSec: approvals.reqPerSec >= targets.completionsPerSec,
      completionP99: approvals.p99ms <= targets.completionP99ms,
    };
    const version = (await db.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    const pending = listUsers.map((u) => Number(u.n));
    const todoUsers = { count: listUsers.length, pendingMin: Math.min(...pending), pendingMax: Math.max(...pending) };
    writeFileSync(
      path.join(root, 'bench/results/workflow.json'),
      JSON.stringify(
        { at: new Date().toISOString(), engine: `postgresql ${version}`, cpus: cpus().length, connections, approveConnections, durationSeconds: duration, generated: generated.summary, todoUsers, targets, met, results: rows },
        null,
        2,
      ),
    );
    console.log(
      `workflow on postgresql ${version}, ${cpus().length} CPUs; ${todoUsers.count} to-do users with ${todoUsers.pendingMin}–${todoUsers.pendingMax} pending; ` +
        `${connections} connections (${approveConnections} for approvals); CPU ms per request: server / postgres / load generator`,
    );
    console.table(
      rows.map(({ cpuMsPerRequest: cpu, ...r }) => ({ ...r, cpuMs: cpu ? `${cpu.server} / ${cpu.postgres ?? '-'} / ${cpu.loadGenerator}` : '' })),
    );
    console.log('targets met:', met);
    return { generated: generated.summary, results: rows };
  } finally {
    await server?.stop();
    await db.end();
    await dropUnlessKept('workflow', generated);
  }
}

if (require.main === module) runAlone(workflowPostgres, runWorkflowBench);
