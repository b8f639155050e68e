/**
 * The audit trail over HTTP: sign-ins that succeed and fail (with the account when there is one, and the name given
 * when there is not), sign-outs, each with its address and user agent; read by administrators only, newest first and
 * filtered; and append-only in the database itself.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { calls } from '../../contract';
import type { AuditEvent } from '../../contract/calls/audit';
import { ErrorCode } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { adminQuery } from '../support/template-databases';
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

/**
 * The trigger stops plain statements only: its table's owner may disable it, and a superuser may skip it with
 * session_replication_role. So the server connects as a role that owns nothing (DATABASE_URL) and migrates as the
 * owner (MIGRATION_DATABASE_URL), as README "Two database roles" sets up.
 */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('the audit trail with two database roles on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const [owner, serverRole, database] = [`ch_owner_${suffix}`, `ch_server_${suffix}`, `ch_roles_${suffix}`];
  const urlAs = (role: string) => {
    const url = new URL(adminUrl);
    url.username = role;
    url.password = '';
    url.pathname = `/${database}`;
    return url.toString();
  };
  let server: ServerProcess | undefined;
  let asServer: pg.Client;

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE ROLE ${owner} LOGIN`);
    await adminQuery(adminUrl, `CREATE ROLE ${serverRole} LOGIN`);
    await adminQuery(adminUrl, `CREATE DATABASE ${database} OWNER ${owner} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    await adminQuery(adminUrl, `REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
    await adminQuery(adminUrl, `GRANT CONNECT ON DATABASE ${database} TO ${serverRole}`);
    server = startServerProcess({ PORT: '0', DATABASE_URL: urlAs(serverRole), MIGRATION_DATABASE_URL: urlAs(owner), SEED_DEMO: '1' });
    await server.running;
    asServer = new pg.Client({ connectionString: urlAs(serverRole) });
    await asServer.connect();
  });
  afterAll(async () => {
    await asServer?.end();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await adminQuery(adminUrl, `DROP ROLE IF EXISTS ${serverRole}`);
    await adminQuery(adminUrl, `DROP ROLE IF EXISTS ${owner}`);
  });

  it('lets the server sign in, act and read the trail, as the role that owns nothing', async () => {
    const url = `http://127.0.0.1:${await server!.running}`;
    const student = await signedInClient(url, demoAccounts.student);
    const grant = await student.call<{ id: number }>(calls.addGrant, { grantee_uid: demoAccounts.staff.account, start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(grant.body.e).toBe(0);
    expect((await student.call(calls.revokeGrant, { id: grant.body.d.id })).body.e).toBe(0);
    expect((await student.call(calls.logout)).body.e).toBe(0);
    const admin = await signedInClient(url, demoAccounts.admin);
    const trail = (await admin.call<{ list: AuditEvent[] }>(calls.getAuditLog, { uid: demoAccounts.student.account, page_size: 5 })).body.d.list;
    expect(trail.map((e) => e.event)).toEqual(['sign_out', 'sign_in']);
    expect((await asServer.query('SELECT current_user AS role')).rows[0].role).toBe(serverRole);
  });

  it.each([
    ['disable its trigger', 'ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change'],
    ['disable every trigger', 'ALTER TABLE audit_events DISABLE TRIGGER ALL'],
    ['skip triggers for the session', 'SET session_replication_role = replica'],
    ['update it', "UPDATE audit_events SET outcome = 'success'"],
    ['delete from it', 'DELETE FROM audit_events'],
    ['truncate it', 'TRUNCATE audit_events'],
    ['drop it', 'DROP TABLE audit_events'],
  ])('does not let the server’s role %s', async (_what, statement) => {
    const before = Number((await asServer.query('SELECT count(*) AS n FROM audit_events')).rows[0].n);
    await expect(asServer.query(statement)).rejects.toThrow(/permission denied|must be owner/);
    expect(Number((await asServer.query('SELECT count(*) AS n FROM audit_events')).rows[0].n)).toBe(before);
  });
});
