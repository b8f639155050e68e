/**
 * What a click on a service card does (spec §4 "Third-party app click", §5 "Mobile-limit"), on both targets: a folder
 * opens its popup, a service limited to the other client says where to start it, a third-party link opens its address
 * for the terminal (a new tab on H5; copied in the mini-program, which opens no outside pages), others open their
 * detail page.
 */
import { screen } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { specText } from '@contract/texts';
import { launchApp } from '@/features/home/launch-app';
import { setupI18n } from '@/i18n';
import { useUiSettings } from '@/stores/ui-settings';
import { appCard } from '../support/fixtures';
import { TARGET } from '../support/render';

const openFolder = jest.fn();
let navigateTo: jest.SpyInstance;
let windowOpen: jest.SpyInstance;
let copy: jest.SpyInstance;

beforeAll(() => {
  void setupI18n().changeLanguage('zh');
});
beforeEach(() => {
  openFolder.mockReset();
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' });
  windowOpen = jest.spyOn(window, 'open').mockReturnValue(null);
  copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never);
});
afterEach(() => {
  jest.restoreAllMocks();
  useUiSettings.setState({ client: 'auto' });
});

/** Launches as a client of that size: the detail page has twins, and a link lands on the one this client shows. */
function launchOn(mobile: boolean, app: Parameters<typeof launchApp>[0]): void {
  useUiSettings.setState({ client: mobile ? 'mobile' : 'pc' });
  launchApp(app, mobile, openFolder);
}

/** The mini-program shows only mobile pages. */
const desktopPage = (url: string) => (TARGET === 'h5' ? url : url.replace('/matter/', '/matter/m_'));

/** The outside addresses opened: tabs on H5, copied addresses in the mini-program. */
function opened(): string[] {
  return TARGET === 'h5' ? windowOpen.mock.calls.map(([url]) => url as string) : copy.mock.calls.map(([{ data }]) => data as string);
}

it('opens the popup of a folder and goes nowhere', () => {
  const folder = appCard({ id: 3, is_folder: 1, type: 4, url: 'https://example.edu.cn/' });
  launchApp(folder, true, openFolder);
  expect(openFolder).toHaveBeenCalledWith(folder);
  expect(navigateTo).not.toHaveBeenCalled();
  expect(opened()).toEqual([]);
});

it('says where to start a service limited to the other client', async () => {
  launchApp(appCard({ mobile_limit: 1 }), true, openFolder);
  expect(await screen.findByText(specText('desktopOnly'))).toBeTruthy();
  launchApp(appCard({ mobile_limit: 2 }), false, openFolder);
  expect(await screen.findByText(specText('mobileOnly'))).toBeTruthy();
  expect(navigateTo).not.toHaveBeenCalled();
});

it('opens a limited service where it is allowed', () => {
  launchOn(false, appCard({ id: 8, mobile_limit: 1 }));
  launchOn(true, appCard({ id: 9, mobile_limit: 2 }));
  expect(navigateTo.mock.calls.map(([{ url }]) => url)).toEqual([desktopPage('/pages/matter/detail/index?id=8'), '/pages/matter/m_detail/index?id=9']);
});

it('opens a third-party link at the address for the terminal', () => {
  const link = { type: 4, jump_type: 1, url: 'https://lib.example.edu.cn/', url_pc: 'https://lib.example.edu.cn/pc', url_mobile: 'https://m.lib.example.edu.cn/' };
  launchApp(appCard({ ...link, terminal: 1 }), false, openFolder);
  launchApp(appCard({ ...link, terminal: 0 }), false, openFolder);
  launchApp(appCard({ ...link, terminal: 1 }), true, openFolder);
  launchApp(appCard({ ...link, url_mobile: '' }), true, openFolder);
  expect(opened()).toEqual(['https://lib.example.edu.cn/pc', 'https://lib.example.edu.cn/', 'https://m.lib.example.edu.cn/', 'https://lib.example.edu.cn/']);
  expect(navigateTo).not.toHaveBeenCalled();
  if (TARGET === 'h5') expect(windowOpen).toHaveBeenCalledWith('https://lib.example.edu.cn/pc', '_blank', 'noopener');
});

it('opens the detail page of any other service, the mobile one on a phone', () => {
  launchOn(false, appCard({ id: 7 }));
  launchOn(true, appCard({ id: 7 }));
  launchOn(true, appCard({ id: 5, type: 4, jump_type: 2 }));
  expect(navigateTo.mock.calls.map(([{ url }]) => url)).toEqual([
    desktopPage('/pages/matter/detail/index?id=7'),
    '/pages/matter/m_detail/index?id=7',
    '/pages/matter/m_detail/index?id=5',
  ]);
  expect(opened()).toEqual([]);
});
