/**
 * The session store, in the database and in Redis: sessions end one by one or all together, move to another
 * user, and a user keeps at most a capped number. Also through HTTP: the oldest sign-in stops working.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { calls, ErrorCode, SESSION_COOKIE } from '../../contract';
import { redisSessionStore, type SessionStore } from '../../server/src/modules/auth/session-store';
import { databaseSessionStore } from '../../server/src/modules/auth/session-store.queries';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';

const limits = { ttlMs: 60_000, maxPerUser: 3 };
const meta = { userAgent: 'jest', ip: '127.0.0.1' };
const student = demoAccounts.student.account;
const staff = demoAccounts.staff.account;

type Variant = { name: string; open(server: TestServer): { store: SessionStore; close(): Promise<void> } };
const variants: Variant[] = [
  ...bothEngines.map((engine) => ({ name: `database (${engine})`, engine, open: (s: TestServer) => ({ store: databaseSessionStore(s.db, limits), close: async () => undefined }) })),
  ...(process.env.TEST_REDIS_URL
    ? [{
        name: 'redis',
        open: () => {
          const redis = new Redis(process.env.TEST_REDIS_URL as string);
          const prefix = `ch:test:${randomBytes(4).toString('hex')}:`;
          return {
            store: redisSessionStore(redis, limits, prefix),
            close: async () => {
              const keys = await redis.keys(`${prefix}*`);
              if (keys.length) await redis.del(...keys);
              redis.disconnect();
            },
          };
        },
      }]
    : []),
];

describe.each(variants)('session store: $name', (variant) => {
  let server: TestServer;
  let store: SessionStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    server = await startTestServer({ engine: (variant as { engine?: 'pglite' | 'postgresql' }).engine ?? 'pglite' });
    ({ store, close } = variant.open(server));
  });
  afterAll(async () => {
    await close?.();
    await server?.close();
  });
  beforeEach(async () => {
    await store.endAllForUser(student);
    await store.endAllForUser(staff);
  });

  it('finds a session by its token until it is destroyed', async () => {
    const { token, expiresAt } = await store.create(student, meta);
    expect(await store.get(token)).toEqual({ uid: student, expiresAt });
    expect(await store.get(`${token}x`)).toBeNull();
    await store.destroy(token);
    expect(await store.get(token)).toBeNull();
  });

  it('ends every session of one user and no one else', async () => {
    const a = await store.create(student, meta);
    const b = await store.create(student, meta);
    const other = await store.create(staff, meta);
    expect(await store.endAllForUser(student)).toBe(2);
    expect(await store.get(a.token)).toBeNull();
    expect(await store.get(b.token)).toBeNull();
    expect((await store.get(other.token))?.uid).toBe(staff);
  });

  it('moves a live session to another user, who can then end it', async () => {
    const { token } = await store.create(student, meta);
    expect(await store.moveToUser(token, staff)).toBe(true);
    expect((await store.get(token))?.uid).toBe(staff);
    expect(await store.endAllForUser(student)).toBe(0);
    expect(await store.endAllForUser(staff)).toBe(1);
    expect(await store.get(token)).toBeNull();
    expect(await store.moveToUser(token, student)).toBe(false);
  });

  it('keeps only the newest sessions of a user beyond the cap', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      tokens.push((await store.create(student, meta)).token);
      await new Promise((r) => setTimeout(r, 5));
    }
    const alive = await Promise.all(tokens.map(async (t) => (await store.get(t)) !== null));
    expect(alive).toEqual([false, false, true, true, true]);
  });
});

describe('sessions per user over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { maxSessionsPerUser: 2 } });
  });
  afterAll(() => server?.close());

  it('signs the oldest device out when the user signs in once more than the cap', async () => {
    const devices = [new ApiClient(server.url), new ApiClient(server.url), new ApiClient(server.url)];
    for (const device of devices) {
      await device.call(calls.login, { username: demoAccounts.guest.account, password: demoAccounts.guest.password });
      expect(device.cookies.has(SESSION_COOKIE)).toBe(true);
      await new Promise((r) => setTimeout(r, 5));
    }
    const answers = await Promise.all(devices.map(async (d) => (await d.call(calls.getUserName)).body.e));
    expect(answers).toEqual([ErrorCode.LOGIN_REQUIRED, 0, 0]);
  });
});
