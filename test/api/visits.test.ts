/** The portal's facts about itself through real HTTP: systemUpYear, the visit beacon and the client debug log. */
import { calls } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const campusYear = () => Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4));

describe.each(engines)('system calls on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const visits = () => server.db.selectFrom('visit_days').select(['agent', 'visitor', 'hits']).orderBy('agent').orderBy('visitor').execute();

  it('gives the year the demo campus went live and this campus year', async () => {
    const res = await new ApiClient(server.url).call(calls.systemUpYear);
    expect(res.body).toEqual({ e: 0, m: 'ok', d: { year: campusYear() - 2, current_year: campusYear() } });
  });

  it('counts beacon hits per day, terminal and signed-in user, trusting the session rather than the uid sent', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.call(calls.visitsCollect, { agent: 'pc' })).body).toEqual({ e: 0, m: 'ok', d: {} });
    await anonymous.call(calls.visitsCollect, { agent: 'pc', uid: demoAccounts.staff.account });
    await anonymous.call(calls.visitsCollect, { agent: 'mobile' });
    const student = new ApiClient(server.url);
    await student.call(calls.login, { username: demoAccounts.student.account, password: demoAccounts.student.password });
    await student.call(calls.visitsCollect, { agent: 'mobile', uid: demoAccounts.staff.account });
    expect(await visits()).toEqual([
      { agent: 'mobile', visitor: '', hits: 1 },
      { agent: 'mobile', visitor: demoAccounts.student.account, hits: 1 },
      { agent: 'pc', visitor: '', hits: 2 },
    ]);
  });

  it('refuses a beacon without a known terminal', async () => {
    const anonymous = new ApiClient(server.url);
    for (const payload of [{}, { agent: 'tablet' }, { agent: 'pc', uid: 'u'.repeat(65) }]) {
      const res = await anonymous.call(calls.visitsCollect, payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ e: 400, d: null });
    }
  });

  it('takes a debug timeline where the server enables it, refusing oversize entries', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.call(calls.debugLog, { type: 'route', uid: 'x', data: '{"to":"/site/index"}' })).body).toEqual({ e: 0, m: 'ok', d: {} });
    for (const payload of [{ type: 'route', data: 'x'.repeat(8001) }, { data: 'x' }, { type: '', data: 'x' }, { type: 't'.repeat(41), data: 'x' }]) {
      const res = await anonymous.call(calls.debugLog, payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ e: 400, d: null });
    }
  });

  it('rate-limits debug timelines and beacons per address', async () => {
    const anonymous = new ApiClient(server.url);
    const timelines = [];
    for (let i = 0; i < 31; i++) timelines.push(await anonymous.call(calls.debugLog, { type: 'tick', data: String(i) }));
    expect(timelines.filter((r) => r.body.e === 0).length).toBeLessThanOrEqual(30);
    const refused = timelines[30];
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ e: 429, d: null, m: expect.stringMatching(/^操作过于频繁，请 \d+ 秒后再试$/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    let beacon = await anonymous.call(calls.visitsCollect, { agent: 'pc' });
    for (let i = 0; i < 120 && beacon.body.e === 0; i++) beacon = await anonymous.call(calls.visitsCollect, { agent: 'pc' });
    expect(beacon.status).toBe(429);
    const pc = (await visits()).find((v) => v.agent === 'pc' && v.visitor === '');
    expect(pc!.hits).toBeLessThanOrEqual(120);
  });
});

describe('the debug timeline switched off', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: false, config: { clientDebugLog: false } });
  });
  afterAll(() => server?.close());

  it('is refused with the envelope', async () => {
    const res = await new ApiClient(server.url).call(calls.debugLog, { type: 'route', data: '{}' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ e: 403, m: '服务器未开启调试日志', d: null });
  });
});
