/**
 * The header's search box (spec §4 "Search", §9) against a real local HTTP server, on both targets: the 30 ms input
 * delay, only the newest answer applied, an empty keyword clearing the list, the tab reset, the blur/press grace,
 * and where each result leads (with the click logged by setSearchService).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { HeaderSearch } from '@/features/search/header-search';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET, typeInto } from '../support/render';
import { searchGroups, searchItem } from './search-fixtures';

const harness = pageServer();

beforeAll(() => {
  harness.server.ok(calls.searchWords, [{ keyword: '请假' }, { keyword: '奖学金' }]);
  harness.server.ok(calls.setSearchService, {});
});
afterEach(() => jest.useRealTimers());

const box = () => screen.getByTestId('header-search-input');
const searches = () => harness.server.seen.filter((r) => r.path === calls.allSearch.path).map((r) => r.query.keyword);
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const panelShown = () => screen.queryByTestId('search-panel') !== null;
/** The <input> itself: the box on H5, drawn inside Taro's input component a frame later in the mini-program. */
const nativeBox = () =>
  waitFor(() => {
    const input = TARGET === 'h5' ? box() : box().querySelector('input');
    if (!input) throw new Error('no <input> yet');
    return input;
  });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const leave = searchGroups({
  apps: [searchItem(11, '学生请假申请', 7), searchItem(12, '教职工请假', 3)],
  notify: [searchItem(21, '关于寒假请假离校的通知')],
  office_notice: [searchItem(31, '请假制度修订说明')],
});

async function search(keyword: string) {
  await typeInto(box(), keyword);
}

it('searches 30 ms after typing and shows the results in tabs, grouped under 综合', async () => {
  harness.server.ok(calls.allSearch, leave);
  renderH5(<HeaderSearch />);
  await search('请假');
  expect(searches()).toEqual([]);
  await waitFor(() => expect(optionNames()).toEqual(['学生请假申请', '教职工请假', '关于寒假请假离校的通知', '请假制度修订说明']));
  expect(searches()).toEqual(['请假']);
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['综合 4', '服务 2', '报表 0', '公告 1', '预约 0', '办公公告 1']);
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe('综合 4');
});

it('names the tabs in English for an English reader', async () => {
  harness.server.ok(calls.allSearch, leave);
  renderH5(<HeaderSearch />, 'en');
  await search('请假');
  await waitFor(() => expect(optionNames()).toHaveLength(4));
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All 4', 'Services 2', 'Reports 0', 'Notices 1', 'Bookings 0', 'Office notices 1']);
});

it('applies only the newest answer: an older one arriving last is ignored', async () => {
  renderH5(<HeaderSearch />);
  harness.server.ok(calls.allSearch, searchGroups({ apps: [searchItem(1, '旧的结果')] }), 250);
  await search('旧');
  await waitFor(() => expect(searches()).toEqual(['旧']));
  harness.server.ok(calls.allSearch, searchGroups({ apps: [searchItem(2, '新的结果')] }));
  await search('新');
  await waitFor(() => expect(optionNames()).toEqual(['新的结果']));
  await act(() => wait(400));
  expect(optionNames()).toEqual(['新的结果']);
});

it('hides and clears the list when the keyword is emptied, and ignores an answer still on its way', async () => {
  harness.server.ok(calls.allSearch, leave);
  renderH5(<HeaderSearch />);
  await search('请假');
  await waitFor(() => expect(optionNames()).toHaveLength(4));
  harness.server.ok(calls.allSearch, leave, 200);
  await search('请假条');
  await waitFor(() => expect(searches()).toEqual(['请假', '请假条']));
  fireEvent.blur(await nativeBox());
  await search('');
  expect(optionNames()).toEqual([]);
  await act(() => wait(350));
  expect(panelShown()).toBe(false);
  // Typing again starts from an empty list: nothing of the old keyword shows while the new one is searched.
  harness.server.ok(calls.allSearch, searchGroups(), 200);
  await search('奖');
  expect(optionNames()).toEqual([]);
});

it('resets the tab to 综合 when a new keyword is typed', async () => {
  harness.server.ok(calls.allSearch, leave);
  renderH5(<HeaderSearch />);
  await search('请假');
  fireEvent.click(await screen.findByRole('tab', { name: /^公告/ }));
  await waitFor(() => expect(optionNames()).toEqual(['关于寒假请假离校的通知']));
  await search('请假申请');
  await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^综合/));
  await waitFor(() => expect(optionNames()).toHaveLength(4));
});

