/**
 * What a click on a service card does (spec §4 "Third-party app click", §5 "Mobile-limit"), on both targets: a folder
 * opens its popup; a service limited to the other client says where to start it; a third-party link records the
 * click (recent list, then count) and opens its address for the terminal, even when recording fails; a mini-program
 * shows its QR code on H5 and opens with a one-time code in the mini-program; types 7 and 8 open their start page,
 * the campus hall and venue ids their address, others their detail page.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { specText } from '@contract/texts';
import { launchApp } from '@/features/home/launch-app';
import { setupI18n } from '@/i18n';
import { useUiSettings } from '@/stores/ui-settings';
import { signIn, signOut } from '../frame/frame-state';
import { appCard } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { TARGET } from '../support/render';

const site = pageServer();
const openFolder = jest.fn();
let windowOpen: jest.SpyInstance;
let copy: jest.SpyInstance;
/** The tab H5 opens within the click, pointed at the address once the click is recorded. */
let tab: { opener: unknown; location: { replace: jest.Mock } };

beforeAll(() => {
  void setupI18n().changeLanguage('zh');
});
beforeEach(() => {
  act(() => signIn('S0001'));
  site.server.ok(calls.recentappssave, {});
  site.server.ok(calls.thirdClickNum, { views: 12 });
  openFolder.mockReset();
  tab = { opener: window, location: { replace: jest.fn() } };
  windowOpen = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never);
});
afterEach(() => {
  windowOpen.mockRestore();
  copy.mockRestore();
  useUiSettings.setState({ client: 'auto' });
});

/** Launches as a client of that size: pages have twins, and a link lands on the one this client shows. */
function launchOn(mobile: boolean, app: Parameters<typeof launchApp>[0]): void {
  useUiSettings.setState({ client: mobile ? 'mobile' : 'pc' });
  launchApp(app, mobile, openFolder);
}

