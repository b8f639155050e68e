/**
 * The password through real HTTP: validate_pass (密码错误, and its limit per user), repassword (the spec's rule and
 * texts, every session of the user ended, this one's cookies cleared, the old password dead), resetPassword with an
 * email code (sessions ended, failed sign-ins forgotten), the registration's own checks, getAccountInfo, and the
 * audit trail of each change.
 */
import { calls, ErrorCode } from '../../contract';
import type { AuditEvent } from '../../contract/calls/audit';
import type { UserInfo } from '../../contract/schemas';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { codeSuite, freshEmail, freshMobile, registerAccount } from '../support/account-codes';
import { ApiClient, signedInClient } from '../support/http-client';
import { sessionVariants } from '../support/test-server';

describe.each(sessionVariants)('passwords on $engine (redis: $redis)', ({ engine, redis }) => {
  const suite = codeSuite({ engine, redis });

  const signIn = (account: string, password: string) => new ApiClient(suite.server.url).call(calls.login, { username: account, password });
  const uidOf = async (api: ApiClient) => (await api.call<UserInfo>(calls.getUserName)).body.d.uid;
  const trail = async (event: string, uid: string) =>
    (await suite.admin.call<{ list: AuditEvent[] }>(calls.getAuditLog, { event, uid })).body.d.list.map((e) => [e.outcome, e.reason]);

  it('checks the password with validate_pass, 10 times in 15 minutes at most', async () => {
    const account = await registerAccount(suite.server.url, suite.fakes, { mobile: freshMobile() });
    const api = await signedInClient(suite.server.url, account);
    const wrong = await api.call(calls.validate_pass, { password: 'Wrong@2026' });
    expect([wrong.status, wrong.body]).toEqual([400, { e: ErrorCode.FAILED, m: '密码错误', d: null }]);
    expect((await api.call(calls.validate_pass, { password: account.password })).body).toEqual({ e: 0, m: 'ok', d: { valid: true } });
    for (let i = 0; i < 8; i++) await api.call(calls.validate_pass, { password: 'Wrong@2026' });
    const limited = await api.call(calls.validate_pass, { password: account.password });
    expect([limited.status, limited.body.e]).toEqual([429, ErrorCode.TOO_MANY_REQUESTS]);
    // repassword checks the same password and shares the budget.
    expect((await api.call(calls.repassword, { password: account.password, 'new-password': 'Changed@2026' })).body.e).toBe(ErrorCode.TOO_MANY_REQUESTS);
    // validate_pass needs a signed-in caller.
    expect((await new ApiClient(suite.server.url).call(calls.validate_pass, { password: 'x' })).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
  });

  it('changes the password with repassword: the spec’s checks, then every session ends and the old password is dead', async () => {
    const account = await registerAccount(suite.server.url, suite.fakes, { mobile: freshMobile() });
    const here = await signedInClient(suite.server.url, account);
    const elsewhere = await signedInClient(suite.server.url, account);
    const uid = await uidOf(here);

    expect((await here.call(calls.repassword, { password: 'Wrong@2026', 'new-password': 'Changed@2026' })).body).toEqual({ e: ErrorCode.FAILED, m: '密码错误', d: null });
    const weak = await here.call(calls.repassword, { password: account.password, 'new-password': 'changed2026' });
    expect([weak.status, weak.body]).toEqual([400, { e: ErrorCode.INVALID_INPUT, m: '至少8位，包含数字，大写和小写字母', d: null }]);
    expect((await here.call(calls.repassword, { password: account.password, 'new-password': '   ' })).body.m).toBe('请输入密码');
    const english = await here.call(calls.repassword, { password: account.password, 'new-password': 'short1A' }, { 'accept-language': 'en' });
    expect(english.body.m).toBe('At least 8 characters with a digit, an uppercase and a lowercase letter');

    const changed = await here.call(calls.repassword, { password: ` ${account.password} `, 'new-password': ' Changed@2026 ' });
    expect(changed.body).toEqual({ e: 0, m: '修改成功请重新登录', d: {} });
    expect(here.cookies.size).toBe(0);
    for (const api of [here, elsewhere]) expect((await api.call(calls.getUserName)).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    expect((await signIn(account.account, account.password)).body.e).toBe(ErrorCode.FAILED);
    expect((await signIn(account.account, 'Changed@2026')).body.e).toBe(0);

    expect(await trail('password_change', uid)).toEqual([
      ['success', ''],
      ['failure', 'account.passwordWeak'],
      ['failure', 'account.passwordRequired'],
      ['failure', 'account.passwordWeak'],
      ['failure', 'account.passwordWrong'],
    ]);
  });

  it('resets a forgotten password with an email code: sessions end, the old password is dead, failed sign-ins are forgotten', async () => {
    const email = freshEmail('reset');
    const account = await registerAccount(suite.server.url, suite.fakes, { email });
    const session = await signedInClient(suite.server.url, account);
    const uid = await uidOf(session);
    // Three failures make the next sign-in ask for the idiom picture.
    for (let i = 0; i < 3; i++) await signIn(email, `Wrong${i}@2026`);
    expect((await signIn(email, account.password)).body.e).toBe(ErrorCode.CHALLENGE_REQUIRED);

    const api = new ApiClient(suite.server.url);
    expect((await api.call(calls.getEmailCode, { email, template: 'reset' })).body.m).toBe('验证码已发送');
    const mail = suite.fakes.inbox.latestTo(email)!;
    expect(mail.text).toContain('您正在重置密码');
    const code = suite.fakes.inbox.latestCode(email)!;
    const reset = (fields: Record<string, string>) => api.call(calls.resetPassword, { account_type: 'email', email, code, 'new-password': 'Renewed@2026', ...fields });
    expect((await reset({ code: code === '000000' ? '111111' : '000000' })).body).toEqual({ e: ErrorCode.FAILED, m: '验证码错误或已失效', d: null });
    expect((await reset({ 'new-password': 'renewed' })).body.m).toBe('至少8位，包含数字，大写和小写字母');
    expect((await reset({ email: email.toUpperCase() })).body).toEqual({ e: 0, m: 'ok', d: {} });

    expect((await session.call(calls.getUserName)).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    expect((await signIn(email, 'Renewed@2026')).body.e).toBe(0);
    expect((await signIn(email, account.password)).body.e).toBe(ErrorCode.FAILED);
    expect((await trail('password_reset', uid))[0]).toEqual(['success', '']);
  });

  it('checks a registration’s contact, name and password before its code', async () => {
    const api = new ApiClient(suite.server.url);
    const base = { account_type: 'mobile', mobile: freshMobile(), code: '123456', name: '访客', password: 'Visitor@2026' };
    const { mobile: _omitted, ...withoutMobile } = base;
    expect((await api.call(calls.registerAccount, withoutMobile)).body).toEqual({ e: ErrorCode.INVALID_INPUT, m: '请输入手机号', d: null });
    expect((await api.call(calls.registerAccount, { ...base, account_type: 'email' })).body.m).toBe('请输入邮箱');
    expect((await api.call(calls.registerAccount, { ...base, name: '   ' })).body.m).toBe('请输入姓名');
    expect((await api.call(calls.registerAccount, { ...base, password: 'visitor2026' })).body.m).toBe('至少8位，包含数字，大写和小写字母');
    expect((await api.call(calls.registerAccount, base)).body.m).toBe('验证码错误或已失效');
  });

  it('shows how the user signs in, masked', async () => {
    const guest = await signedInClient(suite.server.url, demoAccounts.guest);
    expect((await guest.call(calls.getAccountInfo)).body.d).toEqual({
      number: 'guest',
      mobile: '138****8000',
      email: 'g***@example.com',
      has_password: true,
      source_type: 1,
    });
    expect((await new ApiClient(suite.server.url).call(calls.getAccountInfo)).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
  });
});
