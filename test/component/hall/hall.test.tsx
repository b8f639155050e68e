/**
 * The service hall through the real request wrapper: the audience tabs, themes, categories, departments and the
 * keyword reach getAppCatalog as it takes them (and the address keeps them on H5); a desktop pages where a phone
 * appends; the favourite toggles at once and is undone when the server refuses; a card opens by the launch rules.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { AppCard } from '@contract/schemas';
import { HallView } from '@/features/hall/hall-view';
import { useSession } from '@/stores/session';
import { appCard, userInfo } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET, typeInto } from '../support/render';

const site = pageServer();
const asked = () => site.server.seen.filter((r) => r.path === calls.getAppCatalog.path).map((r) => r.query);
const pressed = (el: HTMLElement) => el.getAttribute('aria-pressed');
/** Links land on the twin this client shows: the desktop page in a wide browser, the mobile one in the mini-program. */
const detailPage = (id: number) => `/pages/matter/${TARGET === 'h5' ? 'detail' : 'm_detail'}/index?id=${id}`;
const cards = (n: number, from = 1) => Array.from({ length: n }, (_, i) => appCard({ id: from + i, name: `服务${from + i}` }));

const facets = {
  themes: [{ id: 7, name: '新生入学', count: 12, description: '报到、宿舍、校园卡一站办' }],
  categories: [{ id: 3, name: '学生事务', count: 8 }],
  departments: [{ id: 5, name: '学生工作部', count: 4 }],
};
function catalog(list: AppCard[], total = list.length, p = 1) {
  site.server.ok(calls.getAppCatalog, { list, total, p, page_size: 20, ...facets });
}

const signedInAs = (identity: 'student' | 'staff') =>
  act(() => useSession.setState({ status: 'signed-in', user: userInfo({ uid: 'u1', name: '王思远', identity_type: identity }) }));
const signedOut = () => act(() => useSession.setState({ status: 'anonymous', user: null }));

beforeAll(() => site.server.ok(calls.getMyApps, []));
beforeEach(() => {
  signedInAs('student');
  if (TARGET === 'h5') window.history.replaceState(null, '', '/v2/site/serviceList');
});

describe('audience tabs', () => {
  it('opens on the reader’s own audience and sends the tab chosen; 全部 sends none', async () => {
    catalog(cards(2));
    renderH5(<HallView params={{}} onMobile={false} />);
    await screen.findAllByTestId('hot-app', {});
    expect(screen.getByRole('tab', { name: '学生服务', selected: true })).toBeTruthy();
    expect(asked()[0]).toEqual({ p: '1', page_size: '20', audience: 'student' });

    fireEvent.click(screen.getByRole('tab', { name: '教师服务' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ p: '1', page_size: '20', audience: 'teacher' }));
    expect(screen.getByRole('tab', { name: '教师服务', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ p: '1', page_size: '20' }));
    if (TARGET === 'h5') expect(window.location.search).toBe('?audience=all');
  });

  it('shows everything to someone not signed in', async () => {
    signedOut();
    catalog(cards(1));
    renderH5(<HallView params={{}} onMobile={false} />);
    await screen.findAllByTestId('hot-app', {});
    expect(screen.getByRole('tab', { name: '全部', selected: true })).toBeTruthy();
    expect(asked()[0]).toEqual({ p: '1', page_size: '20' });
  });

  it('names the tabs in English for an English reader', async () => {
    catalog(cards(1));
    renderH5(<HallView params={{}} onMobile />, 'en');
    await screen.findAllByTestId('hot-app', {});
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Students', 'Staff', 'Visitors']);
    expect(screen.getByRole('button', { name: 'Favourite 服务1' })).toBeTruthy();
  });

  it('opens on the view its address names', async () => {
    catalog(cards(1), 41, 2);
    renderH5(<HallView params={{ audience: 'visitor', theme: '7', category: '3', department: '5', keyword: '%E8%AF%81%E6%98%8E', page: '2' }} onMobile={false} />);
    await screen.findAllByTestId('hot-app', {});
    expect(asked()[0]).toEqual({ p: '2', page_size: '20', audience: 'visitor', theme_id: '7', category_id: '3', department_id: '5', keyword: '证明' });
    expect(screen.getByRole('tab', { name: '访客服务', selected: true })).toBeTruthy();
  });
});

