/**
 * Campus single sign-on over CAS 3.0 against an in-process CAS server: a ticket signs in once and only once, in time;
 * an unknown number is refused unless accounts may be created; CAS's single logout ends the session it names, only
 * from CAS's address and never from a browser on another site; redirect_url never leads off the portal; and signing
 * out of a CAS session continues to the CAS logout.
 */
import { calls } from '../../contract';
import type { AuditEvent } from '../../contract/calls/audit';
import { SESSION_COOKIE, USER_ID_COOKIE } from '../../contract/constants';
import { ErrorCode } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { startCasServer, type TestCasServer } from '../support/cas-server';
import { casConfig, casSignIn, navigate } from '../support/cas-sign-in';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const student = demoAccounts.student;
const HOME = '/v2/site/index';

describe.each(engines)('campus single sign-on through CAS on %s', (engine) => {
  let cas: TestCasServer;
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    cas = await startCasServer();
    server = await startTestServer({ engine, config: casConfig(cas) });
    admin = await signedInClient(server.url, demoAccounts.admin);
  });
  afterAll(async () => {
    await server?.close();
    await cas?.close();
  });

  const trail = async (uid: string) =>
    (await admin.call<{ list: AuditEvent[] }>(calls.getAuditLog, { uid, event: 'sign_in', page_size: 5 })).body.d.list;
  const failures = async () =>
    (await admin.call<{ list: AuditEvent[] }>(calls.getAuditLog, { event: 'sign_in', outcome: 'failure', page_size: 5 })).body.d.list;

  it('offers the campus sign-in in the login configuration', async () => {
    const res = await new ApiClient(server.url).call(calls.getLoginConfig);
    expect(res.body.d).toMatchObject({ login_type: 'cas', cas_enabled: true, cas_login_url: calls.casLogin.path });
  });

  it('signs a student in with a valid ticket: session and user id cookies, back where they were, in the audit trail', async () => {
    const signIn = await casSignIn(server, cas, student.account, '/v2/matter/launch?page=launch');
    expect(signIn.status).toBe(302);
    expect(signIn.location).toBe('/v2/matter/launch?page=launch');
    expect(signIn.cookies.get(USER_ID_COOKIE)).toBe(student.account);
    expect(signIn.cookies.get(SESSION_COOKIE)).toBeTruthy();
    const me = await signIn.client.call<{ name: string }>(calls.getUserName);
    expect(me.body.d.name).toBe(student.name);
    expect((await trail(student.account))[0]).toMatchObject({ event: 'sign_in', outcome: 'success', method: 'cas', account: student.account });
  });

  it('lands on the home page without a redirect_url', async () => {
    expect((await casSignIn(server, cas, student.account)).location).toBe(HOME);
  });

  it('refuses an expired ticket: no session, the login page says why', async () => {
    cas.ticketTtlMs = 1;
    try {
      const frame = await navigate(`${server.url}${calls.casLogin.path}`);
      const service = new URL(frame.location).searchParams.get('service') ?? '';
      const ticket = cas.issueTicket(service, student.account);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const back = await navigate(`${service}?ticket=${ticket}`);
      expect(back.location).toBe('/v2/site/login?cas_error=casTicketInvalid');
      expect(back.cookies.has(SESSION_COOKIE)).toBe(false);
    } finally {
      cas.ticketTtlMs = 10_000;
    }
    // Who a refused ticket was for is not known: the failure is recorded without an account.
    expect((await failures())[0]).toMatchObject({ uid: '', method: 'cas', reason: 'auth.casTicketInvalid' });
  });

  it('refuses a ticket used before, keeping where the user was going', async () => {
    const first = await casSignIn(server, cas, student.account, '/v2/site/serviceList');
    const replay = await navigate(`${first.service}&ticket=${first.ticket}`);
    expect(replay.location).toBe(`/v2/site/login?cas_error=casTicketInvalid&redirect_url=${encodeURIComponent('/v2/site/serviceList')}`);
    expect(replay.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a number the portal does not know', async () => {
    cas.register('S20990001', { password: 'x', user: 'S20990001', attributes: { uid: 'S20990001', cn: '新同学', userType: 'student' } });
    const signIn = await casSignIn(server, cas, 'S20990001');
    expect(signIn.location).toBe('/v2/site/login?cas_error=casUnknownUser');
    expect(signIn.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await failures())[0]).toMatchObject({ account: 'S20990001', uid: '', method: 'cas', reason: 'auth.casUnknownUser' });
  });

  it('ends the session a single-logout request names, and only that one', async () => {
    const signIn = await casSignIn(server, cas, student.account);
    const other = await casSignIn(server, cas, student.account);
    expect((await signIn.client.call(calls.getUserName)).body.e).toBe(0);

    const sent = await cas.sendLogoutRequest(signIn.service, signIn.ticket);
    expect(JSON.parse(sent.body)).toEqual({ e: 0, m: 'ok', d: { ended: true } });
    expect((await signIn.client.call(calls.getUserName)).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    expect((await other.client.call(calls.getUserName)).body.e).toBe(0);
  });

  it('ends nothing for a logout request from another address or for an unknown ticket', async () => {
    const signIn = await casSignIn(server, cas, student.account);
    const elsewhere = await cas.sendLogoutRequest(signIn.service, signIn.ticket, { 'x-forwarded-for': '203.0.113.9' });
    expect(elsewhere.status).toBe(403);
    expect(JSON.parse(elsewhere.body)).toMatchObject({ e: ErrorCode.FORBIDDEN });
    const unknown = await cas.sendLogoutRequest(signIn.service, 'ST-999-not-ours');
    expect(JSON.parse(unknown.body)).toEqual({ e: 0, m: 'ok', d: { ended: false } });
    const garbage = await fetch(signIn.service, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'logoutRequest=%3Cnot-xml' });
    expect(await garbage.json()).toEqual({ e: 0, m: 'ok', d: { ended: false } });
    expect((await signIn.client.call(calls.getUserName)).body.e).toBe(0);
  });

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a browser post from another site to the logout endpoint (%s)', async (_what, headers) => {
    const signIn = await casSignIn(server, cas, student.account);
    const res = await cas.sendLogoutRequest(signIn.service, signIn.ticket, headers);
    expect(res.status).toBe(403);
    expect((await signIn.client.call(calls.getUserName)).body.e).toBe(0);
  });

  it.each([
    'https://evil.example/v2/site/index',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/v2/..//evil.example/x',
  ])(
    'follows no redirect_url off the portal (%s): the sign-in lands on the home page',
    async (redirectUrl) => {
      const signIn = await casSignIn(server, cas, student.account, redirectUrl);
      expect(new URL(signIn.service).searchParams.has('redirect_url')).toBe(false);
      expect(signIn.location).toBe(HOME);
      // Straight to the check with the bad target: never followed either.
      const direct = await navigate(`${server.url}${calls.checkCasLogin.path}?redirect_url=${encodeURIComponent(redirectUrl)}&ticket=ST-1-forged`);
      expect(direct.location).toBe('/v2/site/login?cas_error=casTicketInvalid');
    },
  );

  it('completes the sign-in when the CAS server’s page sends the browser back, but not for another site’s image or frame', async () => {
    const frame = await navigate(`${server.url}${calls.casLogin.path}`);
    const service = new URL(frame.location).searchParams.get('service') ?? '';
    const fromCas = { 'sec-fetch-site': 'cross-site', referer: `${cas.baseUrl}/login` };
    for (const dest of ['image', 'iframe']) {
      const embedded = await navigate(`${service}?ticket=${cas.issueTicket(service, student.account)}`, {
        ...fromCas,
        'sec-fetch-mode': dest === 'image' ? 'no-cors' : 'navigate',
        'sec-fetch-dest': dest,
      });
      expect(embedded.status).toBe(403);
      expect(embedded.cookies.has(SESSION_COOKIE)).toBe(false);
    }
    const page = await navigate(`${service}?ticket=${cas.issueTicket(service, student.account)}`, { ...fromCas, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    expect([page.status, page.location]).toEqual([302, HOME]);
    expect(page.cookies.get(USER_ID_COOKIE)).toBe(student.account);
  });

  it('follows a redirect_url on an allowed origin', async () => {
    expect((await casSignIn(server, cas, student.account, 'https://jw.example.edu.cn/grades')).location).toBe('https://jw.example.edu.cn/grades');
  });

  it('signs a CAS session out to the CAS logout, and a password session to the portal', async () => {
    const signIn = await casSignIn(server, cas, student.account);
    const out = await signIn.client.call<{ isCas: boolean; logout_url: string }>(calls.logout);
    expect(out.body.d).toEqual({ isCas: true, logout_url: `${cas.baseUrl}/logout?service=${encodeURIComponent(`${server.url}${HOME}`)}` });
    expect((await signIn.client.call(calls.getUserName)).body.e).toBe(ErrorCode.LOGIN_REQUIRED);

    const password = await signedInClient(server.url, student);
    expect((await password.call(calls.logout)).body.d).toEqual({ isCas: false, logout_url: '' });
  });

  it('sends the browser to the login page when the CAS server does not answer', async () => {
    const frame = await navigate(`${server.url}${calls.casLogin.path}`);
    const service = new URL(frame.location).searchParams.get('service') ?? '';
    const ticket = cas.issueTicket(service, student.account);
    await cas.close();
    const back = await navigate(`${service}?ticket=${ticket}`);
    expect(back.location).toBe('/v2/site/login?cas_error=casUnavailable');
  });
});

