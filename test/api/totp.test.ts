/**
 * The TOTP second factor through real HTTP: enrolment (secret, otpauth URI, confirmed by a code the same library
 * computes, recovery codes once), a sensitive call that answers e = 2 until a code is given in the session, codes
 * that work once, recovery codes that work once, the audit trail, the administrator's list of sensitive calls, the
 * rate limit on code checks, and cross-site posts refused. Sessions in the database and in Redis.
 */
import { Secret, TOTP } from 'otpauth';
import { calls, ErrorCode } from '../../contract';
import type { AuditEvent } from '../../contract/calls/audit';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { signedInClient, type ApiClient } from '../support/http-client';
import { sessionVariants, startTestServer, type TestServer } from '../support/test-server';

type Enrolment = { secret: string; uri: string };
const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe.each(sessionVariants)('TOTP on $engine (redis: $redis)', ({ engine, redis }) => {
  let server: TestServer;
  const signIn = (account: { account: string; password: string }) => signedInClient(server.url, account);

  beforeAll(async () => {
    server = await startTestServer({ engine, redis });
  });
  afterAll(() => server?.close());

  /** Enrols the client's user; answers the secret and the recovery codes. */
  const enrol = async (api: ApiClient) => {
    const started = await api.call<Enrolment>(calls.startTotpEnrol);
    expect(started.body.e).toBe(0);
    const confirmed = await api.call<{ recovery_codes: string[] }>(calls.confirmTotpEnrol, { code: codeAt(started.body.d.secret, Date.now()) });
    expect(confirmed.body.e).toBe(0);
    return { secret: started.body.d.secret, recovery: confirmed.body.d.recovery_codes };
  };

  it('enrols with a code, asks for one on a sensitive call in a new session, and takes each code once', async () => {
    const admin = await signIn(demoAccounts.admin);
    expect((await admin.call(calls.getTotpStatus)).body.d).toEqual({ enabled: false, recovery_left: 0 });
    // Without TOTP a sensitive call is let through.
    expect((await admin.call(calls.getAuditLog)).body.e).toBe(0);

    const started = await admin.call<Enrolment>(calls.startTotpEnrol);
    const { secret, uri } = started.body.d;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect([parsed.protocol, parsed.host, parsed.searchParams.get('secret')]).toEqual(['otpauth:', 'totp', secret]);
    expect(decodeURIComponent(parsed.pathname)).toContain(demoAccounts.admin.account);

    // Not on until confirmed, and only with a right code.
    expect((await admin.call(calls.getTotpStatus)).body.d).toMatchObject({ enabled: false });
    expect((await admin.call(calls.confirmTotpEnrol, { code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' })).body.e).toBe(ErrorCode.FAILED);
    const confirmed = await admin.call<{ recovery_codes: string[] }>(calls.confirmTotpEnrol, { code: codeAt(secret, Date.now()) });
    expect(confirmed.body.e).toBe(0);
    expect(confirmed.body.d.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.d.recovery_codes).size).toBe(10);
    expect((await admin.call(calls.getTotpStatus)).body.d).toEqual({ enabled: true, recovery_left: 10 });
    // The secret is never handed out again.
    expect((await admin.call(calls.startTotpEnrol)).body.e).toBe(ErrorCode.CONFLICT);

    // The enrolling session gave a code just now; a new sign-in has not.
    expect((await admin.call(calls.getAuditLog)).body.e).toBe(0);
    const later = await signIn(demoAccounts.admin);
    const asked = await later.call(calls.getAuditLog);
    expect(asked.status).toBe(403);
    expect(asked.body).toEqual({ e: ErrorCode.TOTP_REQUIRED, m: '请输入动态验证码完成安全验证', d: null });
    // Calls not marked sensitive go on as usual.
    expect((await later.call(calls.getUserName)).body.e).toBe(0);

    // The code that confirmed the enrolment cannot be used again; the next step's code (clock skew) can, once.
    expect((await later.call(calls.verifyTotp, { code: codeAt(secret, Date.now()) })).body.e).toBe(ErrorCode.FAILED);
    const nextCode = codeAt(secret, Date.now() + 30_000);
    expect((await later.call(calls.verifyTotp, { code: nextCode })).body).toEqual({ e: 0, m: 'ok', d: { recovery_left: 10 } });
    expect((await later.call(calls.getAuditLog)).body.e).toBe(0);
    const replay = await (await signIn(demoAccounts.admin)).call(calls.verifyTotp, { code: nextCode });
    expect(replay.body).toEqual({ e: ErrorCode.FAILED, m: '动态验证码错误或已使用，请输入新的验证码', d: null });

    const trail = await later.call<{ list: AuditEvent[] }>(calls.getAuditLog, { uid: demoAccounts.admin.account, event: 'totp_enrol' });
    expect(trail.body.d.list.map((e) => [e.event, e.outcome, e.method])).toEqual([['totp_enrol', 'success', 'totp']]);

    // The verified administrator marks a staff call sensitive too (the next test meets it); the calls that give the
    // second factor cannot be marked.
    expect((await later.call(calls.getSensitiveCalls)).body.d).toMatchObject({ calls: ['exportAuditLog', 'exportChangeLog', 'getAuditLog', 'setSensitiveCalls'] });
    const refused = await later.call(calls.setSensitiveCalls, { calls: ['getAuditLog', 'verifyTotp'] });
    expect(refused.body).toEqual({ e: ErrorCode.INVALID_INPUT, m: '以下接口不能设为敏感操作：verifyTotp', d: null });
    const set = await later.call(calls.setSensitiveCalls, { calls: ['setSensitiveCalls', 'getMyTodo', 'getAuditLog'] });
    expect(set.body.d).toEqual({ calls: ['getAuditLog', 'getMyTodo', 'setSensitiveCalls'] });
  });

  it('asks a user with TOTP on for a code on a newly marked call, and takes a recovery code once, however it is typed', async () => {
    const staff = await signIn(demoAccounts.staff);
    expect((await staff.call(calls.getMyTodo)).body.e).toBe(0);
    const { recovery } = await enrol(staff);

    const session = await signIn(demoAccounts.staff);
    expect((await session.call(calls.getMyTodo)).body.e).toBe(ErrorCode.TOTP_REQUIRED);
    const typed = recovery[1].toUpperCase().replace('-', ' ');
    expect((await session.call(calls.verifyTotp, { code: typed })).body).toMatchObject({ e: 0, d: { recovery_left: 9 } });
    expect((await session.call(calls.getMyTodo)).body.e).toBe(0);
    const again = await (await signIn(demoAccounts.staff)).call(calls.verifyTotp, { code: recovery[1] });
    expect(again.body.e).toBe(ErrorCode.FAILED);
    expect((await session.call(calls.getTotpStatus)).body.d).toEqual({ enabled: true, recovery_left: 9 });
  });

  it('keeps the list of sensitive calls for administrators', async () => {
    const student = await signIn(demoAccounts.student);
    expect((await student.call(calls.getSensitiveCalls)).body.e).toBe(ErrorCode.FORBIDDEN);
    expect((await student.call(calls.setSensitiveCalls, { calls: ['getMyTodo'] })).body.e).toBe(ErrorCode.FORBIDDEN);
    // The administrator enrolled above: a new session must give a code before changing the list.
    const admin = await signIn(demoAccounts.admin);
    expect((await admin.call(calls.setSensitiveCalls)).body.e).toBe(ErrorCode.TOTP_REQUIRED);
  });

  it('limits code checks per user', async () => {
    const student = await signIn(demoAccounts.student);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await student.call(calls.verifyTotp, { code: '123456' })).body.e);
    expect(codes).toEqual([...Array(5).fill(ErrorCode.FAILED), ErrorCode.TOO_MANY_REQUESTS]);
  });

  it('refuses cross-site posts of a code, with the session cookie', async () => {
    const guest = await signIn(demoAccounts.guest);
    await guest.call(calls.startTotpEnrol);
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      for (const call of [calls.verifyTotp, calls.confirmTotpEnrol]) {
        const res = await guest.call(call, { code: '123456' }, headers);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ e: ErrorCode.FORBIDDEN, m: '请求来自其他网站，已被拒绝', d: null });
      }
    }
    expect((await guest.call(calls.getTotpStatus)).body.d).toEqual({ enabled: false, recovery_left: 0 });
  });
});
