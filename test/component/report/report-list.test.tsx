/**
 * The data center's list through the real request wrapper: the reports a reader may open as cards saying what each
 * shows, found by keyword, each opening its report; a reader without the permit is told so in words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { ReportList } from '@/features/report/list/report-list';
import { pageServer } from '../support/page-server';
import { pressEnter, renderH5, TARGET, typeInto } from '../support/render';
import { reportItem } from './report-fixtures';

const site = pageServer();
const asked = () => site.server.seen.filter((r) => r.path === calls.getReportList.path).map((r) => r.query);
const cards = () => screen.queryAllByTestId('report-card');
const list = (items = [reportItem(1), reportItem(2, { name: '请假类型分布', source: 'applications', chart: 'pie' }), reportItem(3, { name: '服务办理效率', source: 'efficiency', service: '' })]) =>
  site.server.ok(calls.getReportList, { list: items, total: items.length, p: 1, page_size: 12 });

it('shows each report the reader may open with what it shows, and opens it', async () => {
  list();
  renderH5(<ReportList params={{}} onMobile={false} />);
  await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('数据中心');
  expect(screen.getByTestId('report-list-total').textContent).toBe('共 3 张报表');
  const [first, pie, efficiency] = cards();
  expect(first.textContent).toContain('报表 1');
  expect(first.textContent).toContain('按学院统计学生请假申请数量');
  expect(first.textContent).toContain('办件数据');
  expect(first.textContent).toContain('柱状图');
  expect(first.textContent).toContain('学生请假申请');
  expect(pie.textContent).toContain('饼图');
  expect(efficiency.textContent).toContain('办理效率');
  expect(efficiency.textContent).toContain('全部服务');
  expect(asked()[0]).toEqual({ p: '1', page_size: '12' });

  fireEvent.click(pie);
  expect(site.navigations()).toEqual([`/pages/report/${TARGET === 'h5' ? 'detail' : 'm_detail'}/index?id=2`]);
});

it('finds reports by name, and says so when none matches', async () => {
  list();
  renderH5(<ReportList params={{}} onMobile />);
  await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 5000 });
  list([]);
  const box = within(screen.getByTestId('report-keyword')).queryByRole('searchbox') ?? screen.getByTestId('report-keyword');
  await typeInto(box, '效率');
  await pressEnter(box);
  expect(await screen.findByText('没有找到相关报表', {}, { timeout: 5000 })).toBeTruthy();
  expect(asked().at(-1)).toEqual({ p: '1', page_size: '12', keyword: '效率' });
  list();
  fireEvent.click(screen.getByTestId('clear-filters'));
  await waitFor(() => expect(cards()).toHaveLength(3));
  expect(asked().at(-1)).toEqual({ p: '1', page_size: '12' });
});

it('tells a reader without the report statistics permit that the data center is not open to them', async () => {
  site.server.answer(calls.getReportList.path, { status: 403, body: { e: 403, m: '没有权限执行此操作', d: null } });
  renderH5(<ReportList params={{}} onMobile={false} />);
  const refused = await screen.findByTestId('report-refused', {}, { timeout: 5000 });
  expect(refused.textContent).toContain('暂无权限');
  expect(refused.textContent).toContain('数据中心仅对有报表统计权限的人员开放');
  expect(screen.queryByTestId('report-keyword')).toBeNull();
  fireEvent.click(within(refused).getByRole('button', { name: '返回首页' }));
  expect(site.navigations()).toEqual([`/pages/site/${TARGET === 'h5' ? 'index' : 'm_indexs'}/index`]);
});

it('says so when the list could not load, with a retry', async () => {
  site.server.answer(calls.getReportList.path, { status: 500, body: { e: 500, m: '服务暂时不可用', d: null } });
  renderH5(<ReportList params={{}} onMobile />);
  expect(await screen.findByText('服务暂时不可用', {}, { timeout: 5000 })).toBeTruthy();
  list();
  fireEvent.click(screen.getByTestId('report-list-retry'));
  await waitFor(() => expect(cards()).toHaveLength(3));
});
