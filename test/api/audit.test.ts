/**
 * The audit trail over HTTP: sign-ins that succeed and fail (with the account when there is one, and the name given
 * when there is not), sign-outs, each with its address and user agent; read by administrators only, newest first and
 * filtered; and append-only in the database itself.
 */
import { calls } from '../../contract';
import type { AuditEvent } from '../../contract/calls/audit';
import { ErrorCode } from '../../contract/envelope';
import { demoAccounts } from '../../server/src/seed/demo-accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const UA = 'AuditTest/1.0 (campus kiosk)';

describe.each(engines)('the audit trail on %s', (engine) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await signedInClient(server.url, demoAccounts.admin);
  });
  afterAll(async () => {
    await server?.close();
  });

  const trail = async (payload: Record<string, string | number>) => {
    const res = await admin.call<{ list: AuditEvent[]; total: number }>(calls.getAuditLog, payload);
    expect(res.body.e).toBe(0);
    return res.body.d;
  };

  it('records failed and successful sign-ins and a sign-out, with address and user agent', async () => {
    const { account, password } = demoAccounts.student;
    const client = new ApiClient(server.url);
    expect((await client.call(calls.login, { username: account, password: 'wrong-password' }, { 'user-agent': UA })).body.e).not.toBe(0);
    expect((await client.call(calls.login, { username: 'nobody-here', password: 'whatever' }, { 'user-agent': UA })).body.e).not.toBe(0);
    expect((await client.call(calls.login, { username: account, password }, { 'user-agent': UA })).body.e).toBe(0);
    expect((await client.call(calls.logout, {}, { 'user-agent': UA })).body.e).toBe(0);

    const mine = await trail({ uid: account, page_size: 10 });
    expect(mine.list.map((e) => [e.event, e.outcome, e.reason])).toEqual([
      ['sign_out', 'success', ''],
      ['sign_in', 'success', ''],
      ['sign_in', 'failure', 'auth.badCredentials'],
    ]);
    expect(mine.list.every((e) => e.user_agent === UA && e.ip !== '' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(e.at))).toBe(true);
    expect(mine.list[1]).toMatchObject({ method: 'password', account, user_name: '王思远' });

    const unknown = await trail({ event: 'sign_in', outcome: 'failure', page_size: 50 });
    expect(unknown.list.find((e) => e.account === 'nobody-here')).toMatchObject({ uid: '', reason: 'auth.badCredentials' });
  });

  it('shows the trail to administrators only', async () => {
    const student = await signedInClient(server.url, demoAccounts.student);
    expect((await student.call(calls.getAuditLog, {})).body.e).toBe(ErrorCode.FORBIDDEN);
    expect((await new ApiClient(server.url).call(calls.getAuditLog, {})).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    expect((await admin.call(calls.getAuditLog, { event: 'nonsense' })).body.e).toBe(ErrorCode.INVALID_INPUT);
  });

  it('cannot be changed or deleted, even by a query of the server’s own', async () => {
    const before = (await trail({ page_size: 1 })).total;
    expect(before).toBeGreaterThan(0);
    await expect(server.db.updateTable('audit_events').set({ outcome: 'success' }).execute()).rejects.toThrow(/append-only/);
    await expect(server.db.deleteFrom('audit_events').execute()).rejects.toThrow(/append-only/);
    expect((await trail({ page_size: 1 })).total).toBe(before);
  });
});
