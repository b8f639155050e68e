/** The home page body reads its lists through the real request wrapper from a local HTTP server. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { HomeContent } from '@/features/home/home-content';
import { renderH5, useApiOrigin } from './support/render';
import { startEnvelopeServer } from './support/envelope-server';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;

const app = (over: Record<string, unknown>) => ({
  id: 1, name: '', logo_url: '/static/logo.svg', type: 1, is_folder: 0, folder_desc: '', departName: '', star: 4.5, star_enable: 'yes',
  show_times: 'no', views: 1234567, times: 0, during_upper: '', details_page: 1, mobile_limit: 0, jump_type: 1, terminal: 0, url: '',
  url_pc: '', url_mobile: '', qrcode: '', json_small_data: '', thirdparty_id: '', thirdparty_name: '', source_type: 0, apps: [], ...over,
});

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  server.ok(calls.cHomeGetBanners.path, []);
  server.ok(calls.searchWords.path, [{ keyword: '请假' }, { keyword: '在校证明' }]);
});
afterAll(() => server.close());

it('shows the hot services with their department, visits in 万 and the third-party badge', async () => {
  server.ok(calls.homehotapps.path, [
    app({ id: 1, name: '学生请假申请', departName: '学生工作部' }),
    app({ id: 2, name: '报修服务', type: 4, departName: '后勤保障处', views: 980 }),
  ]);
  renderH5(<HomeContent onMobile={false} />);
  const cards = await screen.findAllByTestId('hot-app');
  expect(cards.map((c) => c.textContent)).toEqual([expect.stringContaining('学生请假申请'), expect.stringContaining('报修服务')]);
  expect(within(cards[0]).getByText('学生工作部')).toBeTruthy();
  expect(within(cards[0]).getByText(/123万/)).toBeTruthy();
  expect(within(cards[1]).getByText('第三方应用')).toBeTruthy();
});

it('says so when there are no hot services', async () => {
  server.ok(calls.homehotapps.path, []);
  renderH5(<HomeContent onMobile />);
  await waitFor(() => expect(screen.getByText('暂无服务')).toBeTruthy());
});

it('fills the search box with a hot keyword when it is picked', async () => {
  server.ok(calls.homehotapps.path, []);
  renderH5(<HomeContent onMobile />);
  fireEvent.click(await screen.findByRole('button', { name: '在校证明' }));
  expect((screen.getByRole('searchbox', { name: '搜索' }) as HTMLInputElement).value).toBe('在校证明');
});
