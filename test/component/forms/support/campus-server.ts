/**
 * The real server with the demo campus, for component tests that must see what the server stores: the client under
 * test submits through its own request wrapper and reads the result back.
 *
 * The server runs as an operator starts it (server/src/main.ts) on a copy of a seeded data folder: seeding the
 * embedded database takes most of a minute, so one seeded folder is kept per version of the migrations and the seed
 * and copied for each suite. jsdom's page is at http://localhost, another origin than the server's, where a browser
 * would have the portal's own origin and its session cookie: a small proxy in front of the server stands in for
 * that (it answers CORS for jsdom's XMLHttpRequest, presents requests as same-origin, and adds the signed-in user's
 * session as a Bearer token, since jsdom's fetch keeps no cookies).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@contract/constants';

/** What this file uses of test/support/server-process.ts. */
interface ServerProcess {
  child: { kill(signal: 'SIGTERM'): void };
  running: Promise<number>;
  exited: Promise<number | null>;
}

// The API tests' process starter, loaded untyped: it is Node-side support, and the client's type check (which
// covers test/component) declares a process environment of its own that its spawn call does not fit.
const { startServerProcess } = require('../../../support/server-process') as {
  startServerProcess(env: Record<string, string>): ServerProcess;
};

const root = path.resolve(__dirname, '../../../..');
const PAGE_ORIGIN = 'http://localhost';

/** What the seeded folder depends on: the migrations, the seed and the contract they use. */
function seedVersion(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) hash.update(name).update(readFileSync(file));
    }
  };
  for (const dir of ['server/src/db', 'server/demo', 'contract']) walk(path.join(root, dir));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The seeded folder of this version, made once (the first suite to need it makes it; the others wait). */
async function seededFolder(): Promise<string> {
  const base = path.join(os.tmpdir(), `campus-hall-component-${seedVersion()}`);
  const folder = path.join(base, 'data');
  const ready = path.join(base, 'ready');
  const lock = path.join(base, 'lock');
  mkdirSync(base, { recursive: true, mode: 0o700 });
  for (;;) {
    if (existsSync(ready)) return folder;
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another suite is seeding; a lock older than the slowest seeding was left by a run that died.
      if (Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    rmSync(folder, { recursive: true, force: true });
    const server = startServerProcess({ PORT: '0', DATA_DIR: folder, JOBS_POLL_MS: '0' });
    await server.running;
    await stop(server);
    writeFileSync(ready, new Date().toISOString());
    return folder;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface CampusServer {
  /** Where the client under test sends its calls. */
  origin: string;
  /** Signs in through the server's own login call; later calls through `origin` carry this session. */
  signIn(account: string, password: string): Promise<void>;
  close(): Promise<void>;
}

function proxy(target: string, session: () => string | null): http.Server {
  return http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': PAGE_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type, accept-language, authorization',
      'access-control-allow-methods': 'GET, POST',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const headers = { ...req.headers, host: new URL(target).host, 'sec-fetch-site': 'same-origin' };
    delete headers.origin;
    const token = session();
    if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502, cors).end());
    req.pipe(upstream);
  });
}

export async function startCampusServer(): Promise<CampusServer> {
  const seeded = await seededFolder();
  const work = mkdtempSync(path.join(os.tmpdir(), 'campus-hall-suite-'));
  chmodSync(work, 0o700);
  const dataDir = path.join(work, 'data');
  cpSync(seeded, dataDir, { recursive: true });
  const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, JOBS_POLL_MS: '0' });
  const port = await server.running;
  const target = `http://127.0.0.1:${port}`;

  let token: string | null = null;
  const front = proxy(target, () => token);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  return {
    origin,
    async signIn(account, password) {
      const res = await fetch(`${target}/api/login/main`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: account, password }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (!cookie) throw new Error(`${account} could not sign in: ${await res.text()}`);
      token = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]);
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await stop(server);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
