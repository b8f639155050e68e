/**
 * The home page v2 sections (spec §2): every section filled for a signed-in user, as one tab bar on a phone and as
 * panels on a desktop in the spec's model order; only hot services, and no call for the rest, for anyone else; list
 * items opening where the matter and notice pages open them.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { HomeContent } from '@/features/home/home-content';
import { routeOfPath } from '@/routes';
import { useUiSettings } from '@/stores/ui-settings';
import { signIn, signOut } from '../frame/frame-state';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { MY_CALLS, serveHome } from './home-fixtures';

const site = pageServer();
const asked = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path).map((r) => r.query);
/** The route a navigation opened, read back from its page file: /matter/examine?… */
const opened = () =>
  site.navigations().map((url) => {
    const [file, query] = url.split('?');
    return query === undefined ? routeOfPath(file) : `${routeOfPath(file)}?${query}`;
  });

beforeAll(() => serveHome(site.server));
beforeEach(() => act(() => signIn('T0003')));
afterEach(() => act(() => useUiSettings.setState({ client: 'auto' })));

const TABS = ['热门服务', '我的待办', '我的申请', '我的填报', '我的收藏', '最近使用', '通知公告'];

it('gives a signed-in phone one tab bar of the seven sections, each filled as its tab opens', async () => {
  act(() => useUiSettings.setState({ client: 'mobile' }));
  renderH5(<HomeContent onMobile />);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS);
  expect(await screen.findByText('学生请假申请', {})).toBeTruthy();
  // A tab's list is asked for when the tab is first shown.
  expect(asked(calls.getMyTodo)).toEqual([]);

  fireEvent.click(screen.getByRole('tab', { name: '我的待办' }));
  const todos = await screen.findAllByTestId('home-todo', {});
  expect(asked(calls.getMyTodo)).toEqual([{ p: '1', page_size: '5' }]);
  expect(todos.map((row) => row.textContent)).toEqual([expect.stringContaining('学生请假申请'), expect.stringContaining('在校证明开具')]);
  expect(within(todos[0]).getByText('退回')).toBeTruthy();
  expect(todos[0].textContent).toContain('申请人：王思远');
  // The applicant's name is theirs, not a text to translate.
  expect(within(todos[0]).getByText('王思远').hasAttribute('data-user-content')).toBe(true);
  expect(within(todos[0]).getByText('2026-11-21 10:00')).toBeTruthy();
  expect(within(todos[1]).queryByText('退回')).toBeNull();

  fireEvent.click(screen.getByRole('tab', { name: '我的申请' }));
  const launched = await screen.findAllByTestId('home-launched', {});
  expect(asked(calls.myStarted)).toEqual([{ p: '1', page_size: '3' }]);
  // It came back to the applicant: what they have to do, not 办理中.
  expect(within(launched[0]).getByText('待重新提交')).toBeTruthy();
  expect(within(launched[0]).queryByText('办理中')).toBeNull();
  expect(within(launched[1]).getByText('已办结')).toBeTruthy();
  expect(within(launched[1]).getByText('办结于 2026-11-22 16:05')).toBeTruthy();

  fireEvent.click(screen.getByRole('tab', { name: '我的填报' }));
  const fills = await screen.findAllByTestId('home-fill', {});
  expect(asked(calls.fillreportmylist)).toEqual([{ p: '1', page_size: '5' }]);
  expect(fills.map((row) => row.textContent)).toEqual([expect.stringContaining('每日健康打卡'), expect.stringContaining('实验室安全周检')]);
  expect(within(fills[0]).getByText('待填报')).toBeTruthy();
  expect(within(fills[0]).getByText('11月27日')).toBeTruthy();
  expect(within(fills[0]).getByText('11-27 22:00 截止')).toBeTruthy();
  expect(within(fills[1]).getByText('已填报')).toBeTruthy();
  // A mission opens its fill page; 更多 opens 我的填报.
  fireEvent.click(within(fills[0]).getByRole('link'));
  fireEvent.click(screen.getByRole('link', { name: '更多我的填报' }));

  fireEvent.click(screen.getByRole('tab', { name: '我的收藏' }));
  expect(await screen.findByText('宿舍报修', {})).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: '最近使用' }));
  expect(await screen.findByText('成绩查询', {})).toBeTruthy();

  fireEvent.click(screen.getByRole('tab', { name: '通知公告' }));
  const notice = await screen.findByTestId('notice-row', {});
  expect(asked(calls.getNotice)).toEqual([{ p: '1', page_size: '5' }]);
  expect(within(notice).getByText('关于寒假放假安排的通知')).toBeTruthy();
  expect(within(notice).getByText('通知公告')).toBeTruthy();
  expect(within(notice).getByText('2026-01-05')).toBeTruthy();
  fireEvent.click(notice);
  fireEvent.click(screen.getByRole('link', { name: '更多通知公告' }));
  // The fill-in mission page (/fillForm/m_mission) shares 我的填报's page file: its id tells them apart.
  expect(opened()).toEqual(['/matter/m_fill?id=3', '/matter/m_fill', '/site/m_informDetails?id=61', '/site/m_noticeList']);

  // Back on a tab already shown, its list is not asked for again.
  fireEvent.click(screen.getByRole('tab', { name: '我的待办' }));
  await screen.findAllByTestId('home-todo');
  expect(asked(calls.getMyTodo)).toHaveLength(1);
});

