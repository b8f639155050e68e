/**
 * Password guessing is limited per account, whatever spelling of the account is typed, and per address,
 * whatever names are tried; a spoofed X-Forwarded-For does not buy fresh tries. Through real HTTP.
 */
import { calls, ErrorCode } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { sessionVariants, startTestServer, type TestServer } from '../support/test-server';

describe.each(sessionVariants)('login limits on $engine (redis: $redis)', ({ engine, redis }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, redis, config: { loginAttemptsPerMinute: 5, loginAttemptsPerAddressPerMinute: 12, trustProxy: 1 } });
  });
  afterAll(() => server?.close());

  /** Each test speaks from its own address (one proxy hop is trusted), so their budgets do not mix. */
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const attempt = (username: string, password: string, address: string) =>
    new ApiClient(server.url).call(calls.login, { username, password }, from(address));

  it('counts every spelling of one account against the same budget', async () => {
    const spellings = [' guest', 'guest ', 'GUEST@example.com', '13800138000', 'guest'];
    const codes: number[] = [];
    for (const [i, name] of spellings.entries()) codes.push((await attempt(name, `Wrong${i}`, `10.1.0.${i + 1}`)).body.e);
    // After three failures the account asks for the idiom challenge (login-challenge.test.ts); attempts still count.
    expect(codes).toEqual([...Array(3).fill(ErrorCode.FAILED), ErrorCode.CHALLENGE_REQUIRED, ErrorCode.CHALLENGE_REQUIRED]);
    // The sixth try, even with the right password and from a new address, waits for the window to pass.
    const sixth = await attempt('Guest@Example.com', demoAccounts.guest.password, '10.1.0.9');
    expect(sixth.status).toBe(429);
    expect(sixth.body.e).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(sixth.body.m).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits one address however many different accounts it tries', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) codes.push((await attempt(`nobody${i}`, 'Wrong@2026', '10.2.0.1')).body.e);
    expect(codes.slice(0, 10).every((e) => e === ErrorCode.FAILED)).toBe(true);
    expect(codes.slice(10, 12)).toEqual([ErrorCode.CHALLENGE_REQUIRED, ErrorCode.CHALLENGE_REQUIRED]);
    expect(codes.slice(12)).toEqual([ErrorCode.TOO_MANY_REQUESTS, ErrorCode.TOO_MANY_REQUESTS, ErrorCode.TOO_MANY_REQUESTS]);
    // Another address is not affected.
    expect((await attempt(demoAccounts.student.account, demoAccounts.student.password, '10.2.0.2')).body.e).toBe(0);
  });

  it('does not let a forged X-Forwarded-For entry choose the address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) {
      // The client writes anything on the left; our one trusted proxy appends the real address on the right.
      codes.push((await attempt(`forger${i}`, 'Wrong@2026', `203.0.113.${i}, 10.3.0.1`)).body.e);
    }
    expect(codes.slice(12)).toEqual([ErrorCode.TOO_MANY_REQUESTS, ErrorCode.TOO_MANY_REQUESTS]);
  });

  it('refuses a too-many-attempts account in English when asked', async () => {
    for (let i = 0; i < 5; i++) await attempt(demoAccounts.staff.account, `Wrong${i}`, `10.4.0.${i + 1}`);
    const res = await new ApiClient(server.url).call(
      calls.login,
      { username: demoAccounts.staff.account, password: 'Wrong' },
      { ...from('10.4.0.9'), 'accept-language': 'en' },
    );
    expect(res.body.m).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
  });
});
