/**
 * Starting the real server as an operator would: plain one-line failures, a data folder only its user can read,
 * restarts after a crash, the demo campus only where it is safe, the first administrator by command, and
 * replicas starting together on one empty PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { calls, ErrorCode } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { freePort } from '../../bench/server-process';
import { STACK_FRAME, startServerProcess } from '../support/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const withPostgres = adminUrl ? describe : describe.skip;

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'ch-start-'));
}

function modes(dir: string): { file: string; mode: number }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).map((e) => {
    const file = path.join(e.parentPath, e.name);
    return { file, mode: statSync(file).mode & 0o777 };
  });
}

describe('start-up failures say the cause and the fix in one line', () => {
  let blocker: Server;
  let busyPort: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    busyPort = (blocker.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('a port in use, before the data folder is touched', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const server = startServerProcess({ PORT: String(busyPort), DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`port ${busyPort} is in use: set PORT`);
    expect(server.output()).not.toMatch(STACK_FRAME);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('an unreachable PostgreSQL', async () => {
    const server = startServerProcess({ PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5999/campus' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('cannot reach PostgreSQL at 127.0.0.1:5999');
    expect(server.output()).not.toMatch(STACK_FRAME);
    expect(server.output()).not.toContain('migration');
  });

  (adminUrl ? it : it.skip)('a database that does not exist', async () => {
    const url = new URL(adminUrl as string);
    url.pathname = '/ch_no_such_database';
    const server = startServerProcess({ PORT: '0', DATABASE_URL: url.toString() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('database "ch_no_such_database" does not exist');
    expect(server.output()).not.toMatch(STACK_FRAME);
  });

  it('campus single sign-on in production without PUBLIC_URL', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'production', CAS_BASE_URL: 'https://cas.example.edu.cn/cas' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PUBLIC_URL is required when CAS_BASE_URL is set in production');
    expect(server.output()).not.toMatch(STACK_FRAME);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('an unreachable Redis, before the data folder is touched', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const closedPort = await freePort();
    const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`cannot reach Redis at 127.0.0.1:${closedPort}: start it, or fix REDIS_URL`);
    expect(server.output()).not.toMatch(STACK_FRAME);
    expect(server.output()).not.toContain('is running');
    expect(server.output().trim().split('\n')).toHaveLength(1);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('shows the stack when asked to debug', async () => {
    const server = startServerProcess({ PORT: String(busyPort), LOG_LEVEL: 'debug', DATA_DIR: path.join(tempDir(), 'data') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(STACK_FRAME);
  });
});

/** The embedded data folder the first suite seeds, copied where a test needs a seeded campus and not its seeding. */
const seededDir = path.join(tempDir(), 'data');
afterAll(() => rmSync(path.dirname(seededDir), { recursive: true, force: true }));

/** A data folder holding the demo campus: a copy of the one seeded already, or a new folder the server seeds. */
function seededCopy(dir: string): string {
  if (existsSync(seededDir)) cpSync(seededDir, dir, { recursive: true });
  return dir;
}

