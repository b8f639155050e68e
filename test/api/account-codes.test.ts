/**
 * Verification codes through real HTTP, delivered to suite.fakes that speak the real protocols (Alibaba Cloud SendSms with
 * its signature checked, SMTP with AUTH): who may get which code, registration by phone and by email, a code used
 * once, before it expires and within 5 tries, 50 concurrent uses of one code, the 60-second resend window under
 * concurrent sends, the hourly limits per number and per address, delivery failures, the phone change's password
 * step, and codes kept only as salted hashes.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { calls, ErrorCode } from '../../contract';
import type { AuditEvent } from '../../contract/calls/audit';
import type { UserInfo } from '../../contract/schemas';
import { codeServerConfig, codeSuite, freshEmail, freshMobile, registerAccount, reopenWindow } from '../support/account-codes';
import { ApiClient, signedInClient } from '../support/http-client';
import { sessionVariants, startTestServer, type TestServer } from '../support/test-server';

const WRONG_CODE = { e: ErrorCode.FAILED, m: '验证码错误或已失效', d: null };
const maskedMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

describe.each(sessionVariants)('verification codes on $engine (redis: $redis)', ({ engine, redis }) => {
  const suite = codeSuite({ engine, redis });

  const visitor = () => new ApiClient(suite.server.url);
  const smsCode = (mobile: string, template: string, api = visitor()) => api.call(calls.validate_code, { mobile, template });
  const emailCode = (email: string, template: string, api = visitor()) => api.call(calls.getEmailCode, { email, template });
  const register = (mobile: string, code: string | undefined, api = visitor()) =>
    api.call(calls.registerAccount, { account_type: 'mobile', mobile, code, name: '访客', password: 'Visitor@2026' });
  const trail = async (event: string, uid: string) =>
    (await suite.admin.call<{ list: AuditEvent[] }>(calls.getAuditLog, { event, uid })).body.d.list.map((e) => [e.event, e.outcome, e.method, e.reason]);
  /** A signed-in off-campus user who confirmed the password in this session, as the phone-change dialog does first. */
  const confirmedUser = async () => {
    const account = await registerAccount(suite.server.url, suite.fakes, { mobile: freshMobile() });
    const api = await signedInClient(suite.server.url, account);
    expect((await api.call(calls.validate_pass, { password: account.password })).body).toEqual({ e: 0, m: 'ok', d: { valid: true } });
    return { api, account };
  };

  it('sends a register code by SMS through the signed SendSms API, and the account it creates signs in with the number', async () => {
    const mobile = freshMobile();
    expect((await smsCode(mobile, 'register')).body).toEqual({ e: 0, m: '验证码已发送', d: { expires_in: 600, resend_in: 60 } });
    const message = suite.fakes.sms.messages.at(-1)!;
    expect(message).toMatchObject({ phone: mobile, signName: '校园服务大厅', templateCode: 'SMS_000001' });
    expect(message.params.code).toMatch(/^\d{6}$/);

    const registered = await visitor().call(calls.registerAccount, {
      account_type: 'mobile',
      mobile,
      code: message.params.code,
      name: ' 访客甲 ',
      password: ' Visitor@2026 ',
    });
    expect(registered.body).toEqual({ e: 0, m: 'ok', d: { number: mobile } });

    // The inputs were trimmed: the password without its spaces signs in, through the existing login call.
    const me = await signedInClient(suite.server.url, { account: mobile, password: 'Visitor@2026' });
    const info = (await me.call<UserInfo>(calls.getUserName)).body.d;
    expect(info).toMatchObject({ name: '访客甲', number: mobile, identity_type: 'other', identity_name: '校外用户', source_type: 1, mobile: maskedMobile(mobile) });
    expect((await me.call(calls.getAccountInfo)).body.d).toEqual({ number: mobile, mobile: maskedMobile(mobile), email: '', has_password: true, source_type: 1 });
    expect(await trail('account_register', info.uid)).toEqual([['account_register', 'success', 'sms', '']]);
  });

  it('sends a register code by email over SMTP, in the reader’s language, and the address signs in whatever its case', async () => {
    const email = freshEmail('Lin.Xiao');
    const sent = await emailCode(email, 'register', visitor());
    expect(sent.body.m).toBe('验证码已发送');
    const zh = suite.fakes.inbox.latestTo(email)!;
    expect(zh.subject).toBe('【示范大学网上办事大厅】验证码');
    expect(zh.text).toContain('10 分钟内有效');
    expect(zh.html).toContain(suite.fakes.inbox.latestCode(email));

    await reopenWindow(suite.server.db, email.toLowerCase());
    const en = await visitor().call(calls.getEmailCode, { email, template: 'register' }, { 'accept-language': 'en' });
    expect(en.body.m).toBe('Verification code sent');
    expect(suite.fakes.inbox.latestTo(email)!.text).toContain('valid for 10 minutes');

    const registered = await visitor().call(calls.registerAccount, {
      account_type: 'email',
      email,
      code: suite.fakes.inbox.latestCode(email),
      name: '林晓',
      password: 'Visitor@2026',
    });
    expect(registered.body.d).toEqual({ number: email.toLowerCase() });
    const me = await signedInClient(suite.server.url, { account: email.toUpperCase(), password: 'Visitor@2026' });
    expect((await me.call(calls.getAccountInfo)).body.d).toMatchObject({ email: 'l***@mail.example.org', mobile: '', source_type: 1 });
  });

  it('refuses a register code for a registered number or address with the spec text, sending nothing', async () => {
    const sent = suite.fakes.sms.messages.length + suite.fakes.inbox.messages.length;
    const phone = await smsCode('13800138000', 'register');
    expect(phone.status).toBe(409);
    expect(phone.body).toEqual({ e: ErrorCode.CONFLICT, m: '该手机号码已注册', d: null });
    expect((await emailCode('GUEST@example.com', 'register')).body).toEqual({ e: ErrorCode.CONFLICT, m: '该邮箱已注册', d: null });
    expect((await emailCode('guest@example.com', 'register', visitor())).body.m).toBe('该邮箱已注册');
    expect(suite.fakes.sms.messages.length + suite.fakes.inbox.messages.length).toBe(sent);
  });

  it('answers a reset for an unknown number as it does for a known one, but sends nothing', async () => {
    const unknown = freshMobile();
    const forUnknown = await smsCode(unknown, 'reset');
    const forGuest = await smsCode('13800138000', 'reset');
    expect([forUnknown.status, forUnknown.body]).toEqual([forGuest.status, forGuest.body]);
    expect(forUnknown.body.m).toBe('验证码已发送');
    expect(suite.fakes.sms.latestCode('13800138000')).toMatch(/^\d{6}$/);
    expect(suite.fakes.sms.latestCode(unknown)).toBeUndefined();
    // Its resend window holds as a real send's does.
    expect((await smsCode(unknown, 'reset')).body.m).toBe('请勿多次发送');
  });

  it('takes a code once, only before it expires, only the newest, and never after 5 wrong tries', async () => {
    const used = freshMobile();
    await smsCode(used, 'register');
    const code = suite.fakes.sms.latestCode(used)!;
    expect((await register(used, code)).body.e).toBe(0);
    expect((await register(used, code)).body).toEqual(WRONG_CODE);

    const expiring = freshMobile();
    await smsCode(expiring, 'register');
    await suite.server.db.updateTable('verification_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('target', '=', expiring).execute();
    expect((await register(expiring, suite.fakes.sms.latestCode(expiring))).body).toEqual(WRONG_CODE);

    const superseded = freshMobile();
    await smsCode(superseded, 'register');
    const first = suite.fakes.sms.latestCode(superseded)!;
    await reopenWindow(suite.server.db, superseded);
    await smsCode(superseded, 'register');
    const second = suite.fakes.sms.latestCode(superseded)!;
    if (first !== second) expect((await register(superseded, first)).body).toEqual(WRONG_CODE);
    expect((await register(superseded, second)).body.e).toBe(0);

    const guessed = freshMobile();
    await smsCode(guessed, 'register');
    const right = suite.fakes.sms.latestCode(guessed)!;
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await register(guessed, wrong)).body).toEqual(WRONG_CODE);
    expect((await register(guessed, right)).body).toEqual(WRONG_CODE);
  });

  it('lets exactly one of 50 concurrent uses of a code make its change', async () => {
    const { api } = await confirmedUser();
    const mobile = freshMobile();
    expect((await smsCode(mobile, 'editcode', api)).body.e).toBe(0);
    const code = suite.fakes.sms.latestCode(mobile);
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.call(calls.update_mobile, { mobile, code })));
    const bodies = answers.map((a) => a.body);
    expect(bodies.filter((b) => b.e === 0)).toEqual([{ e: 0, m: '修改成功', d: { mobile: maskedMobile(mobile) } }]);
    expect(bodies.filter((b) => b.e !== 0)).toEqual(Array(49).fill(WRONG_CODE));
    expect((await api.call(calls.getAccountInfo)).body.d).toMatchObject({ mobile: maskedMobile(mobile) });
  });

  it('sends one code a minute to a number: a resend says 请勿多次发送, and of 10 concurrent sends exactly one goes out', async () => {
    const mobile = freshMobile();
    expect((await smsCode(mobile, 'register')).body.e).toBe(0);
    const again = await smsCode(mobile, 'register');
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ e: ErrorCode.TOO_MANY_REQUESTS, m: '请勿多次发送', d: null });
    await reopenWindow(suite.server.db, mobile);
    expect((await smsCode(mobile, 'register')).body.e).toBe(0);

    const burst = freshMobile();
    const answers = await Promise.all(Array.from({ length: 10 }, () => smsCode(burst, 'register')));
    expect(answers.filter((a) => a.body.e === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.m === '请勿多次发送')).toHaveLength(9);
    expect(suite.fakes.sms.messages.filter((m) => m.phone === burst)).toHaveLength(1);
    expect(await suite.server.db.selectFrom('verification_codes').select('id').where('target', '=', burst).execute()).toHaveLength(1);
  });

  it('answers 发送失败 when delivery fails, keeps no code, and lets the user try again at once', async () => {
    const mobile = freshMobile();
    suite.fakes.sms.failNext();
    const failed = await smsCode(mobile, 'register');
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ e: ErrorCode.FAILED, m: '发送失败', d: null });
    expect(await suite.server.db.selectFrom('verification_codes').select('id').where('target', '=', mobile).execute()).toEqual([]);
    expect((await smsCode(mobile, 'register')).body.m).toBe('验证码已发送');
    expect(suite.fakes.sms.latestCode(mobile)).toMatch(/^\d{6}$/);

    const email = freshEmail();
    suite.fakes.inbox.failNext();
    expect((await emailCode(email, 'register')).body.m).toBe('发送失败');
    expect((await emailCode(email, 'register')).body.m).toBe('验证码已发送');
    expect(suite.fakes.inbox.latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('sends an editcode code only to a signed-in user who confirmed the password in the last 10 minutes', async () => {
    const mobile = freshMobile();
    const signedOut = await smsCode(mobile, 'editcode');
    expect([signedOut.status, signedOut.body.e]).toEqual([401, ErrorCode.LOGIN_REQUIRED]);

    const account = await registerAccount(suite.server.url, suite.fakes, { mobile: freshMobile() });
    const api = await signedInClient(suite.server.url, account);
    const unconfirmed = await smsCode(mobile, 'editcode', api);
    expect([unconfirmed.status, unconfirmed.body]).toEqual([403, { e: ErrorCode.FAILED, m: '请输入密码', d: null }]);
    expect((await api.call(calls.validate_pass, { password: 'Wrong@2026' })).body).toEqual({ e: ErrorCode.FAILED, m: '密码错误', d: null });
    expect((await smsCode(mobile, 'editcode', api)).body.m).toBe('请输入密码');

    expect((await api.call(calls.validate_pass, { password: ` ${account.password} ` })).body.d).toEqual({ valid: true });
    // Another session of the same user has not confirmed it.
    expect((await smsCode(mobile, 'editcode', await signedInClient(suite.server.url, account))).body.m).toBe('请输入密码');
    expect((await smsCode(mobile, 'editcode', api)).body.m).toBe('验证码已发送');

    await suite.server.db.updateTable('password_confirmations').set({ confirmed_at: sql<Date>`now() - interval '11 minutes'` }).execute();
    await reopenWindow(suite.server.db, mobile);
    expect((await smsCode(mobile, 'editcode', api)).body.m).toBe('请输入密码');
  });

  it('refuses an editcode code for another user’s phone or email, and another user’s code', async () => {
    const { api, account } = await confirmedUser();
    expect((await smsCode('13900139001', 'editcode', api)).body).toEqual({ e: ErrorCode.CONFLICT, m: '该手机号码已注册', d: null });
    expect((await emailCode('T0001@example.edu.cn', 'editcode', api)).body).toEqual({ e: ErrorCode.CONFLICT, m: '该邮箱已注册', d: null });
    // Its own number is not another user's.
    expect((await smsCode(account.account, 'editcode', api)).body.e).toBe(0);

    const email = freshEmail('New.Mail');
    expect((await emailCode(email, 'editcode', api)).body.e).toBe(0);
    const code = suite.fakes.inbox.latestCode(email);
    const other = await confirmedUser();
    expect((await other.api.call(calls.setEmail, { email, code })).body).toEqual(WRONG_CODE);
    expect((await api.call(calls.setEmail, { email, code })).body).toEqual({ e: 0, m: '修改成功', d: { email: 'n***@mail.example.org' } });
    expect((await api.call(calls.getAccountInfo)).body.d).toMatchObject({ email: 'n***@mail.example.org' });
    const uid = (await api.call<UserInfo>(calls.getUserName)).body.d.uid;
    expect(await trail('email_change', uid)).toEqual([['email_change', 'success', 'email', '']]);
    // The new address signs in.
    await signedInClient(suite.server.url, { account: email, password: account.password });
  });

  it('refuses a registration whose number was taken after its code was sent, and keeps the code unused', async () => {
    const mobile = freshMobile();
    await smsCode(mobile, 'register');
    const registerCode = suite.fakes.sms.latestCode(mobile);
    const { api } = await confirmedUser();
    await smsCode(mobile, 'editcode', api);
    const editCode = suite.fakes.sms.latestCode(mobile);
    expect((await api.call(calls.update_mobile, { mobile, code: editCode })).body.e).toBe(0);

    const refused = await register(mobile, registerCode);
    expect(refused.body).toEqual({ e: ErrorCode.CONFLICT, m: '该手机号码已注册', d: null });
    const row = await suite.server.db.selectFrom('verification_codes').select('used_at').where('target', '=', mobile).where('template', '=', 'register').executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    // The binding that took it is in the audit trail; so is the refused registration.
    const failures = (await suite.admin.call<{ list: AuditEvent[] }>(calls.getAuditLog, { event: 'account_register', outcome: 'failure' })).body.d.list;
    expect(failures[0]).toMatchObject({ reason: 'account.mobileTaken', method: 'sms' });
  });

  it('keeps only a salted hash of each code', async () => {
    const mobile = freshMobile();
    await smsCode(mobile, 'register');
    const code = suite.fakes.sms.latestCode(mobile)!;
    const rows = await suite.server.db.selectFrom('verification_codes').selectAll().where('target', '=', mobile).execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(row.code_hash).toBe(createHash('sha256').update(`${row.salt}:${mobile}:register:${code}`).digest('hex'));
    expect(Object.values(row).map(String)).not.toContain(code);
  });

  it('refuses code requests and account changes posted from another site', async () => {
    const mobile = freshMobile();
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const sent = await visitor().call(calls.validate_code, { mobile, template: 'register' }, crossSite);
    expect([sent.status, sent.body.e]).toEqual([403, ErrorCode.FORBIDDEN]);
    expect(suite.fakes.sms.latestCode(mobile)).toBeUndefined();
    const { api } = await confirmedUser();
    expect((await api.call(calls.repassword, { password: 'Visitor@2026', 'new-password': 'Changed@2026' }, crossSite)).body.e).toBe(ErrorCode.FORBIDDEN);
    expect((await api.call(calls.getUserName)).body.e).toBe(0);
  });

  it('says in the login configuration that registration is open', async () => {
    expect((await visitor().call(calls.getLoginConfig)).body.d).toMatchObject({ register_enabled: true });
  });

  describe('with hourly limits and registration open', () => {
    let limited: TestServer;
    /** Numbers of campus accounts, the ones an enumeration would try. */
    let campusNumbers: string[];
    beforeAll(async () => {
      limited = await startTestServer({ engine, redis, config: codeServerConfig(suite.fakes, { codeSendLimits: { perTargetPerHour: 2, perAddressPerHour: 4 } }) });
      const users = await limited.db.selectFrom('users').select('uid').where('mobile', 'is', null).orderBy('uid').limit(6).execute();
      campusNumbers = users.map(() => freshMobile());
      for (const [i, { uid }] of users.entries()) await limited.db.updateTable('users').set({ mobile: campusNumbers[i] }).where('uid', '=', uid).execute();
    });
    afterAll(() => limited?.close());

    const registerCode = (mobile: string, address: string) =>
      new ApiClient(limited.url).call(calls.validate_code, { mobile, template: 'register' }, { 'x-forwarded-for': address });

    it('counts each 该手机号码已注册 against the address’s hourly sends, so an address over its limit learns no more numbers', async () => {
      for (const mobile of campusNumbers.slice(0, 4)) expect((await registerCode(mobile, '10.9.1.1')).body.m).toBe('该手机号码已注册');
      const fifth = await registerCode(campusNumbers[4], '10.9.1.1');
      expect([fifth.status, fifth.body.e]).toEqual([429, ErrorCode.TOO_MANY_REQUESTS]);
      // A free number from that address is answered the same: the limit says nothing about who has an account.
      expect((await registerCode(freshMobile(), '10.9.1.1')).body).toEqual(fifth.body);
    });

    it('counts each 该手机号码已注册 against the number’s hourly sends, from any address', async () => {
      const mobile = campusNumbers[5];
      expect((await registerCode(mobile, '10.9.1.2')).body.m).toBe('该手机号码已注册');
      expect((await registerCode(mobile, '10.9.1.3')).body.m).toBe('该手机号码已注册');
      expect((await registerCode(mobile, '10.9.1.4')).body.m).toMatch(/^验证码发送次数过多/);
    });

    it('counts 该邮箱已注册 the same way', async () => {
      const answers = [];
      for (const address of ['10.9.1.5', '10.9.1.6', '10.9.1.7']) {
        answers.push((await new ApiClient(limited.url).call(calls.getEmailCode, { email: 'guest@example.com', template: 'register' }, { 'x-forwarded-for': address })).body.m);
      }
      expect(answers.slice(0, 2)).toEqual(['该邮箱已注册', '该邮箱已注册']);
      expect(answers[2]).toMatch(/^验证码发送次数过多/);
    });
  });

  describe('with hourly limits and registration closed', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startTestServer({
        engine,
        redis,
        config: codeServerConfig(suite.fakes, { codeSendLimits: { perTargetPerHour: 2, perAddressPerHour: 4 }, registrationOpen: false }),
      });
    });
    afterAll(() => limited?.close());

    const from = (address: string) => ({ 'x-forwarded-for': address });
    const reset = (mobile: string, address: string) => new ApiClient(limited.url).call(calls.validate_code, { mobile, template: 'reset' }, from(address));

    it('sends a number at most its hourly codes, from any address', async () => {
      const mobile = freshMobile();
      expect((await reset(mobile, '10.9.0.1')).body.e).toBe(0);
      await reopenWindow(limited.db, mobile);
      expect((await reset(mobile, '10.9.0.1')).body.e).toBe(0);
      await reopenWindow(limited.db, mobile);
      const third = await reset(mobile, '10.9.0.1');
      expect(third.status).toBe(429);
      expect(third.body.m).toMatch(/^验证码发送次数过多，请 \d+ 分钟后再试$/);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      // Not the resend window: the refused send gave it back. Another address gets no more.
      expect((await reset(mobile, '10.9.0.1')).body.m).toMatch(/^验证码发送次数过多/);
      expect((await reset(mobile, '10.9.0.3')).body.m).toMatch(/^验证码发送次数过多/);
    });

    it('sends at most its hourly codes at the request of one address, to any numbers', async () => {
      for (let i = 0; i < 4; i++) expect((await reset(freshMobile(), '10.9.0.2')).body.e).toBe(0);
      const fifth = await reset(freshMobile(), '10.9.0.2');
      expect([fifth.status, fifth.body.e]).toEqual([429, ErrorCode.TOO_MANY_REQUESTS]);
      const en = await new ApiClient(limited.url).call(calls.validate_code, { mobile: freshMobile(), template: 'reset' }, { ...from('10.9.0.2'), 'accept-language': 'en' });
      expect(en.body.m).toMatch(/^Too many codes were sent; please try again in \d+ minutes$/);
      expect((await reset(freshMobile(), '10.9.0.4')).body.e).toBe(0);
    });

    it('refuses registration when it is closed, and says so in the login configuration', async () => {
      const api = new ApiClient(limited.url);
      expect((await api.call(calls.getLoginConfig)).body.d).toMatchObject({ register_enabled: false });
      const mobile = freshMobile();
      expect((await api.call(calls.validate_code, { mobile, template: 'register' }, from('10.9.0.5'))).body).toEqual({ e: ErrorCode.FORBIDDEN, m: '暂未开放注册', d: null });
      const attempt = await api.call(calls.registerAccount, { account_type: 'mobile', mobile, code: '123456', name: '访客', password: 'Visitor@2026' });
      expect(attempt.body.m).toBe('暂未开放注册');
    });
  });
});
