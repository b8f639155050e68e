/**
 * A notice's detail page body (spec §2 informDetails?id=, billboarddetails?wid=) through the real request wrapper:
 * title, category, office, time and body; the body's HTML cleaned again on H5; loading, not-found and failed states.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { ErrorCode } from '@contract/envelope';
import { NoticeDetail } from '@/features/notices/notice-detail';
import type { NoticeKind } from '@/features/notices/notice-kind';
import { useNoticePage } from '@/features/notices/use-notice-page';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { noticeDetail, officeNotice } from './notice-fixtures';

const harness = pageServer();

/** The page as the route renders it: the raw query id in, the detail out. */
function Page({ kind, id }: { kind: NoticeKind; id?: string }) {
  const { title, state, retry } = useNoticePage(kind, id);
  return (
    <>
      <p data-testid="page-title">{title}</p>
      <NoticeDetail kind={kind} state={state} retry={retry} onMobile={false} />
    </>
  );
}

it('shows the title, category, office, time and body of a notice, asked for by its id', async () => {
  harness.server.ok(calls.getNoticeDetail, noticeDetail({ id: 7, title: '关于2026年寒假放假安排的通知' }), 50);
  renderH5(<Page kind="notify" id="7" />);
  expect(screen.getByRole('status').textContent).toContain('加载中');
  const heading = await screen.findByRole('heading', { level: 1, name: '关于2026年寒假放假安排的通知' });
  expect(heading).toBeTruthy();
  expect(screen.getByTestId('page-title').textContent).toBe('关于2026年寒假放假安排的通知');
  expect(screen.getByText('通知公告')).toBeTruthy();
  expect(screen.getByText('发布部门：校长办公室')).toBeTruthy();
  expect(screen.getByText('发布时间：2026-01-05 09:30')).toBeTruthy();
  expect(harness.server.seen.map((r) => [r.path, r.query.id])).toEqual([[calls.getNoticeDetail.path, '7']]);
  if (TARGET === 'h5') expect(screen.getByTestId('notice-body').textContent).toBe('全校师生：寒假自1月17日起。');
});

const describeH5 = TARGET === 'h5' ? describe : describe.skip;
// The mini-program draws the body with its rich-text component, which runs no script and follows no link.
describeH5('the body on H5', () => {
  it('drops anything that could run script, keeps the formatting, and opens links in a new tab', async () => {
    const hostile =
      '<h2>安排</h2><p onclick="steal()">正文<img src="x" onerror="steal()"></p><script>steal()</script>' +
      '<a href="javascript:steal()">坏链接</a><a href="https://www.example.edu.cn/">学校主页</a>';
    harness.server.ok(calls.getNoticeDetail, noticeDetail({ content: hostile }));
    renderH5(<Page kind="notify" id="7" />);
    const body = await screen.findByTestId('notice-body');
    expect(body.querySelector('h2')?.textContent).toBe('安排');
    expect(body.innerHTML).not.toMatch(/script|onerror|onclick|javascript:/i);
    const link = screen.getByRole('link', { name: '学校主页' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

it('opens an office notice by wid, without a category', async () => {
  harness.server.ok(calls.getOfficeNoticeDetail, { ...officeNotice(5, { title: '行政楼办公室搬迁公告' }), content: '<p>搬迁至新行政楼。</p>' });
  renderH5(<Page kind="office_notice" id="5" />);
  await screen.findByRole('heading', { level: 1, name: '行政楼办公室搬迁公告' });
  expect(screen.getByText('办公公告')).toBeTruthy();
  expect(screen.getByText('发布部门：党政办公室')).toBeTruthy();
  expect(harness.server.seen.map((r) => [r.path, r.query.wid])).toEqual([[calls.getOfficeNoticeDetail.path, '5']]);
});

it('says the notice does not exist when the server has none, or the id is not a notice id', async () => {
  harness.server.answer(calls.getNoticeDetail.path, { body: { e: ErrorCode.NOT_FOUND, m: '公告不存在', d: null } });
  const { unmount } = renderH5(<Page kind="notify" id="999" />);
  await screen.findByRole('heading', { level: 1, name: '公告不存在' });
  unmount();
  harness.server.seen.length = 0;
  renderH5(<Page kind="notify" id="1;drop" />);
  await screen.findByRole('heading', { level: 1, name: '公告不存在' });
  expect(harness.server.seen).toEqual([]);
});

it('offers a retry when the notice could not be loaded, and shows it once it loads', async () => {
  harness.server.answer(calls.getNoticeDetail.path, 'drop');
  renderH5(<Page kind="notify" id="7" />);
  await screen.findByRole('heading', { level: 1, name: '加载失败' });
  expect(screen.getByText('数据请求失败，请重新进入页面或点击按钮')).toBeTruthy();
  harness.server.ok(calls.getNoticeDetail, noticeDetail({ title: '重新加载的公告' }));
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('重新加载的公告'));
});
