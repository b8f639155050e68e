/**
 * The request wrapper as the app configures it (spec §7, §8), against a real local HTTP server: the hooks are the
 * ones src/app.tsx installs, so what reaches the user (the error message, the TOTP prompt, the sign-in page) is what
 * is checked, on H5 and in the mini-program.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { ErrorCode } from '@contract/envelope';
import { specText } from '@contract/texts';
import { TotpPrompt } from '@/layouts/shared/totp-prompt';
import { api } from '@/services/api';
import { inFlight } from '@/services/in-flight';
import { RequestError } from '@/services/request';
import { useAgent } from '@/stores/agent';
import { useSession } from '@/stores/session';
import { useUiSettings } from '@/stores/ui-settings';
import type { ToastOptions } from '@/ui/toast/types';
import { appRequestServer } from './support/app-request-server';
import { TARGET, typeInto } from './support/render';

const app = appRequestServer();

/** The messages the app showed the user as toasts, in order. */
const toasts = () => app.shown.mock.calls.map(([options]: [ToastOptions]) => options.content);
/** The call's failure (the wrapper rejects with a RequestError), awaited inside act: the app's hooks update stores. */
const failure = async (call: () => Promise<unknown>) => {
  let error: RequestError | null = null;
  await act(async () => {
    await call().catch((e: RequestError) => (error = e));
  });
  return error as RequestError | null;
};
const onPage = (route: string) =>
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: `/pages${route}/index`, params: {} } } as never);

beforeEach(() => {
  useAgent.setState({ agent: null, examDepartId: null });
  act(() => useUiSettings.getState().setLang('zh'));
});

describe('what every call carries (spec §7)', () => {
  it('sends GET data as query and POST data form-encoded, with the agent and exam department merged in', async () => {
    useAgent.getState().actFor({ agent_uid: 'T0001', agent_name: '王老师', starter_depart_id: '' });
    useAgent.getState().chooseExamDepartment('D07');
    app.server.ok(calls.searchWords, [{ keyword: '请假' }]);
    await expect(api.searchWords({ search_type: 1 })).resolves.toEqual([{ keyword: '请假' }]);
    app.server.ok(calls.login, { uid: 'g1', name: '林晓雨' });
    await api.login({ username: 'guest', password: 'Guest@2026' });

    expect(app.server.seen[0]).toMatchObject({ method: 'GET', query: { search_type: '1', agent_uid: 'T0001', agent_name: '王老师', exam_depart_id: 'D07' } });
    expect(app.server.seen[1].contentType).toContain('application/x-www-form-urlencoded');
    expect(app.server.seen[1].form).toMatchObject({ username: 'guest', password: 'Guest@2026', agent_uid: 'T0001', exam_depart_id: 'D07' });
    // An empty value is not sent as an empty key.
    expect(app.server.seen[0].query).not.toHaveProperty('starter_depart_id');
  });

  it('merges nothing while nobody is acted for and no exam department is chosen', async () => {
    app.server.ok(calls.cHomeGetLinks, []);
    await api.cHomeGetLinks({ type: 2 });
    expect(app.server.seen[0].query).toEqual({ type: '2' });
  });
});

