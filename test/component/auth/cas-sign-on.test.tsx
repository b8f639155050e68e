/**
 * Campus single sign-on on the client (spec §4 "Login redirect"): the login page says why a CAS sign-in failed and
 * offers CAS only when the server does; signing out ends the session and continues to the CAS logout, the configured
 * address or the login page, each with redirect_url, and a printer's browser to its login page with casLogout=1.
 */
import { screen, waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { CampusSignIn } from '@/features/auth/campus-sign-in';
import { logoutDestination } from '@/features/auth/logout-destination';
import { LogoutPage } from '@/features/auth/logout-page';
import { useLoginConfig } from '@/stores/login-config';
import { startEnvelopeServer } from '../support/envelope-server';
import { renderH5, TARGET, useApiOrigin } from '../support/render';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
const ORIGIN = 'https://hall.example.edu.cn';
const CAS_LOGOUT = 'https://cas.example.edu.cn/cas/logout?service=https%3A%2F%2Fhall.example.edu.cn%2Fv2%2Fsite%2Findex';

const atPage = (route: string, params: Record<string, string>) =>
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: `/pages${route}/index`, params } } as never);

describe('where signing out continues', () => {
  const context = { returnTo: '/matter/detail?id=7', printer: false, origin: ORIGIN };

  it('goes to the CAS logout for a CAS session, naming the page to come back to', () => {
    expect(logoutDestination({ isCas: true, logout_url: CAS_LOGOUT }, context)).toEqual({
      kind: 'address',
      url: `${CAS_LOGOUT}&redirect_url=${encodeURIComponent(`${ORIGIN}/v2/matter/detail?id=7`)}`,
    });
  });

  it('goes to the configured logout address, else the login page', () => {
    expect(logoutDestination({ isCas: false, logout_url: 'https://www.example.edu.cn/' }, { ...context, returnTo: undefined })).toEqual({
      kind: 'address',
      url: `https://www.example.edu.cn/?redirect_url=${encodeURIComponent(`${ORIGIN}/v2/site/login`)}`,
    });
    expect(logoutDestination({ isCas: false, logout_url: '' }, context)).toEqual({ kind: 'route', route: '/site/login', query: { redirect_url: '/matter/detail?id=7' } });
  });

  it("uses the printer's login page with casLogout=1 when the printer flag is set", () => {
    expect(logoutDestination({ isCas: true, logout_url: CAS_LOGOUT }, { ...context, printer: true })).toEqual({
      kind: 'route',
      route: '/site/login',
      query: { printer: '1', casLogout: '1', redirect_url: '/matter/detail?id=7' },
    });
  });

  it('goes to the login page where no outside address can open (the mini-program), and drops a foreign redirect', () => {
    expect(logoutDestination({ isCas: true, logout_url: CAS_LOGOUT }, { ...context, origin: null })).toEqual({ kind: 'route', route: '/site/login', query: { redirect_url: '/matter/detail?id=7' } });
    expect(logoutDestination({ isCas: false, logout_url: '' }, { ...context, returnTo: '//evil.example' })).toEqual({ kind: 'route', route: '/site/login', query: {} });
  });
});

describe('the pages', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startEnvelopeServer();
    useApiOrigin(server.origin);
    server.ok(calls.getLoginConfig, { login_type: 'password', cas_enabled: false, cas_login_url: '', wechat_enabled: false, register_enabled: false });
    // Asked once per visit; each test then says whether CAS is offered.
    await useLoginConfig.getState().load();
  });
  afterAll(() => server.close());
  afterEach(() => {
    jest.restoreAllMocks();
    useLoginConfig.setState({ casLoginUrl: '' });
  });

  it.each([
    ['zh', 'casTicketInvalid', '统一身份认证登录已失效，请重新登录'],
    ['en', 'casUnknownUser', 'There is no account for you here yet; please contact the administrator'],
    ['zh', 'something-else', '统一身份认证登录未能完成，请重新登录'],
  ] as const)('the login page says why a CAS sign-in failed (%s, %s)', async (lang, code, text) => {
    atPage('/site/login', { cas_error: code });
    renderH5(<CampusSignIn />, lang);
    expect((await screen.findByTestId('cas-error')).textContent).toBe(text);
    expect(screen.queryByTestId('login-cas')).toBeNull();
  });

  (TARGET === 'h5' ? it : it.skip)('offers CAS on the login page when the server does (H5 only: the mini-program has no browser for CAS)', async () => {
    useLoginConfig.setState({ casLoginUrl: '/api/login/cas' });
    atPage('/site/login', {});
    renderH5(<CampusSignIn />);
    expect((await screen.findByTestId('login-cas')).textContent).toBe('校内统一身份认证登录');
  });

  it('signs out on arrival and continues to the login page with the page to return to', async () => {
    server.ok(calls.logout, { isCas: false, logout_url: '' });
    atPage('/site/loginCasLogout', { redirect_url: '/matter/detail?id=7' });
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue(undefined as never);
    renderH5(<LogoutPage />);
    await waitFor(() => expect(reLaunch).toHaveBeenCalled());
    const url = (reLaunch.mock.calls[0][0] as { url: string }).url;
    expect(url).toMatch(/^\/pages\/site\/(m_)?login\/index\?redirect_url=/);
    expect(decodeURIComponent(url.split('redirect_url=')[1])).toBe('/matter/detail?id=7');
    expect(server.seen.some((r) => r.path === calls.logout.path && r.method === 'POST')).toBe(true);
  });

  it('says so when signing out failed and tries again on request', async () => {
    server.answer(calls.logout.path, { body: { e: 10, m: '系统繁忙', d: null } });
    atPage('/site/loginCasLogout', {});
    renderH5(<LogoutPage />);
    expect((await screen.findByTestId('logout-failed')).textContent).toBe('退出登录失败，请点击重试');
    expect(screen.getByTestId('logout-retry')).toBeTruthy();
  });
});
