/** The request wrapper (spec §7, §8) against a real local HTTP server. */
import { calls } from '@contract/calls';
import { ErrorCode } from '@contract/envelope';
import { specText } from '@contract/texts';
import { configureRequest, request, RequestError } from '@/services/request';
import { inFlight } from '@/services/in-flight';
import { startEnvelopeServer } from './support/envelope-server';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;
const hooks = {
  showError: jest.fn(),
  onLoginRequired: jest.fn(),
  onForceLogout: jest.fn(),
  onTotpRequired: jest.fn(),
  onRedirectHome: jest.fn(),
};

beforeAll(async () => {
  server = await startEnvelopeServer();
  (globalThis as { API_BASE?: string }).API_BASE = server.origin;
});
afterAll(() => server.close());
beforeEach(() => {
  Object.values(hooks).forEach((h) => h.mockReset());
  server.seen.length = 0;
  configureRequest({ ...hooks, extraPayload: () => ({ agent_uid: 'T0001', exam_depart_id: undefined }) });
});

describe('request wrapper', () => {
  it('sends GET data as query with the agent info merged, and returns d', async () => {
    server.ok(calls.homehotapps.path, [{ id: 7, name: '学生请假申请' }]);
    const apps = await request(calls.homehotapps, { more: 1 });
    expect(apps).toEqual([{ id: 7, name: '学生请假申请' }]);
    expect(server.seen[0]).toMatchObject({ method: 'GET', query: { more: '1', agent_uid: 'T0001' } });
  });

  it('sends POST data form-encoded', async () => {
    server.ok(calls.login.path, { uid: 'g1', name: '林晓雨' });
    await request(calls.login, { username: 'guest', password: 'Guest@2026' });
    expect(server.seen[0].contentType).toContain('application/x-www-form-urlencoded');
    expect(server.seen[0].form).toMatchObject({ username: 'guest', password: 'Guest@2026', agent_uid: 'T0001' });
  });

  it('sends a signed-out user to login on 10042 and logs out on 100421, without an error toast', async () => {
    server.answer(calls.getUserName.path, { body: { e: ErrorCode.LOGIN_REQUIRED, m: '请先登录', d: null } });
    await expect(request(calls.getUserName)).rejects.toMatchObject({ e: ErrorCode.LOGIN_REQUIRED });
    server.answer(calls.getUserName.path, { body: { e: ErrorCode.FORCE_LOGOUT, m: '会话已失效', d: null } });
    await expect(request(calls.getUserName)).rejects.toMatchObject({ e: ErrorCode.FORCE_LOGOUT });
    expect(hooks.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(hooks.onForceLogout).toHaveBeenCalledTimes(1);
    expect(hooks.showError).not.toHaveBeenCalled();
  });

  it('shows m as an error for 10044 and other non-zero codes, unless the caller is quiet', async () => {
    server.answer(calls.searchWords.path, { body: { e: ErrorCode.SHOW_ERROR, m: '该服务已下线', d: null } });
    await expect(request(calls.searchWords)).rejects.toBeInstanceOf(RequestError);
    server.answer(calls.searchWords.path, { status: 400, body: { e: ErrorCode.INVALID_INPUT, m: '参数 search_type 应为整数', d: null } });
    await expect(request(calls.searchWords)).rejects.toThrow('参数 search_type 应为整数');
    await expect(request(calls.searchWords, {}, { quiet: true })).rejects.toThrow();
    expect(hooks.showError.mock.calls).toEqual([['该服务已下线'], ['参数 search_type 应为整数']]);
  });

  it('shows the network failure text when the connection drops', async () => {
    server.answer(calls.cHomeGetBanners.path, 'drop');
    await expect(request(calls.cHomeGetBanners)).rejects.toThrow(specText('network'));
    expect(hooks.showError).toHaveBeenCalledWith(specText('network'));
  });

  it('cancels the previous call with the same key silently and answers only the newest', async () => {
    server.ok(calls.searchWords.path, [{ keyword: '请假' }], 150);
    const first = request(calls.searchWords, { search_type: 1 }, { key: 'search' });
    const second = request(calls.searchWords, { search_type: 2 }, { key: 'search' });
    await expect(first).rejects.toMatchObject({ cancelled: true });
    await expect(second).resolves.toEqual([{ keyword: '请假' }]);
    expect(hooks.showError).not.toHaveBeenCalled();
  });

  it('tracks calls in flight and runs idle callbacks after they all finish', async () => {
    server.ok(calls.cHomeGetLinks.path, [], 50);
    const idle = jest.fn();
    const both = Promise.all([request(calls.cHomeGetLinks, { type: 1 }), request(calls.cHomeGetLinks, { type: 2 })]);
    expect(inFlight.count).toBe(2);
    inFlight.whenIdle(idle);
    await both;
    expect(inFlight.count).toBe(0);
    expect(idle).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 250));
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
