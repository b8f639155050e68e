/**
 * The notice list (spec §7 getNotice) through the real request wrapper: the category tabs, a page at a time with
 * "load more", the office notices for staff only, unread marks and "mark all read" for a signed-in reader, and rows
 * that open the detail pages.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { NoticeList } from '@/features/notices/notice-list';
import { useSession } from '@/stores/session';
import { userInfo } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { categories, notice, officeNotice, page } from './notice-fixtures';

const harness = pageServer();

beforeAll(() => harness.server.ok(calls.getNoticeCategories, categories));
beforeEach(() => act(() => useSession.setState({ status: 'anonymous', user: null })));

const rows = () => screen.queryAllByTestId('notice-row').map((row) => row.textContent);
const listCalls = () => harness.server.seen.filter((r) => r.path === calls.getNotice.path).map((r) => ({ p: r.query.p, category: r.query.category_id }));
const signIn = (identity_type: 'staff' | 'student') => act(() => useSession.setState({ status: 'signed-in', user: userInfo({ identity_type }) }));

it('shows all notices first, then a category’s own when its tab is chosen', async () => {
  harness.server.ok(calls.getNotice, page([notice(1), notice(2, { category_name: '办事指南', title: '校园卡补办指南' })]));
  renderH5(<NoticeList kind="notify" onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(rows()[1]).toContain('校园卡补办指南');
  expect(rows()[1]).toContain('办事指南');
  expect(rows()[1]).toContain('2026-01-05');
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['全部', '通知公告', '办事指南']);
  harness.server.ok(calls.getNotice, page([notice(3, { category_id: 2, title: '新生报到指南' })]));
  fireEvent.click(screen.getByRole('tab', { name: '办事指南' }));
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('新生报到指南')]));
  expect(listCalls()).toEqual([
    { p: '1', category: undefined },
    { p: '1', category: '2' },
  ]);
});

it('loads the next page on demand and says when there is no more', async () => {
  harness.server.ok(calls.getNotice, page([notice(1), notice(2)], 3));
  renderH5(<NoticeList kind="notify" onMobile />);
  await waitFor(() => expect(rows()).toHaveLength(2));
  harness.server.ok(calls.getNotice, page([notice(3)], 3, 2));
  fireEvent.click(screen.getByTestId('notice-load-more'));
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(screen.getByText('没有更多了')).toBeTruthy();
  expect(listCalls().map((c) => c.p)).toEqual(['1', '2']);
});

it('says so when a category has no notices', async () => {
  harness.server.ok(calls.getNotice, page([]));
  renderH5(<NoticeList kind="notify" categoryId={2} onMobile={false} />);
  expect(await screen.findByText('暂无公告')).toBeTruthy();
  expect(listCalls()).toEqual([{ p: '1', category: '2' }]);
});

it('opens a notice at informDetails and an office notice at billboarddetails', async () => {
  signIn('staff');
  harness.server.ok(calls.getNotice, page([notice(41)]));
  harness.server.ok(calls.getOfficeNotice, page([officeNotice(51)]));
  renderH5(<NoticeList kind="notify" onMobile={false} />);
  fireEvent.click((await screen.findAllByTestId('notice-row'))[0]);
  fireEvent.click(screen.getByRole('tab', { name: '办公公告' }));
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('行政楼办公室搬迁公告')]));
  fireEvent.click(screen.getByTestId('notice-row'));
  const [detail, office] = TARGET === 'h5' ? ['informDetails', 'billboarddetails'] : ['m_informDetails', 'm_billboarddetails'];
  expect(harness.navigations()).toEqual([`/pages/notices/${detail}/index?id=41`, `/pages/notices/${office}/index?wid=51`]);
});

it('offers the office notices to staff only', async () => {
  harness.server.ok(calls.getNotice, page([notice(1)]));
  signIn('student');
  const { unmount } = renderH5(<NoticeList kind="office_notice" onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.queryByRole('tab', { name: '办公公告' })).toBeNull();
  expect(harness.server.seen.some((r) => r.path === calls.getOfficeNotice.path)).toBe(false);
  unmount();
  signIn('staff');
  harness.server.ok(calls.getOfficeNotice, page([officeNotice(51)]));
  renderH5(<NoticeList kind="office_notice" onMobile={false} />);
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('行政楼办公室搬迁公告')]));
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe('办公公告');
});

it('marks unread notices for a signed-in reader and marks them all read on request', async () => {
  signIn('student');
  harness.server.ok(calls.getNotice, page([notice(1), notice(2, { is_read: 1 })]));
  harness.server.ok(calls.readAllNotices, { read: 1 });
  renderH5(<NoticeList kind="notify" categoryId={1} onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(within(screen.getAllByTestId('notice-row')[0]).getByText('未读')).toBeTruthy();
  expect(within(screen.getAllByTestId('notice-row')[1]).queryByText('未读')).toBeNull();
  // The count on a tab is of the unread, and says so (a bare number reads as the total).
  expect(screen.getByRole('tab', { name: '通知公告 · 3 未读' })).toBeTruthy();
  fireEvent.click(screen.getByTestId('notice-read-all'));
  await waitFor(() => expect(screen.queryByText('未读')).toBeNull());
  const read = harness.server.seen.find((r) => r.path === calls.readAllNotices.path);
  expect(read?.form).toEqual(expect.objectContaining({ kind: 'notify', category_id: '1' }));
});

it('shows no unread marks to someone not signed in', async () => {
  harness.server.ok(calls.getNotice, page([notice(1)]));
  renderH5(<NoticeList kind="notify" onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.queryByText('未读')).toBeNull();
  expect(screen.queryByTestId('notice-read-all')).toBeNull();
});
