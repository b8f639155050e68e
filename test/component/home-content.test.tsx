/** The home page body reads its lists through the real request wrapper from a local HTTP server. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { HomeContent } from '@/features/home/home-content';
import { routeOfPath } from '@/routes';
import { useUiSettings } from '@/stores/ui-settings';
import { pressEnter, renderH5, typeInto, useApiOrigin, valueOf } from './support/render';
import { startEnvelopeServer } from './support/envelope-server';
import { appCard } from './support/fixtures';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  server.ok(calls.cHomeGetBanners, []);
  server.ok(calls.searchWords, [{ keyword: '请假' }, { keyword: '在校证明' }]);
});
afterAll(() => server.close());

it('shows the hot services with their department, visits in 万 and the third-party badge', async () => {
  server.ok(calls.homehotapps, [
    appCard({ id: 1, name: '学生请假申请', departName: '学生工作部' }),
    appCard({ id: 2, name: '报修服务', type: 4, departName: '后勤保障处', views: 980 }),
  ]);
  renderH5(<HomeContent onMobile={false} />);
  const cards = await screen.findAllByTestId('hot-app');
  expect(cards.map((c) => c.textContent)).toEqual([expect.stringContaining('学生请假申请'), expect.stringContaining('报修服务')]);
  expect(within(cards[0]).getByText('学生工作部')).toBeTruthy();
  expect(within(cards[0]).getByText(/123万/)).toBeTruthy();
  expect(within(cards[1]).getByText('第三方应用')).toBeTruthy();
});

it('reloads the services in English when the reader switches to English', async () => {
  server.ok(calls.homehotapps, [appCard({ id: 1, name: '学生请假申请' })]);
  renderH5(<HomeContent onMobile={false} />);
  await screen.findByText('学生请假申请');
  server.ok(calls.homehotapps, [appCard({ id: 1, name: 'Student leave request' })]);
  act(() => useUiSettings.getState().setLang('en'));
  try {
    // The card puts the name on two lines; the cut keeps each English word whole.
    await screen.findByText('request');
    expect(screen.getByText('Student leave')).toBeTruthy();
    expect(server.seen.filter((r) => r.path === calls.homehotapps.path).length).toBeGreaterThanOrEqual(2);
  } finally {
    act(() => useUiSettings.getState().setLang('zh'));
  }
});

it('says so when there are no hot services', async () => {
  server.ok(calls.homehotapps, []);
  renderH5(<HomeContent onMobile />);
  await waitFor(() => expect(screen.getByText('暂无服务')).toBeTruthy());
});

it('opens the search results for a hot keyword, or for what was typed on Enter', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' });
  try {
    server.ok(calls.homehotapps, []);
    renderH5(<HomeContent onMobile />);
    fireEvent.click(await screen.findByRole('button', { name: '在校证明' }));
    const box = screen.getByTestId('search-input');
    await typeInto(box, '  ');
    await pressEnter(box);
    await typeInto(box, '奖学金');
    await waitFor(() => expect(valueOf(box)).toBe('奖学金'));
    await pressEnter(box);
    // Read back as routes: the search page's file lives in its subpackage's folder in the mini-program.
    const urls = navigateTo.mock.calls.map(([{ url }]) => {
      const [file, query] = url.split('?');
      return `${routeOfPath(file)}?${query}`;
    });
    expect(urls).toEqual([
      expect.stringMatching(new RegExp(`^/site/(m_)?appSearch\\?keyword=${encodeURIComponent('在校证明')}$`)),
      expect.stringMatching(new RegExp(`^/site/(m_)?appSearch\\?keyword=${encodeURIComponent('奖学金')}$`)),
    ]);
  } finally {
    navigateTo.mockRestore();
  }
});

it('refuses a fixture the server could never send', () => {
  const stale = { ...appCard(), views: '1234567' } as unknown as ReturnType<typeof appCard>;
  expect(() => server.ok(calls.homehotapps, [stale])).toThrow(/homehotapps fixture does not match its result schema[\s\S]*\/0\/views/);
});
