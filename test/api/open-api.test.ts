/**
 * The open API over HTTP: a signed-in user asks getUserCode for a mini-program service, and that service's client
 * redeems the code at /open/token/get with its credentials for the user's number, name and identity, once. A replay,
 * another client, an expired code, a wrong secret and a signed-out caller are refused.
 */
import { calls } from '../../contract';
import { ErrorCode } from '../../contract/envelope';
import { registerClient } from '../../server/src/modules/open/open.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { demoOpenClients } from '../../server/demo/campus/services';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const card = demoOpenClients[0];
const OTHER = { appid: 'library', name: '图书馆小程序', secret: 'library-secret-for-tests' };

describe.each(engines)('one-time user codes and their redemption on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let cardAppId: number;
  let leaveAppId: number;
  /** A server of the third party: no cookies, no browser headers. */
  let thirdParty: ApiClient;

  const appIdNamed = async (name: string) => (await server.db.selectFrom('apps').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    student = await signedInClient(server.url, demoAccounts.student);
    thirdParty = new ApiClient(server.url);
    cardAppId = await appIdNamed('校园一卡通充值');
    leaveAppId = await appIdNamed('学生请假申请');
    await registerClient(server.db, OTHER);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function codeFor(api: ApiClient, appId = cardAppId): Promise<string> {
    const res = await api.call<string>(calls.getUserCode, { app_id: appId });
    expect(res.body.e).toBe(0);
    return res.body.d;
  }
  const redeem = (code: string, client: { appid: string; secret: string } = card) =>
    thirdParty.call<Record<string, unknown>>(calls.openTokenGet, { appid: client.appid, secret: client.secret, code });

  it('tells the service’s client who the user is, and nothing else', async () => {
    const res = await redeem(await codeFor(student));
    expect(res.body.e).toBe(0);
    const me = await server.db.selectFrom('users').select(['number', 'name']).where('uid', '=', demoAccounts.student.account).executeTakeFirstOrThrow();
    expect(res.body.d).toEqual({ number: me.number, name: me.name, identity: 'student' });
  });

  it('refuses a code the second time', async () => {
    const code = await codeFor(student);
    expect((await redeem(code)).body.e).toBe(0);
    const again = await redeem(code);
    expect(again.body.e).not.toBe(0);
    expect(again.body.m).toBe('授权码无效、已使用或已过期');
  });

  it('refuses a code to another registered client, which leaves it to its own', async () => {
    const code = await codeFor(student);
    const other = await redeem(code, OTHER);
    expect(other.body.e).not.toBe(0);
    expect(other.body.m).toBe('授权码无效、已使用或已过期');
    expect((await redeem(code)).body.d).toMatchObject({ identity: 'student' });
  });

  it('refuses a code after its five minutes', async () => {
    const code = await codeFor(student);
    const row = await server.db.selectFrom('open_user_codes').select(['issued_at', 'expires_at']).where('redeemed_at', 'is', null).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.issued_at.getTime()).toBe(5 * 60_000);
    await server.db.updateTable('open_user_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('redeemed_at', 'is', null).execute();
    const res = await redeem(code);
    expect(res.body.e).not.toBe(0);
    expect(res.body.m).toBe('授权码无效、已使用或已过期');
  });

  it('refuses a wrong secret or an unknown client before looking at the code', async () => {
    const code = await codeFor(student);
    for (const client of [{ appid: card.appid, secret: 'guessed' }, { appid: 'nobody', secret: card.secret }]) {
      const res = await redeem(code, client);
      expect(res.status).toBe(401);
      expect(res.body.m).toBe('应用凭据无效');
    }
    expect((await redeem(code)).body.e).toBe(0);
  });

  it('gives exactly one of twenty concurrent redeemers the user', async () => {
    const code = await codeFor(student);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(code)));
    expect(answers.filter((a) => a.body.e === 0)).toHaveLength(1);
  });

  it('issues no code to a signed-out caller, nor for a service without a registered client', async () => {
    const signedOut = await new ApiClient(server.url).call(calls.getUserCode, { app_id: cardAppId });
    expect(signedOut.body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    const noClient = await student.call(calls.getUserCode, { app_id: leaveAppId });
    expect(noClient.body.e).not.toBe(0);
    expect(noClient.body.m).toBe('该服务未登记第三方应用，无法获取授权码');
    const bad = await student.call(calls.getUserCode, { app_id: 'x' });
    expect(bad.body.e).toBe(ErrorCode.INVALID_INPUT);
  });

  it('keeps only hashes of codes and secrets', async () => {
    const code = await codeFor(student);
    const stored = await server.db.selectFrom('open_user_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);
    const clients = await server.db.selectFrom('open_clients').select('secret_hash').execute();
    expect(clients.map((c) => c.secret_hash)).not.toContain(card.secret);
  });
});