describe.each(engines)('CAS sign-in creating accounts (CAS_CREATE_USERS) on %s', (engine) => {
  let cas: TestCasServer;
  let server: TestServer;

  beforeAll(async () => {
    cas = await startCasServer();
    server = await startTestServer({ engine, config: { ...casConfig(cas, true), logoutUrl: 'https://www.example.edu.cn/' } });
  });
  afterAll(async () => {
    await server?.close();
    await cas?.close();
  });

  it('creates a new student from the CAS attributes and signs them in', async () => {
    cas.register('S20990002', { password: 'x', user: 's20990002', attributes: { uid: 'S20990002', cn: '新同学', userType: '本科生', deptCode: 'nowhere' } });
    const signIn = await casSignIn(server, cas, 'S20990002');
    expect(signIn.location).toBe(HOME);
    const me = await signIn.client.call<{ name: string; number: string; identity_type: string; college: string }>(calls.getUserName);
    expect(me.body.d).toMatchObject({ name: '新同学', number: 'S20990002', identity_type: 'student', college: '' });
    // Once created, the next sign-in finds the same account.
    const again = await casSignIn(server, cas, 'S20990002');
    expect(again.cookies.get(USER_ID_COOKIE)).toBe(signIn.cookies.get(USER_ID_COOKIE));
  });

  it('answers the configured logout address for a password session', async () => {
    const password = await signedInClient(server.url, student);
    expect((await password.call(calls.logout)).body.d).toEqual({ isCas: false, logout_url: 'https://www.example.edu.cn/' });
  });
});