/** The mini-program shows only mobile pages. */
const desktopPage = (url: string) => (TARGET === 'h5' ? url : url.replace(/^\/pages\/matter\//, '/pages/matter/m_'));

/** The outside addresses opened: tabs on H5, copied addresses in the mini-program. */
function opened(): string[] {
  return TARGET === 'h5'
    ? [...tab.location.replace.mock.calls.map(([url]) => url as string), ...windowOpen.mock.calls.flatMap(([url]) => (url ? [url as string] : []))]
    : copy.mock.calls.map(([{ data }]) => data as string);
}

/** The calls that reached the server, in order. */
const sent = () => site.server.seen.map((r) => `${r.path.split('/').pop()} ${JSON.stringify({ ...r.query, ...r.form })}`);

const link = { type: 4, jump_type: 1, url: 'https://lib.example.edu.cn/', url_pc: 'https://lib.example.edu.cn/pc', url_mobile: 'https://m.lib.example.edu.cn/' };

it('opens the popup of a folder and goes nowhere', () => {
  const folder = appCard({ id: 3, is_folder: 1, type: 4, url: 'https://example.edu.cn/' });
  launchApp(folder, true, openFolder);
  expect(openFolder).toHaveBeenCalledWith(folder);
  expect(site.navigations()).toEqual([]);
  expect(opened()).toEqual([]);
});

it('says where to start a service limited to the other client', async () => {
  launchApp(appCard({ mobile_limit: 1 }), true, openFolder);
  expect(await screen.findByText('请前往pc端发起')).toBeTruthy();
  launchApp(appCard({ mobile_limit: 2, ...link }), false, openFolder);
  expect(await screen.findByText(specText('mobileOnly'))).toBeTruthy();
  expect(site.navigations()).toEqual([]);
  expect(sent()).toEqual([]);
});

it('records a third-party click, the recent list then the count, and opens the address for the terminal', async () => {
  launchOn(false, appCard({ id: 21, ...link, terminal: 1 }));
  await waitFor(() => expect(opened()).toEqual(['https://lib.example.edu.cn/pc']));
  expect(sent()).toEqual(['recentappssave {"appId":"21"}', 'thirdClickNum {"app_id":"21"}']);
  if (TARGET === 'h5') {
    // The tab opens within the click (browsers refuse a later one) and cannot reach back into the portal.
    expect(windowOpen).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  }

  launchOn(true, appCard({ id: 22, ...link, terminal: 1 }));
  await waitFor(() => expect(opened()).toHaveLength(2));
  launchOn(true, appCard({ id: 23, ...link, url_mobile: '' }));
  await waitFor(() => expect(opened()).toEqual(['https://lib.example.edu.cn/pc', 'https://m.lib.example.edu.cn/', 'https://lib.example.edu.cn/']));
  expect(site.navigations()).toEqual([]);
});

it('only counts the click of someone not signed in, and opens the link when recording fails', async () => {
  act(() => signOut());
  site.server.answer(calls.thirdClickNum.path, { status: 500, body: { e: 500, m: '服务器错误', d: null } });
  launchOn(false, appCard({ id: 24, ...link }));
  await waitFor(() => expect(opened()).toEqual(['https://lib.example.edu.cn/']));
  expect(sent()).toEqual(['thirdClickNum {"app_id":"24"}']);
});

it('opens types 7 and 8 on their start page and any other service on its detail page, the mobile twin on a phone', () => {
  launchOn(false, appCard({ id: 7, type: 7 }));
  launchOn(true, appCard({ id: 8, type: 8 }));
  launchOn(false, appCard({ id: 31 }));
  launchOn(true, appCard({ id: 32, mobile_limit: 2 }));
  launchOn(false, appCard({ id: 33, type: 4, jump_type: 1 }));
  expect(site.navigations()).toEqual([
    desktopPage('/pages/matter/start/index?id=7'),
    '/pages/matter/m_start/index?id=8',
    desktopPage('/pages/matter/detail/index?id=31'),
    '/pages/matter/m_detail/index?id=32',
    desktopPage('/pages/matter/detail/index?id=33'),
  ]);
  expect(opened()).toEqual([]);
});

it('opens the address of a campus hall or venue service (app ids 8 to 15 and 18)', () => {
  launchOn(false, appCard({ id: 18, type: 7, url: 'https://venue.example.edu.cn/' }));
  launchOn(false, appCard({ id: 12, url: '' }));
  expect(opened()).toEqual(['https://venue.example.edu.cn/']);
  if (TARGET === 'h5') expect(windowOpen).toHaveBeenCalledWith('https://venue.example.edu.cn/', '_blank', 'noopener');
  expect(site.navigations()).toEqual([desktopPage('/pages/matter/detail/index?id=12')]);
});

const card = appCard({
  id: 41, name: '校园一卡通充值', type: 4, jump_type: 2, url: 'pages/recharge/index', qrcode: 'https://qr.example.edu.cn/card',
  json_small_data: JSON.stringify({ appid: 'wx0000000000000001', path: 'pages/recharge/index', scene: 'hall' }),
});

(TARGET === 'h5' ? it : it.skip)('shows the QR code of a mini-program outside the mini-program, after recording the click', async () => {
  launchOn(false, card);
  const dialog = await screen.findByRole('dialog', { name: '校园一卡通充值' });
  const image = within(dialog).getByRole('img', { name: '校园一卡通充值小程序码' });
  expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(within(dialog).getByText('请使用微信扫一扫打开小程序')).toBeTruthy();
  await waitFor(() => expect(sent()).toEqual(['recentappssave {"appId":"41"}', 'thirdClickNum {"app_id":"41"}']));
  const [, closeLink] = within(dialog).getAllByRole('button', { name: '关闭' });
  act(() => closeLink.click());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(site.navigations()).toEqual([]);
});

(TARGET === 'h5' ? it : it.skip)('says so when a mini-program has no address to encode', async () => {
  launchOn(true, appCard({ ...card, qrcode: '/static/demo/qrcode-card.svg' }));
  const dialog = await screen.findByRole('dialog', { name: '校园一卡通充值' });
  expect(within(dialog).queryByRole('img')).toBeNull();
  expect(within(dialog).getByText('该小程序暂无二维码')).toBeTruthy();
  act(() => within(dialog).getAllByRole('button', { name: '关闭' })[0].click());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

(TARGET === 'weapp' ? it : it.skip)('opens a mini-program inside the mini-program with its page, extra data and a one-time code', async () => {
  site.server.ok(calls.getUserCode, 'c0de-1');
  const jump = jest.spyOn(Taro, 'navigateToMiniProgram').mockResolvedValue({ errMsg: 'navigateToMiniProgram:ok' } as never);
  try {
    launchOn(true, card);
    await waitFor(() => expect(jump).toHaveBeenCalled());
    expect(jump).toHaveBeenCalledWith({ appId: 'wx0000000000000001', path: 'pages/recharge/index', extraData: { scene: 'hall', code: 'c0de-1' } });
    expect(sent()).toEqual(['recentappssave {"appId":"41"}', 'thirdClickNum {"app_id":"41"}', 'getUserCode {"app_id":"41"}']);
    expect(screen.queryByRole('dialog')).toBeNull();
  } finally {
    jump.mockRestore();
  }
});