it('opens a returned to-do as reject, another as a to-do, and a launched item that came back as resubmit', async () => {
  act(() => useUiSettings.setState({ client: 'mobile' }));
  renderH5(<HomeContent onMobile />);
  fireEvent.click(screen.getByRole('tab', { name: '我的待办' }));
  const todos = await screen.findAllByTestId('home-todo', {});
  todos.forEach((row) => fireEvent.click(within(row).getByRole('link')));
  fireEvent.click(screen.getByRole('tab', { name: '我的申请' }));
  const launched = await screen.findAllByTestId('home-launched', {});
  launched.forEach((row) => fireEvent.click(within(row).getByRole('link')));
  // rejectStep is an alias of the examine page file.
  expect(opened()).toEqual([
    '/matter/m_examine?inst_id=921&task_id=21&type=reject',
    '/matter/m_examine?inst_id=922&task_id=22&type=todo',
    '/matter/m_examine?inst_id=31&task_id=310',
    '/matter/m_examine?inst_id=32&type=launch',
  ]);
});

// The mini-program has no desktop.
(TARGET === 'h5' ? describe : describe.skip)('on a desktop', () => {
  it('shows hot services across the page, then models 1 to 3 on the left and 4 to 6 on the right, each with its heading', async () => {
    renderH5(<HomeContent onMobile={false} />);
    expect(screen.queryByRole('tab')).toBeNull();
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(TABS);
    const columns = document.querySelectorAll('.ch-home__columns > .ch-home__column');
    const titles = (column: Element) => [...column.querySelectorAll('[role="heading"]')].map((h) => h.textContent);
    expect(titles(columns[0])).toEqual(['我的待办', '我的申请', '我的填报']);
    expect(titles(columns[1])).toEqual(['我的收藏', '最近使用', '通知公告']);
    // Every list loads at once, each showing its loading state until it answers.
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(await screen.findAllByTestId('home-todo', {})).toHaveLength(2);
    expect(await screen.findAllByTestId('home-launched')).toHaveLength(2);
    expect(await screen.findByTestId('notice-row')).toBeTruthy();
    expect(await screen.findByText('宿舍报修')).toBeTruthy();
    for (const call of MY_CALLS) expect(asked(call)).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: '更多我的待办' }));
    fireEvent.click(screen.getByRole('link', { name: '更多我的申请' }));
    fireEvent.click(screen.getByRole('link', { name: '更多通知公告' }));
    fireEvent.click(screen.getByRole('link', { name: '更多我的填报' }));
    expect(opened()).toEqual(['/matter/todo?page=todo', '/matter/launch?page=launch', '/site/noticeList', '/matter/fill']);
  });

  it('opens list items on the desktop pages', async () => {
    renderH5(<HomeContent onMobile={false} />);
    const [returned] = await screen.findAllByTestId('home-todo', {});
    fireEvent.click(within(returned).getByRole('link'));
    fireEvent.click(await screen.findByTestId('notice-row'));
    expect(opened()).toEqual(['/matter/examine?inst_id=921&task_id=21&type=reject', '/site/informDetails?id=61']);
  });
});

it('shows someone not signed in only the hot services, and asks for nothing else', async () => {
  act(() => signOut());
  act(() => useUiSettings.setState({ client: 'mobile' }));
  const { unmount } = renderH5(<HomeContent onMobile />);
  expect(await screen.findByText('学生请假申请', {})).toBeTruthy();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['热门服务']);
  unmount();
  if (TARGET === 'h5') {
    renderH5(<HomeContent onMobile={false} />);
    expect(await screen.findByText('学生请假申请', {})).toBeTruthy();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['热门服务']);
  }
  for (const call of MY_CALLS) expect(asked(call)).toEqual([]);
});

it('words the lists in English', async () => {
  act(() => useUiSettings.setState({ client: 'mobile' }));
  renderH5(<HomeContent onMobile />, 'en');
  try {
    fireEvent.click(screen.getByRole('tab', { name: 'My applications' }));
    const launched = await screen.findAllByTestId('home-launched', {});
    expect(within(launched[1]).getByText('Completed')).toBeTruthy();
    expect(within(launched[0]).getByText('To resubmit')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'My fill-ins' }));
    const fills = await screen.findAllByTestId('home-fill', {});
    expect(within(fills[0]).getByText('To fill in')).toBeTruthy();
    expect(within(fills[0]).getByText('Closes 11-27 22:00')).toBeTruthy();
    expect(within(fills[1]).getByText('Filled in')).toBeTruthy();
  } finally {
    act(() => useUiSettings.getState().setLang('zh'));
  }
});
