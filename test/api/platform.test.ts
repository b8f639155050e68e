/** The server as a whole: OpenAPI from the contract, the H5 shell with history fallback, the data folder lock and restarts. */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callList } from '../../contract';
import { migrateToLatest, openDatabase, DataDirLockedError } from '../../server/src/db/connect';
import { isSeeded } from '../../server/demo';
import { embeddedTemplate } from '../support/template-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the server', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'ch-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title><div id="app"></div>');
    mkdirSync(path.join(staticDir, 'js'));
    writeFileSync(path.join(staticDir, 'js', 'app.1234abcd.js'), 'console.log(1)');
    server = await startTestServer({ seed: false, staticDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('publishes OpenAPI 3 with exactly the implemented calls, named as in the spec', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path: p, method: method.toUpperCase(), name: op.operationId })),
    );
    // The calls this server answers: each call of the table with a route (the rest are absent, not faked).
    const implemented = callList.filter((c) => server.app.hasRoute({ method: c.method, url: c.path })).map((c) => c.name);
    expect(implemented.length).toBeGreaterThan(0);
    expect(operations.map((o) => o.name).sort()).toEqual([...implemented].sort());
    for (const op of operations) {
      const call = callList.find((c) => c.name === op.name);
      expect({ path: op.path, method: op.method }).toEqual({ path: call?.path, method: call?.method });
    }
  });

  it.each(['/v2/site/index', '/v2/site/login', '/v2/no/such/page'])('serves the H5 shell for %s', async (route) => {
    const res = await fetch(`${server.url}${route}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="app">');
  });

  it('serves hashed assets with a long cache and redirects the root to the home page', async () => {
    const asset = await fetch(`${server.url}/v2/js/app.1234abcd.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/v2/site/index');
  });

  it('answers an unknown API path with the envelope, not an HTML page', async () => {
    const res = await fetch(`${server.url}/api/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ e: 404, m: '请求的接口不存在', d: null });
  });

  it('says it is live, and ready when its database answers', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ e: 0, m: 'ok', d: { live: 'ok' } });
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ e: 0, m: 'ok', d: { db: 'ok' } });
  });
});

describe('the embedded data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ch-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is kept across restarts, and a seeded campus is known as seeded', async () => {
    // The run's seeded campus copied into the folder: seeding a folder from scratch is the start-up test's first start.
    const first = await openDatabase({ dataDir, copyOf: embeddedTemplate() });
    await migrateToLatest(first.db);
    expect(await isSeeded(first.db)).toBe(true);
    const count = async (db: typeof first.db) => (await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const users = await count(first.db);
    expect(users).toBeGreaterThan(300);
    await first.db.insertInto('users').values({ uid: 'restart-check', number: 'restart-check', name: '重启检查', identity_type: 'other', department_id: null, mobile: null, email: null, password_hash: null, person_id: null }).execute();

    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateToLatest(second.db);
    expect(await isSeeded(second.db)).toBe(true);
    expect(await count(second.db)).toBe(users + 1);
    await second.close();
  });

  it('makes a second server process on the same folder refuse to start with a clear message', async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, DATA_DIR: dataDir, PORT: '0', NODE_OPTIONS: '' },
        });
        let output = '';
        child.stdout.on('data', (c) => (output += c));
        child.stderr.on('data', (c) => (output += c));
        child.on('exit', (code) => resolve({ code, output }));
      });
      expect(code).toBe(1);
      expect(output).toContain(`The data folder ${dataDir} is already in use by another Campus Hall server`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      await holder.close();
    }
  });
});
