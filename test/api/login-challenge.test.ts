/**
 * Password sign-in under attack, through real HTTP: the per-account and per-address limits refuse with the spec's
 * envelope past their counts, and after LOGIN_CHALLENGE's failures a sign-in must answer the idiom picture, once,
 * before it expires. The test reads no answer from the server: it holds the key, and the stored hash names one idiom
 * of the list.
 */
import { calls, ErrorCode } from '../../contract';
import { LOGIN_CHALLENGE } from '../../contract/constants';
import { answerHash } from '../../server/src/modules/auth/challenge/challenge.service';
import { IDIOMS } from '../../server/src/modules/auth/challenge/idioms';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { sessionVariants, startTestServer, type TestServer } from '../support/test-server';

const { student, staff, guest } = demoAccounts;
const PER_ACCOUNT = 10;
const PER_ADDRESS = 14;

describe.each(sessionVariants)('the sign-in challenge on $engine (redis: $redis)', ({ engine, redis }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, redis, config: { loginAttemptsPerMinute: PER_ACCOUNT, loginAttemptsPerAddressPerMinute: PER_ADDRESS, trustProxy: 1 } });
  });
  afterAll(() => server?.close());

  /** Each attempt from its own address unless one is given (one proxy hop is trusted). */
  let next = 0;
  const from = (address = `10.9.${Math.floor(++next / 250)}.${(next % 250) + 1}`) => ({ 'x-forwarded-for': address });
  const login = (username: string, password: string, extra: Record<string, string> = {}, address?: string) =>
    new ApiClient(server.url).call(calls.login, { username, password, ...extra }, from(address));

  const challenge = async () => {
    const res = await new ApiClient(server.url).call<{ key: string; image: string }>(calls.idiomCode, {}, from());
    expect(res.body.e).toBe(0);
    return res.body.d;
  };
  /** The idiom whose hash, salted with the key, the server stored. */
  const solve = async (key: string) => {
    const stored = new Set((await server.db.selectFrom('login_challenges').select('answer_hash').execute()).map((r) => r.answer_hash));
    const idiom = IDIOMS.find((i) => stored.has(answerHash(key, i)));
    if (!idiom) throw new Error('no stored challenge for this key');
    return idiom;
  };
  const fail = (account: string, times: number) => Promise.all(Array.from({ length: times }, (_, i) => login(account, `Wrong${i}`)));

  it('draws a picture that holds no text, with a key to answer it by', async () => {
    const { key, image } = await challenge();
    expect(key).toMatch(/^[\w-]{20,}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox/);
    expect(svg).not.toMatch(/\p{Script=Han}|<text/u);
    expect(await solve(key)).toMatch(/^\p{Script=Han}{4}$/u);
  });

  it('asks for the challenge after three failures, takes each answer once and not after it expires', async () => {
    const codes = (await fail(student.account, LOGIN_CHALLENGE.afterAccountFailures)).map((r) => r.body.e);
    expect(codes).toEqual([ErrorCode.FAILED, ErrorCode.FAILED, ErrorCode.FAILED]);

    // The right password alone no longer opens the account.
    const bare = await login(student.account, student.password);
    expect(bare.status).toBe(401);
    expect(bare.body).toEqual({ e: ErrorCode.CHALLENGE_REQUIRED, m: '请输入验证码', d: null });

    // A wrong answer uses the picture up: its right answer afterwards is refused too.
    const first = await challenge();
    const wrong = await login(student.account, student.password, { idiom_key: first.key, idiom_answer: '一二三四' });
    expect(wrong.body).toEqual({ e: ErrorCode.CHALLENGE_REQUIRED, m: '验证码错误，请输入新图片中的成语', d: null });
    const idiom = await solve(first.key).catch(() => null);
    expect(idiom).toBeNull();

    // The right answer with a wrong password passes the picture but not the password, and the picture is spent.
    const second = await challenge();
    const answer = await solve(second.key);
    expect((await login(student.account, 'Wrong@2026', { idiom_key: second.key, idiom_answer: answer })).body.e).toBe(ErrorCode.FAILED);
    expect((await login(student.account, student.password, { idiom_key: second.key, idiom_answer: answer })).body.e).toBe(ErrorCode.CHALLENGE_REQUIRED);

    // An expired picture is refused.
    const third = await challenge();
    const late = await solve(third.key);
    await server.db.updateTable('login_challenges').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await login(student.account, student.password, { idiom_key: third.key, idiom_answer: late })).body.e).toBe(ErrorCode.CHALLENGE_REQUIRED);

    // The right answer (spaces do not matter) and the right password sign in, and clear the account's failures.
    const fourth = await challenge();
    const spaced = [...(await solve(fourth.key))].join(' ');
    const ok = await login(student.account, student.password, { idiom_key: fourth.key, idiom_answer: spaced });
    expect(ok.body).toMatchObject({ e: 0, d: { uid: student.account } });
    expect((await login(student.account, student.password)).body.e).toBe(0);
  });

  it('asks for it from an address after its failures, whatever accounts were tried', async () => {
    const address = '10.20.0.1';
    for (let i = 0; i < LOGIN_CHALLENGE.afterAddressFailures; i++) expect((await login(`nobody${i}`, 'Wrong@2026', {}, address)).body.e).toBe(ErrorCode.FAILED);
    expect((await login(guest.account, guest.password, {}, address)).body.e).toBe(ErrorCode.CHALLENGE_REQUIRED);
    // Another address is not affected.
    expect((await login(guest.account, guest.password, {}, '10.20.0.2')).body.e).toBe(0);
  });

  it('refuses an account past its limit, and an address past its own, with the envelope and Retry-After', async () => {
    const codes: number[] = [];
    for (let i = 0; i < PER_ACCOUNT; i++) codes.push((await login(staff.account, `Wrong${i}`)).body.e);
    expect(codes.slice(0, 3)).toEqual(Array(3).fill(ErrorCode.FAILED));
    expect(codes.slice(3)).toEqual(Array(PER_ACCOUNT - 3).fill(ErrorCode.CHALLENGE_REQUIRED));
    const limited = await login(staff.account, staff.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ e: ErrorCode.TOO_MANY_REQUESTS, m: expect.stringMatching(/^尝试次数过多，请 \d+ 秒后再试$/), d: null });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const address = '10.30.0.1';
    const fromOne: number[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) fromOne.push((await login(`someone${i}`, 'Wrong@2026', {}, address)).body.e);
    expect(fromOne.includes(ErrorCode.TOO_MANY_REQUESTS)).toBe(false);
    const last = await login(guest.account, guest.password, {}, address);
    expect(last.status).toBe(429);
    expect(last.body.e).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });
});