describe('the error catalogue (spec §8)', () => {
  it('shows a 10044 message even to a quiet caller, and keeps other codes quiet for it', async () => {
    app.server.answer(calls.searchWords.path, { body: { e: ErrorCode.SHOW_ERROR, m: '该服务已下线', d: null } });
    expect(await failure(() => api.searchWords({ search_type: 1 }, { quiet: true }))).toMatchObject({ e: ErrorCode.SHOW_ERROR });
    app.server.answer(calls.searchWords.path, { status: 400, body: { e: ErrorCode.INVALID_INPUT, m: '参数 search_type 应为整数', d: null } });
    await failure(() => api.searchWords({ search_type: 1 }, { quiet: true }));
    await failure(() => api.searchWords({ search_type: 1 }));
    expect(toasts()).toEqual(['该服务已下线', '参数 search_type 应为整数']);
  });

  it('cancels the previous call with the same key silently, with its own code, and answers only the newest', async () => {
    app.server.ok(calls.searchWords, [{ keyword: '请假' }], 150);
    const first = failure(() => api.searchWords({ search_type: 1 }, { key: 'search' }));
    const second = api.searchWords({ search_type: 2 }, { key: 'search' });
    const cancelled = await first;
    expect(cancelled).toBeInstanceOf(RequestError);
    expect(cancelled?.e).toBe(ErrorCode.CANCELLED);
    expect(cancelled?.e).not.toBe(ErrorCode.FAILED);
    await expect(second).resolves.toEqual([{ keyword: '请假' }]);
    expect(toasts()).toEqual([]);
  });

  it('says a network failure in English when the reader chose English, with its own code', async () => {
    act(() => useUiSettings.getState().setLang('en'));
    app.server.answer(calls.cHomeGetBanners.path, 'drop');
    const error = await failure(() => api.cHomeGetBanners());
    expect(error).toMatchObject({ e: ErrorCode.NETWORK, message: 'Data request failed, please reopen the page or tap the button' });

    act(() => useUiSettings.getState().setLang('zh'));
    await failure(() => api.cHomeGetBanners());
    expect(toasts()).toEqual(['Data request failed, please reopen the page or tap the button', specText('network')]);
  });

  it('opens the TOTP prompt on e = 2, gives the code to verifyTotp and sends the call again once', async () => {
    render(<TotpPrompt />);
    app.server.answer(calls.searchWords.path, { body: { e: ErrorCode.TOTP_REQUIRED, m: '请输入动态验证码完成安全验证', d: null } });
    let result: unknown = null;
    const pending = api.searchWords({ search_type: 1 }).then((d) => (result = d));

    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    expect(dialog.textContent).toContain('请输入身份验证器中的6位动态验证码');
    await typeInto(screen.getByLabelText('动态验证码'), '12a3');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入6位数字验证码')).toBeTruthy();
    expect(app.server.seen).toHaveLength(1);

    app.server.ok(calls.verifyTotp, { recovery_left: 10 });
    app.server.ok(calls.searchWords, []);
    await typeInto(screen.getByLabelText('动态验证码'), '123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    await act(() => pending);
    expect(result).toEqual([]);
    expect(app.server.seen.map((r) => r.path)).toEqual([calls.searchWords.path, calls.verifyTotp.path, calls.searchWords.path]);
    expect(app.server.seen[1].form).toMatchObject({ code: '123456' });
    expect(app.server.seen[2].query).toMatchObject({ search_type: '1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('sends a signed-out user to the sign-in page on 10042, back to where they were, but not from a _j page', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
    app.server.answer(calls.getUserName.path, { body: { e: ErrorCode.LOGIN_REQUIRED, m: '请先登录', d: null } });
    onPage('/site/m_indexs');
    await failure(() => api.getUserName());
    // The mini-program always opens the mobile twin; H5 in jsdom (1024 px wide) the desktop page.
    const login = TARGET === 'h5' ? 'login' : 'm_login';
    expect(navigateTo).toHaveBeenCalledWith({ url: `/pages/site/${login}/index?redirect_url=%2Fsite%2Fm_indexs` });

    navigateTo.mockClear();
    onPage('/matter/apply_j');
    await failure(() => api.getUserName());
    expect(navigateTo).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);

    // Already on the sign-in page (a call answered after signing out): no second sign-in page on top of it.
    for (const login of ['/site/login', '/site/m_login']) {
      onPage(login);
      await failure(() => api.getUserName());
    }
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('signs the user out on 100421', async () => {
    useSession.setState({ status: 'signed-in', user: { uid: 'g1', name: '林晓雨' } as never });
    app.server.ok(calls.logout, { isCas: false, logout_url: '' });
    app.server.answer(calls.getUserName.path, { body: { e: ErrorCode.FORCE_LOGOUT, m: '会话已失效', d: null } });
    await failure(() => api.getUserName());
    await waitFor(() => expect(useSession.getState().status).toBe('anonymous'));
    expect(app.server.seen.map((r) => `${r.method} ${r.path}`)).toContain(`POST ${calls.logout.path}`);
    expect(toasts()).toEqual([]);
  });
});

it('tracks calls in flight and runs idle callbacks once they have all finished (spec §4)', async () => {
  app.server.ok(calls.cHomeGetLinks, [], 50);
  const idle = jest.fn();
  const both = Promise.all([api.cHomeGetLinks({ type: 1 }), api.cHomeGetLinks({ type: 2 })]);
  expect(inFlight.count).toBe(2);
  inFlight.whenIdle(idle);
  await both;
  expect(inFlight.count).toBe(0);
  expect(idle).not.toHaveBeenCalled();
  await new Promise((r) => setTimeout(r, 250));
  expect(idle).toHaveBeenCalledTimes(1);
});
