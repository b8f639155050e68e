/**
 * The full search results page through the real request wrapper: the query's keyword searched at once with the
 * larger per-group limit, a few of each group under 综合 with a link to the group's tab, the hot keywords before a
 * keyword is typed, and the empty-result text of each page version (spec §8).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { SEARCH_GROUP_MAX } from '@contract/rules/search';
import { SearchPage } from '@/features/search/search-page';
import { useSiteConfig } from '@/stores/site-config';
import { siteConfig } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { searchGroups, searchItem } from './search-fixtures';

const harness = pageServer();

beforeAll(() => {
  harness.server.ok(calls.searchWords, [{ keyword: '奖学金' }]);
  harness.server.ok(calls.setSearchService, {});
});
afterEach(() => act(() => useSiteConfig.setState({ config: null })));

const results = () => screen.queryAllByTestId('search-result').map((r) => r.textContent);
const services = Array.from({ length: 7 }, (_, i) => searchItem(100 + i, `请假服务${i + 1}`, 3, '请假'));

it('searches the keyword of the address at once, with the full page limit, and shows a few of each group', async () => {
  harness.server.ok(calls.allSearch, searchGroups({ apps: services, notify: [searchItem(4, '关于请假制度的通知', 0, '请假')] }));
  renderH5(<SearchPage keyword="请假" onMobile={false} />);
  await screen.findByRole('heading', { level: 1, name: '“请假”的搜索结果' });
  expect(results()).toEqual(['请假服务1', '请假服务2', '请假服务3', '请假服务4', '请假服务5', '关于请假制度的通知']);
  const search = harness.server.seen.find((r) => r.path === calls.allSearch.path);
  expect(search?.query).toEqual(expect.objectContaining({ keyword: '请假', limit: String(SEARCH_GROUP_MAX) }));
  fireEvent.click(screen.getByRole('button', { name: '服务 7 ›' }));
  await waitFor(() => expect(results()).toHaveLength(7));
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe('服务 7');
});

it('opens a result and logs the click', async () => {
  harness.server.ok(calls.allSearch, searchGroups({ notify: [searchItem(4, '关于请假制度的通知', 0, '请假')] }));
  renderH5(<SearchPage keyword="请假" onMobile />);
  fireEvent.click(await screen.findByRole('link', { name: /关于请假制度的通知/ }));
  const page = TARGET === 'h5' ? 'informDetails' : 'm_informDetails';
  expect(harness.navigations()).toEqual([`/pages/notices/${page}/index?id=4`]);
  await waitFor(() => expect(harness.server.seen.some((r) => r.path === calls.setSearchService.path && r.query.name === '关于请假制度的通知')).toBe(true));
});

it('offers the hot keywords before a keyword is typed, and searches the one picked', async () => {
  harness.server.ok(calls.allSearch, searchGroups({ apps: [searchItem(9, '国家奖学金申请', 3, '奖学金')] }));
  renderH5(<SearchPage keyword="" onMobile={false} />);
  expect(screen.getByText('输入关键词，搜索服务、报表、公告、预约和办公公告')).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: '奖学金' }));
  await waitFor(() => expect(results()).toEqual(['国家奖学金申请']));
});

it.each([
  [1, '没有找到相关内容'],
  [2, '暂无搜索结果，换个关键词试试吧~'],
] as const)('says there is nothing found in the wording of page version %i', async (version, text) => {
  act(() => useSiteConfig.setState({ config: siteConfig({ page_version: version }) }));
  harness.server.ok(calls.allSearch, searchGroups());
  renderH5(<SearchPage keyword="火星" onMobile={false} />);
  expect(await screen.findByText(text)).toBeTruthy();
});

it('leads on from the notices found to the notice list, and from office notices to theirs', async () => {
  harness.server.ok(calls.allSearch, searchGroups({ notify: [searchItem(4, '关于放假的通知', 0, '放假')], office_notice: [searchItem(5, '放假值班安排', 0, '放假')] }));
  renderH5(<SearchPage keyword="放假" onMobile={false} />);
  fireEvent.click(await screen.findByRole('tab', { name: /^公告/ }));
  fireEvent.click(await screen.findByRole('link', { name: '浏览全部通知公告 ›' }));
  fireEvent.click(screen.getByRole('tab', { name: /^办公公告/ }));
  fireEvent.click(await screen.findByRole('link', { name: '浏览全部办公公告 ›' }));
  const list = TARGET === 'h5' ? 'noticeList' : 'm_noticeList';
  expect(harness.navigations()).toEqual([`/pages/notices/${list}/index`, `/pages/notices/${list}/index?kind=office_notice`]);
});
