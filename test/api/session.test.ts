/** Sign-in, session cookies, the current user, permissions and sign-out through real HTTP. */
import { calls, ErrorCode, SESSION_COOKIE, USER_ID_COOKIE } from '../../contract';
import { isRecordIntact, type PermissionRecord } from '../../contract/rules/permissions';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { sessionVariants, startTestServer, type TestServer } from '../support/test-server';

describe.each(sessionVariants)('sessions on $engine (redis: $redis)', ({ engine, redis }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, redis });
  });
  afterAll(() => server?.close());

  async function signIn(account: { account: string; password: string }) {
    const api = new ApiClient(server.url);
    const res = await api.call(calls.login, { username: account.account, password: account.password });
    return { api, res };
  }

  it('signs in with the right password and sets the session and user id cookies', async () => {
    const { api, res } = await signIn(demoAccounts.guest);
    expect(res.body).toEqual({ e: 0, m: 'ok', d: { uid: 'guest', name: '林晓雨' } });
    expect(api.cookies.get(USER_ID_COOKIE)).toBe('guest');
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('accepts the mobile number or email as the account', async () => {
    const byMobile = await signIn({ account: '13800138000', password: demoAccounts.guest.password });
    expect(byMobile.res.body.e).toBe(0);
    const byEmail = await signIn({ account: 'GUEST@example.com', password: demoAccounts.guest.password });
    expect(byEmail.res.body.e).toBe(0);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await signIn({ account: demoAccounts.student.account, password: 'Wrong@2026' });
    const unknown = await signIn({ account: 'nobody', password: 'Wrong@2026' });
    expect(wrong.res.body).toEqual({ e: ErrorCode.FAILED, m: '账号或密码错误', d: null });
    expect(unknown.res.body).toEqual(wrong.res.body);
    expect(wrong.api.cookies.size).toBe(0);
  });

  it('gives the signed-in user their profile with masked contact details', async () => {
    const { api } = await signIn(demoAccounts.student);
    const me = await api.call<{ name: string; college: string; identity_type: string; mobile: string }>(calls.getUserName);
    expect(me.body.d).toMatchObject({ name: demoAccounts.student.name, college: '计算机科学与技术学院', identity_type: 'student' });
    expect(me.body.d.mobile).toBe('139****9001');
  });

  it('signs the permission record so the client can check its integrity', async () => {
    const { api } = await signIn(demoAccounts.admin);
    const auth = await api.call<PermissionRecord>(calls.getAllAuth, { random: Date.now() });
    expect(auth.body.d.issuper).toBe(1);
    expect(auth.body.d.web_permits).toContain('ServiceSituation.webAll');
    expect(isRecordIntact(auth.body.d, 'admin')).toBe(true);
    expect(isRecordIntact({ ...auth.body.d, issuper: 0 }, 'admin')).toBe(false);
    expect(isRecordIntact(auth.body.d, 'guest')).toBe(false);
  });

  it('counts unread messages and open to-dos for the caller', async () => {
    const { api } = await signIn(demoAccounts.guest);
    const unread = await api.call<{ messagge: number; my_todo: number }>(calls.getunreadData);
    expect(unread.body.d).toEqual({ messagge: 1, my_todo: 0 });
  });

  it('lists the services the caller used recently, newest first', async () => {
    const { api } = await signIn(demoAccounts.student);
    const [a, b] = await server.db.selectFrom('apps').select('id').where('folder_id', 'is', null).orderBy('id').limit(2).execute();
    await server.db.insertInto('user_app_usage').values([
      { uid: demoAccounts.student.account, app_id: a.id, last_used_at: new Date(Date.now() - 60_000) },
      { uid: demoAccounts.student.account, app_id: b.id, last_used_at: new Date() },
    ]).execute();
    const recent = await api.call<{ id: number }[]>(calls.siteLastApps);
    expect(recent.body.d.map((r) => r.id)).toEqual([b.id, a.id]);
  });

  it.each([calls.getUserName, calls.getAllAuth, calls.getunreadData, calls.siteLastApps])(
    'asks for sign-in when $name is called without a session',
    async (call) => {
      const res = await new ApiClient(server.url).call(call);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ e: ErrorCode.LOGIN_REQUIRED, m: '请先登录', d: null });
    },
  );

  it('rejects a forged session cookie and clears it', async () => {
    const api = new ApiClient(server.url);
    api.cookies.set(SESSION_COOKIE, 'forged-token');
    api.cookies.set(USER_ID_COOKIE, 'admin');
    const res = await api.call(calls.getUserName);
    expect(res.body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    expect(api.cookies.has(USER_ID_COOKIE)).toBe(false);
  });

  it('signs out: the old session no longer works anywhere', async () => {
    const { api } = await signIn(demoAccounts.guest);
    const token = api.cookies.get(SESSION_COOKIE) as string;
    const out = await api.call<{ isCas: boolean }>(calls.logout);
    expect(out.body.d.isCas).toBe(false);
    expect(api.cookies.has(USER_ID_COOKIE)).toBe(false);
    const replay = new ApiClient(server.url);
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.call(calls.getUserName)).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    const bearer = await new ApiClient(server.url).call(calls.getUserName, {}, { authorization: `Bearer ${token}` });
    expect(bearer.body.e).toBe(ErrorCode.LOGIN_REQUIRED);
  });

  it('accepts the session as a Bearer token (mini-program requests carry no cookies)', async () => {
    const { api } = await signIn(demoAccounts.guest);
    const token = api.cookies.get(SESSION_COOKIE) as string;
    const me = await new ApiClient(server.url).call<{ uid: string }>(calls.getUserName, {}, { authorization: `Bearer ${token}` });
    expect(me.body.d.uid).toBe('guest');
  });

  it('rejects bad login input without a stack trace', async () => {
    const res = await new ApiClient(server.url).call(calls.login, { username: '', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.m).toBe('参数 username 不能为空');
    const huge = await new ApiClient(server.url).call(calls.login, { username: 'a', password: 'x'.repeat(5000) });
    expect(huge.body.e).toBe(ErrorCode.INVALID_INPUT);
  });
});