describe('hiding after blur (spec §4: 300 ms, unless pressed inside within 1 s)', () => {
  /** Opens the list with results, then stops the clock; returns the <input> that blurs. */
  async function openWithResults(): Promise<HTMLElement> {
    harness.server.ok(calls.allSearch, leave);
    renderH5(<HeaderSearch />);
    await search('请假');
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    const input = await nativeBox();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    return input;
  }

  it('hides 300 ms after the box loses focus', async () => {
    const input = await openWithResults();
    fireEvent.blur(input);
    act(() => jest.advanceTimersByTime(299));
    expect(panelShown()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(panelShown()).toBe(false);
  });

  it('stays open when pressed inside within the last second, and hides on a later blur', async () => {
    const input = await openWithResults();
    // A click on H5, a touch in the mini-program.
    const tab = screen.getByRole('tab', { name: /^服务/ });
    if (TARGET === 'h5') fireEvent.mouseDown(tab);
    else fireEvent.touchStart(tab);
    fireEvent.blur(input);
    act(() => jest.advanceTimersByTime(300));
    expect(panelShown()).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.blur(input);
    act(() => jest.advanceTimersByTime(300));
    expect(panelShown()).toBe(false);
  });
});

describe('where a result leads (spec §4), the click logged', () => {
  const routed = searchGroups({
    apps: [searchItem(6, '学生证补办', 1), searchItem(7, '学生请假申请', 7), searchItem(8, '出国申请', 8)],
    reservation: [searchItem(1, '会议室预约大厅', 1), searchItem(2, '报告厅预约', 2)],
    reports: [searchItem(3, '学生健康日报')],
    notify: [searchItem(4, '放假通知')],
    office_notice: [searchItem(5, '办公室搬迁公告')],
  });
  const mobile = TARGET === 'weapp';

  it.each([
    // The hall view and the reservation detail are one page file of the booking subpackage.
    ['会议室预约大厅', `/pages/booking/${mobile ? 'm_hallView' : 'hallView'}/index?id=1`],
    ['报告厅预约', `/pages/booking/${mobile ? 'm_hallView' : 'hallView'}/index?id=2`],
    ['学生证补办', `/pages/matter/${mobile ? 'm_detail' : 'detail'}/index?id=6`],
    ['学生请假申请', `/pages/matter/${mobile ? 'm_start' : 'start'}/index?id=7`],
    ['出国申请', `/pages/matter/${mobile ? 'm_start' : 'start'}/index?id=8`],
    ['学生健康日报', `/pages/report/${mobile ? 'm_detail' : 'detail'}/index?id=3`],
    ['放假通知', `/pages/notices/${mobile ? 'm_informDetails' : 'informDetails'}/index?id=4`],
    ['办公室搬迁公告', `/pages/notices/${mobile ? 'm_billboarddetails' : 'billboarddetails'}/index?wid=5`],
  ])('%s opens %s', async (name, url) => {
    harness.server.ok(calls.allSearch, routed);
    renderH5(<HeaderSearch />);
    await search('申请');
    fireEvent.click(await screen.findByRole('option', { name }));
    expect(harness.navigations()).toEqual([url]);
    await waitFor(() => expect(harness.server.seen.filter((r) => r.path === calls.setSearchService.path).map((r) => r.query.name)).toEqual([name]));
    expect(panelShown()).toBe(false);
  });
});

it('shows hot keywords in the empty focused box; picking one searches it', async () => {
  harness.server.ok(calls.allSearch, leave);
  renderH5(<HeaderSearch />);
  fireEvent.focus(await nativeBox());
  const listbox = await screen.findByRole('listbox', { name: '热门搜索' });
  fireEvent.click(within(listbox).getByRole('option', { name: '请假' }));
  await waitFor(() => expect(searches()).toEqual(['请假']));
  await waitFor(() => expect(optionNames()).toHaveLength(4));
});

it('says there are no results in the page version 2 wording', async () => {
  harness.server.ok(calls.allSearch, searchGroups());
  renderH5(<HeaderSearch />);
  await search('不存在的事项');
  expect(await screen.findByText('暂无搜索结果，换个关键词试试吧~')).toBeTruthy();
});

const describeH5 = TARGET === 'h5' ? describe : describe.skip;
// The mini-program's keyboard has no arrow or Escape keys and its input has no aria-activedescendant.
describeH5('keyboard and combobox semantics (H5)', () => {
  it('moves through the options with the arrow keys, opens the active one with Enter, closes with Escape', async () => {
    harness.server.ok(calls.allSearch, leave);
    renderH5(<HeaderSearch />);
    await search('请假');
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    const input = screen.getByRole('combobox', { name: '搜索' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const active = screen.getByRole('option', { selected: true });
    expect(active.textContent).toBe('学生请假申请');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(harness.navigations()).toEqual(['/pages/notices/billboarddetails/index?wid=31']);
  });

  it('opens the full results page with Enter when no option is active', async () => {
    harness.server.ok(calls.allSearch, leave);
    renderH5(<HeaderSearch />);
    await search('请假');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(harness.navigations()).toEqual([`/pages/search/appSearch/index?keyword=${encodeURIComponent('请假')}`]);
  });
});