describe('the embedded data folder', () => {
  const dataDir = seededDir;

  it('is tightened to its user, refuses a second server, and restarts at once after a crash', async () => {
    mkdirSync(dataDir, { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'notes.txt'), 'left here', { mode: 0o644 });
    const first = startServerProcess({ PORT: '0', DATA_DIR: dataDir });
    await first.running;
    // The folder shuts others out; what was in it is tightened too (the embedded engine writes its files 0666).
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'notes.txt')).mode & 0o777).toBe(0o600);

    const second = startServerProcess({ PORT: '0', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by another Campus Hall server (pid ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await first.exited;
    const restartedAt = Date.now();
    const restarted = startServerProcess({ PORT: '0', DATA_DIR: dataDir });
    const port = await restarted.running;
    expect(modes(dataDir).filter((m) => m.mode & 0o077 && statSync(m.file).mtimeMs < restartedAt)).toEqual([]);
    expect(restarted.output()).not.toContain('demo campus seeded');
    const res = await new ApiClient(`http://127.0.0.1:${port}`).call(calls.getSiteConfig);
    expect(res.body.e).toBe(0);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});

describe('Redis going away while the server runs', () => {
  const root = tempDir();
  let redisPort: number;
  let redis: ChildProcess | undefined;
  /** A throwaway Redis on a port of this test's own, nothing saved; resolves once it accepts connections. */
  async function startRedis(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    redis = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${out}`)));
    });
  }
  async function stopRedis(): Promise<void> {
    const child = redis;
    redis = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  beforeAll(async () => {
    redisPort = await freePort();
  });
  afterAll(async () => {
    await stopRedis();
    rmSync(root, { recursive: true, force: true });
  });

  async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (;;) {
      const value = await probe();
      if (done(value)) return value;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('answers 503 with the envelope while it is away, logs one line when it goes and one when it is back, and signs in again', async () => {
    await startRedis();
    const server = startServerProcess({ PORT: '0', DATA_DIR: seededCopy(path.join(root, 'data')), REDIS_URL: `redis://127.0.0.1:${redisPort}`, LOG_LEVEL: 'info' });
    const api = new ApiClient(`http://127.0.0.1:${await server.running}`);
    const { account, password } = demoAccounts.student;
    const signIn = () => api.call(calls.login, { username: account, password });
    expect((await signIn()).body.e).toBe(0);

    await stopRedis();
    const refused = await until(signIn, (res) => res.status === 503);
    expect(refused.body).toEqual({ e: ErrorCode.SERVER_ERROR, m: '服务暂时不可用，请稍后再试', d: null });
    for (let i = 0; i < 5; i++) expect((await signIn()).status).toBe(503);
    // Pages that need no Redis still answer.
    expect((await api.call(calls.getSiteConfig)).body.e).toBe(0);

    await startRedis();
    expect((await until(signIn, (res) => res.status !== 503)).body.e).toBe(0);
    const lines = server.output().split('\n');
    expect(lines.filter((l) => l.includes(`Redis at 127.0.0.1:${redisPort} is unreachable`))).toHaveLength(1);
    expect(lines.filter((l) => l.includes(`Redis at 127.0.0.1:${redisPort} is back`))).toHaveLength(1);
    expect(server.output()).not.toMatch(STACK_FRAME);
    expect(server.output()).not.toContain('Unhandled error event');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('the demo campus in production', () => {
  const root = tempDir();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is not seeded into the embedded database with NODE_ENV=production, and start-up says how to ask for it', async () => {
    const server = startServerProcess({ PORT: '0', DATA_DIR: path.join(root, 'plain'), NODE_ENV: 'production' });
    const api = new ApiClient(`http://127.0.0.1:${await server.running}`);
    expect(server.output()).toContain('NODE_ENV=production: no demo campus; set SEED_DEMO=1 to seed it');
    expect(server.output()).toContain('npm run create-admin');
    expect(server.output()).not.toContain(demoAccounts.admin.password);
    expect((await api.call(calls.login, { username: demoAccounts.admin.account, password: demoAccounts.admin.password })).body.e).not.toBe(0);
    expect((await api.call(calls.openTokenGet, { appid: 'card', secret: 'demo-card-secret', code: 'x' })).body.m).toBe('应用凭据无效');
    expect((await api.call(calls.debugLog, { type: 'page', data: 'x' })).body.e).not.toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('is seeded there with SEED_DEMO=1', async () => {
    const server = startServerProcess({ PORT: '0', DATA_DIR: path.join(root, 'demo'), NODE_ENV: 'production', SEED_DEMO: '1' });
    const api = new ApiClient(`http://127.0.0.1:${await server.running}`);
    expect(server.output()).toContain('demo campus seeded');
    expect((await api.call(calls.login, { username: demoAccounts.admin.account, password: demoAccounts.admin.password })).body.e).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

withPostgres('on PostgreSQL', () => {
  const created: string[] = [];
  async function freshDatabase(): Promise<string> {
    const name = `ch_start_${Date.now()}_${created.length}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    await admin.end();
    created.push(name);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  }
  async function query<T>(url: string, text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('seeds no demo accounts unless SEED_DEMO=1, and creates the first administrator by command', async () => {
    const url = await freshDatabase();
    const server = startServerProcess({ PORT: '0', DATABASE_URL: url });
    const port = await server.running;
    expect(server.output()).toContain('npm run create-admin');
    expect(server.output()).not.toContain('Admin@2026');
    expect(await query(url, 'SELECT uid FROM users')).toEqual([]);

    const weak = startServerProcess({ DATABASE_URL: url }, 'server/src/cli/create-admin.ts', 'short\n');
    expect(await weak.exited).toBe(1);
    expect(weak.output()).toContain('At least 8 characters');

    const create = startServerProcess({ DATABASE_URL: url }, 'server/src/cli/create-admin.ts', 'Chosen@Pass1\n');
    expect(await create.exited).toBe(0);
    expect(create.output()).toContain('Administrator admin created');
    const api = new ApiClient(`http://127.0.0.1:${port}`);
    expect((await api.call(calls.login, { username: 'admin', password: 'Chosen@Pass1' })).body.e).toBe(0);
    expect((await api.call<{ issuper: number }>(calls.getAllAuth)).body.d.issuper).toBe(1);
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('lets two servers start at the same moment on one empty database: one seeds, both serve', async () => {
    const url = await freshDatabase();
    const servers = [0, 1].map(() => startServerProcess({ PORT: '0', DATABASE_URL: url, SEED_DEMO: '1' }));
    const ports = await Promise.all(servers.map((s) => s.running));
    expect(servers.filter((s) => s.output().includes('demo campus seeded'))).toHaveLength(1);
    for (const port of ports) {
      expect((await new ApiClient(`http://127.0.0.1:${port}`).call(calls.homehotapps)).body.e).toBe(0);
    }
    // Only the printed demo accounts have a password.
    const withPassword = await query<{ uid: string }>(url, 'SELECT uid FROM users WHERE password_hash IS NOT NULL ORDER BY uid');
    expect(withPassword.map((u) => u.uid).sort()).toEqual(Object.values(demoAccounts).map((a) => a.account).sort());
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
  });
});
