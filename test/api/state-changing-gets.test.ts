/**
 * The spec names some calls GET that change something: acting for another account (changeUserLogin), counting a
 * click, marking a notice read, issuing a code. A link, image or script on another site can make a browser send a
 * GET with the user's cookies, so these are refused from another site exactly as every POST is; GETs that only read
 * still answer any site. The CAS return, a top-level navigation from the CAS server, is in test/api/cas.test.ts.
 */
import { callList } from '../../contract/calls';
import { calls, ErrorCode, USER_ID_COOKIE } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { signedInClient, type ApiClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const { dean, secretary } = demoAccounts;
const FOREIGN = { e: ErrorCode.FORBIDDEN, m: '请求来自其他网站，已被拒绝', d: null };

/** The GETs that change state, each decided in the call table (`changesState`). */
const STATE_CHANGING_GETS = [
  'changeUserLogin',
  'thirdClickNum',
  'setSearchService',
  'visitsCollect',
  'getNoticeDetail',
  'getOfficeNoticeDetail',
  'getUserCode',
  'idiomCode',
  'checkCasLogin',
];

describe('state-changing GETs sent from another site', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Each test signs the secretary in afresh: more sign-ins than one account's minute allows.
    server = await startTestServer({ config: { allowedOrigins: ['https://m.example.edu.cn'], loginAttemptsPerMinute: 1000 } });
  });
  afterAll(() => server?.close());

  const whoAmI = async (api: ApiClient) => (await api.call<{ uid: string }>(calls.getUserName)).body.d.uid;

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['a Referer of another site', { referer: 'https://evil.example/page.html' }],
  ])('refuses changeUserLogin with %s, and the session stays the secretary’s', async (_what, headers) => {
    const api = await signedInClient(server.url, secretary);
    const res = await api.call(calls.changeUserLogin, { to_uid: dean.account }, headers);
    expect([res.status, res.body]).toEqual([403, FOREIGN]);
    expect(await whoAmI(api)).toBe(secretary.account);
    expect(api.cookies.get(USER_ID_COOKIE)).toBe(secretary.account);
  });

  it('lets changeUserLogin through from our own pages, an allowed origin and clients that send no browser origin', async () => {
    const own = new URL(server.url).origin;
    const ours: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', referer: `${own}/v2/site/index` },
      { origin: 'https://m.example.edu.cn', 'sec-fetch-site': 'cross-site' },
      { referer: 'https://m.example.edu.cn/v2/site/index' },
      {},
    ];
    for (const headers of ours) {
      const api = await signedInClient(server.url, secretary);
      expect((await api.call(calls.changeUserLogin, { to_uid: dean.account }, headers)).body.e).toBe(0);
      expect(await whoAmI(api)).toBe(dean.account);
    }
  });

  it('marks exactly the GETs that change state in the call table', () => {
    expect(callList.filter((c) => c.method === 'GET' && c.changesState).map((c) => c.name).sort()).toEqual([...STATE_CHANGING_GETS].sort());
  });

  it.each(STATE_CHANGING_GETS.filter((name) => name !== 'checkCasLogin'))('refuses %s from another site before anything else', async (name) => {
    const call = callList.find((c) => c.name === name)!;
    const api = await signedInClient(server.url, secretary);
    const res = await api.request('GET', call.path, {}, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' });
    expect([res.status, res.body]).toEqual([403, FOREIGN]);
  });

  it('answers GETs that only read to any site', async () => {
    const api = await signedInClient(server.url, secretary);
    expect((await api.call(calls.getSiteConfig, {}, { 'sec-fetch-site': 'cross-site' })).body.e).toBe(0);
    expect((await api.call(calls.getGrantMeLists, {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).body.e).toBe(0);
  });
});
