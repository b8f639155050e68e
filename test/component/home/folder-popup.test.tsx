/**
 * The application folder popup (spec §2): the folder's name and HTML detail, and each service's card — the name on
 * two lines (10 and 20 characters), stars only where turned on and never for a third-party link, visits or handled
 * count in 万 from six digits, the deadline's date, the type's icon — or the spec's text for an empty folder; a
 * service in it opens by the launch rules.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { AppCard } from '@contract/schemas';
import { HomeContent } from '@/features/home/home-content';
import { useUiSettings } from '@/stores/ui-settings';
import { signOut } from '../frame/frame-state';
import { appCard } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';

const site = pageServer();
const child = (over: Partial<AppCard>) => {
  const { apps: _apps, ...card } = appCard(over);
  return card;
};

const certificates = appCard({
  id: 100,
  name: '证明开具',
  is_folder: 1,
  folder_desc: '<p>各类证明统一在线申请，审核通过后可<strong>自助打印</strong>。</p>',
  apps: [
    child({ id: 101, name: '本科生中英文成绩证明开具申请（含学位）', departName: '教务处', star_enable: 'yes', star: 4.5, show_times: 'yes', times: 1234567, views: 3, during_upper: '2026-12-31 23:59:59' }),
    child({ id: 102, name: '在校证明', star_enable: 'no', show_times: 'no', views: 98765 }),
    child({ id: 103, name: '成绩查询', type: 4, star_enable: 'yes', jump_type: 1, url: 'https://jw.example.edu.cn/score' }),
  ],
});
const empty = appCard({ id: 200, name: '空应用组', is_folder: 1, folder_desc: '', apps: [] });

beforeAll(() => {
  site.server.ok(calls.cHomeGetBanners, []);
  site.server.ok(calls.searchWords, []);
  site.server.ok(calls.homehotapps, [certificates, empty]);
  site.server.ok(calls.thirdClickNum, { views: 1 });
});
beforeEach(() => act(() => signOut()));
afterEach(() => act(() => useUiSettings.setState({ client: 'auto' })));

async function openFolder(name: string, onMobile: boolean) {
  act(() => useUiSettings.setState({ client: onMobile ? 'mobile' : 'pc' }));
  renderH5(<HomeContent onMobile={onMobile} />);
  fireEvent.click(await screen.findByText(name, {}));
  return screen.findByTestId('folder-body', {});
}

it('shows the folder name, its detail and every card by the card rules', async () => {
  const body = await openFolder('证明开具', true);
  expect(screen.getByRole('dialog', { name: '证明开具' })).toBeTruthy();
  // The mini-program's rich-text element draws its nodes once it has loaded, a moment after the popup opens.
  expect(await within(body).findByText('自助打印')).toBeTruthy();
  const [long, short, link] = within(body).getAllByTestId('hot-app');

  expect(within(long).getByText('本科生中英文成绩证明')).toBeTruthy();
  expect(within(long).getByText('开具申请（含学位）')).toBeTruthy();
  expect(within(long).getByText('教务处')).toBeTruthy();
  expect(within(long).getByText('办理 123万')).toBeTruthy();
  expect(within(long).getByTestId('app-stars').textContent).toContain('4.5');
  expect(within(long).getByText('截止 2026-12-31')).toBeTruthy();

  expect(within(short).getByText('在校证明')).toBeTruthy();
  expect(within(short).getByText('访问 98765')).toBeTruthy();
  expect(within(short).queryByTestId('app-stars')).toBeNull();
  expect(within(short).queryByText(/^截止/)).toBeNull();

  // A third-party link has its own icon and badge, and no stars even when they are turned on.
  expect(within(link).queryByTestId('app-stars')).toBeNull();
  expect(within(link).getByText('第三方应用')).toBeTruthy();
  expect(within(link).getByTestId('app-type').textContent).not.toBe(within(short).getByTestId('app-type').textContent);
});

it('cuts a long name on the second line with an ellipsis', async () => {
  site.server.ok(calls.homehotapps, [appCard({ ...certificates, apps: [child({ id: 104, name: '研究生国家奖学金与学业奖学金评定结果复核申请表' })] })]);
  try {
    const body = await openFolder('证明开具', true);
    const card = within(body).getByTestId('hot-app');
    expect(within(card).getByText('研究生国家奖学金与学')).toBeTruthy();
    expect(within(card).getByText('业奖学金评定结果复核…')).toBeTruthy();
  } finally {
    site.server.ok(calls.homehotapps, [certificates, empty]);
  }
});

it('says so when a folder has no services', async () => {
  const body = await openFolder('空应用组', true);
  expect(within(body).getByText('应用组暂无事项')).toBeTruthy();
});

it('launches a service from the folder and closes', async () => {
  const body = await openFolder('证明开具', true);
  fireEvent.click(within(body).getByText('在校证明'));
  expect(site.navigations()).toEqual(['/pages/matter/m_detail/index?id=102']);
  fireEvent.click(screen.getAllByRole('button', { name: '关闭' })[0]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

(TARGET === 'h5' ? it : it.skip)('opens as a dialog on a desktop, its detail rendered as HTML', async () => {
  const body = await openFolder('证明开具', false);
  expect(within(body).getByText('自助打印').tagName).toBe('STRONG');
  expect(within(body).getAllByTestId('hot-app')).toHaveLength(3);
});