describe('filters', () => {
  it('sends the theme, category and department chosen, each with its count, and clears the theme', async () => {
    catalog(cards(2));
    renderH5(<HallView params={{}} onMobile={false} />);
    const theme = await screen.findByRole('button', { name: /^新生入学/ });
    expect(within(theme).getByText('报到、宿舍、校园卡一站办')).toBeTruthy();
    expect(within(theme).getByText('12 项')).toBeTruthy();
    expect(pressed(theme)).toBe('false');

    fireEvent.click(theme);
    await waitFor(() => expect(asked().at(-1)).toEqual(expect.objectContaining({ theme_id: '7', p: '1' })));
    await waitFor(() => expect(pressed(screen.getByRole('button', { name: /^新生入学/ }))).toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: '学生事务，8 项服务' }));
    await waitFor(() => expect(asked().at(-1)).toEqual(expect.objectContaining({ theme_id: '7', category_id: '3' })));
    fireEvent.click(screen.getByRole('button', { name: '学生工作部，4 项服务' }));
    await waitFor(() => expect(asked().at(-1)).toEqual(expect.objectContaining({ theme_id: '7', category_id: '3', department_id: '5' })));
    await waitFor(() => expect(pressed(screen.getByRole('button', { name: '学生工作部，4 项服务' }))).toBe('true'));
    expect(pressed(within(screen.getByTestId('hall-departments')).getByRole('button', { name: '全部' }))).toBe('false');
    if (TARGET === 'h5') expect(window.location.search).toBe('?audience=student&theme=7&category=3&department=5');

    fireEvent.click(screen.getByTestId('clear-theme'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ p: '1', page_size: '20', audience: 'student', category_id: '3', department_id: '5' }));
  });

  it('asks again once typing in the keyword box settles', async () => {
    catalog(cards(2));
    renderH5(<HallView params={{}} onMobile />);
    await screen.findAllByTestId('hot-app', {});
    const box = screen.getByLabelText('搜索服务');
    await typeInto(box, '请');
    await typeInto(box, '请假');
    await waitFor(() => expect(asked().at(-1)).toEqual({ p: '1', page_size: '20', audience: 'student', keyword: '请假' }));
    expect(asked().filter((q) => q.keyword === '请')).toHaveLength(0);
  });
});

