/**
 * What the booking suites share: a server whose clock the test moves (AppDeps.now; the booking timers run on the
 * same clock, driven by hand), campus people signed in with a password of the suite's, and resources of the suite's
 * own, added through the bookings area's service.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { Booking } from '../../contract/calls/bookings';
import { startJobRunner } from '../../server/src/jobs';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { bookingsArea } from '../../server/src/modules/bookings';
import { paymentsArea } from '../../server/src/modules/payments';
import { addResource, type NewResource } from '../../server/src/modules/bookings/resources.service';
import { type ApiClient, signedInClient } from '../support/http-client';
import { startTestServer, type Engine, type TestServer } from '../support/test-server';

const PASSWORD = 'Booking@2026';

export interface BookingSuite {
  server: TestServer;
  /** The server's clock: set `clock.at` to move it. */
  clock: { at: Date };
  /** Runs the booking timers (and the payments area's refunds) due by the clock until none is left; answers how many ran. */
  runTimers(): Promise<number>;
  close(): Promise<void>;
}

export const campusTime = (text: string) => new Date(`${text}+08:00`);

export async function bookingSuite(engine: Engine): Promise<BookingSuite> {
  const clock = { at: campusTime('2026-12-07T09:00:00') };
  const server = await startTestServer({ engine, now: () => clock.at, config: { loginAttemptsPerMinute: 1000, loginAttemptsPerAddressPerMinute: 10_000 } });
  return {
    server,
    clock,
    async runTimers() {
      const runner = startJobRunner(server.db, { ...bookingsArea.jobs, ...paymentsArea.jobs }, { pollMs: 0, now: () => clock.at });
      let ran = 0;
      for (let n = await runner.runDue(); n > 0; n = await runner.runDue()) ran += n;
      await runner.stop();
      return ran;
    },
    close: () => server.close(),
  };
}

let hashed: Promise<string> | undefined;
let taken = 0;

/** Campus people of an identity, each signed in once with the suite's password; no two calls give the same person. */
export async function people(server: TestServer, count: number, identity: 'student' | 'staff' = 'student'): Promise<{ uid: string; api: ApiClient }[]> {
  hashed ??= hashPassword(PASSWORD);
  const rows = await server.db
    .selectFrom('users')
    .select('uid')
    .where('identity_type', '=', identity)
    .where('status', '=', 1)
    .where('password_hash', 'is', null)
    .orderBy('uid')
    .offset(taken)
    .limit(count)
    .execute();
  taken += count;
  const uids = rows.map((r) => r.uid);
  await server.db.updateTable('users').set({ password_hash: await hashed }).where('uid', 'in', uids).execute();
  const signed: { uid: string; api: ApiClient }[] = [];
  // A few at a time: each sign-in verifies a password hash.
  for (let i = 0; i < uids.length; i += 4) {
    const batch = uids.slice(i, i + 4);
    signed.push(...(await Promise.all(batch.map(async (uid) => ({ uid, api: await signedInClient(server.url, { account: uid, password: PASSWORD }) })))));
  }
  return signed;
}

/** A resource of the suite's: a study room with `units` units, open every day 08:00–22:00 in hour slots unless overridden. */
export async function resource(server: TestServer, overrides: Partial<NewResource> = {}, units = 1): Promise<number> {
  return addResource(
    server.db,
    {
      kind: 'room',
      source_type: 1,
      name: `测试研讨室 ${randomBytes(3).toString('hex')}`,
      campus: '主校区',
      location: '图书馆三楼',
      slot_minutes: 60,
      open_time: '08:00',
      close_time: '22:00',
      days_ahead: 7,
      opens_at_time: '08:00',
      max_slots: 4,
      ...overrides,
    },
    Array.from({ length: units }, (_, i) => `房间 ${i + 1}`),
  );
}

export const requestKey = () => randomBytes(9).toString('base64url');

/** makeReservation with a fresh request key unless one is given. */
export function book(api: ApiClient, payload: { id: number; date: string; start: string } & Record<string, unknown>) {
  return api.call<Booking>(calls.makeReservation, { request_key: requestKey(), ...payload });
}