describe('paging', () => {
  it('shows page 2 on a desktop when it is chosen', async () => {
    catalog(cards(20), 45);
    renderH5(<HallView params={{}} onMobile={false} />);
    expect(await screen.findAllByTestId('hot-app', {})).toHaveLength(20);
    expect(screen.getByTestId('hall-total').textContent).toBe('共 45 项服务');
    catalog(cards(20, 21), 45, 2);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(screen.getAllByTestId('hot-app')[0].textContent).toContain('服务21'));
    expect(screen.getAllByTestId('hot-app')).toHaveLength(20);
    expect(asked().at(-1)?.p).toBe('2');
    if (TARGET === 'h5') expect(window.location.search).toBe('?audience=student&page=2');
  });

  it('appends the next page on a phone, keeping the rows it has', async () => {
    catalog(cards(20), 25);
    renderH5(<HallView params={{}} onMobile />);
    expect(await screen.findAllByTestId('hot-app', {})).toHaveLength(20);
    catalog(cards(5, 21), 25, 2);
    fireEvent.click(screen.getByTestId('hall-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('hot-app')).toHaveLength(25));
    expect(screen.getAllByTestId('hot-app')[0].textContent).toContain('服务1');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(asked().map((q) => q.p)).toEqual(['1', '2']);
  });
});

describe('favourites', () => {
  it('shows the reader’s favourites and toggles one at once', async () => {
    site.server.ok(calls.getMyApps, [{ ...appCard({ id: 2, name: '服务2' }), created: '2026-03-01 09:00:00' }]);
    site.server.ok(calls.setFavouriteApp, { favourite: 1 });
    catalog(cards(2));
    renderH5(<HallView params={{}} onMobile={false} />);
    await waitFor(() => expect(pressed(screen.getByRole('button', { name: '收藏 服务2' }))).toBe('true'));
    const star = screen.getByRole('button', { name: '收藏 服务1' });
    expect(pressed(star)).toBe('false');
    fireEvent.click(star);
    expect(pressed(screen.getByRole('button', { name: '收藏 服务1' }))).toBe('true');
    await waitFor(() => expect(site.server.seen.find((r) => r.path === calls.setFavouriteApp.path)?.form).toEqual(expect.objectContaining({ app_id: '1', favourite: '1' })));
    site.server.ok(calls.getMyApps, []);
  });

  it('undoes a toggle the server refuses, and says why', async () => {
    site.server.answer(calls.setFavouriteApp.path, { body: { e: 1, m: '服务不可收藏', d: null } });
    catalog(cards(1));
    renderH5(<HallView params={{}} onMobile={false} />);
    const star = await screen.findByRole('button', { name: '收藏 服务1' });
    fireEvent.click(star);
    expect(pressed(screen.getByRole('button', { name: '收藏 服务1' }))).toBe('true');
    await waitFor(() => expect(pressed(screen.getByRole('button', { name: '收藏 服务1' }))).toBe('false'));
    expect(await screen.findByText('收藏未保存：服务不可收藏')).toBeTruthy();
  });

  it('asks someone not signed in to sign in instead', async () => {
    signedOut();
    catalog(cards(1));
    renderH5(<HallView params={{}} onMobile={false} />);
    const star = await screen.findByRole('button', { name: '登录后收藏 服务1' });
    expect(star.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(star);
    expect(await screen.findByTestId('login-outside')).toBeTruthy();
    expect(site.server.seen.some((r) => r.path === calls.setFavouriteApp.path || r.path === calls.getMyApps.path)).toBe(false);
  });
});

describe('states', () => {
  it('says there are no services, or that none match and offers to clear the filters', async () => {
    catalog([]);
    const { unmount } = renderH5(<HallView params={{}} onMobile={false} />);
    expect(await screen.findByText('暂无服务', {})).toBeTruthy();
    unmount();

    renderH5(<HallView params={{ keyword: '不存在' }} onMobile />);
    expect(await screen.findByText('没有符合条件的服务', {})).toBeTruthy();
    fireEvent.click(screen.getByTestId('clear-filters'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ p: '1', page_size: '20', audience: 'student' }));
  });

  it('says why the services could not load, and loads them again', async () => {
    site.server.answer(calls.getAppCatalog.path, { status: 500, body: { e: 500, m: '服务器开小差了', d: null } });
    renderH5(<HallView params={{}} onMobile={false} />);
    expect(await screen.findByText('服务器开小差了', {})).toBeTruthy();
    catalog(cards(1));
    fireEvent.click(screen.getByTestId('hall-retry'));
    expect(await screen.findAllByTestId('hot-app')).toHaveLength(1);
  });
});

it('opens a service card by the launch rules: a service goes to its detail page', async () => {
  catalog([appCard({ id: 9, name: '在校证明' })]);
  renderH5(<HallView params={{}} onMobile={false} />);
  fireEvent.click(await screen.findByTestId('hot-app', {}));
  expect(site.navigations()).toEqual([detailPage(9)]);
});

it('opens a folder in the folder popup, whose services open by the same rules', async () => {
  const { apps: _none, ...child } = appCard({ id: 31, name: '在读证明' });
  catalog([appCard({ id: 30, name: '证明材料', is_folder: 1, apps: [child] })]);
  renderH5(<HallView params={{}} onMobile />);
  fireEvent.click(await screen.findByTestId('hot-app', {}));
  const body = await screen.findByTestId('folder-body', {});
  fireEvent.click(within(body).getByTestId('hot-app'));
  expect(site.navigations()).toEqual([detailPage(31)]);
});
