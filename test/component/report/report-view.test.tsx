/**
 * A report through the real request wrapper: its definition, then its rows for the query set (the report's defaults
 * first), as a chart named by a summary and a table with the figures written as spec §9 says; presets and settings
 * run it again; a press on a department drills in along the dimension the run names, with a trail back; a range the
 * server would refuse is not asked; a refusal and a missing report say so in words. ECharts cannot draw in jsdom: on
 * H5 a stand-in records the option it is given and the presses it reports (the browser journey sees the real one).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { ReportRun } from '@contract/calls/reports';
import { ReportView } from '@/features/report/detail/report-view';
import { campusToday, presetRange } from '@/features/report/rules/ranges';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { byCollege, byDay, reportDetail } from './report-fixtures';

interface StandIn {
  option: { yAxis?: { data: string[] }; series: { type: string; data: unknown[] }[] } | null;
  handlers: Record<string, (event?: unknown) => void>;
}
const mockCharts: StandIn[] = [];
jest.mock('@/features/report/chart/echarts-core', () => ({
  init: () => {
    const chart: StandIn & Record<string, unknown> = {
      option: null,
      handlers: {},
      setOption(option: StandIn['option']) {
        chart.option = option;
        chart.handlers.finished?.();
      },
      on(name: string, handler: () => void) {
        chart.handlers[name] = handler;
      },
      resize: () => undefined,
      dispose: () => undefined,
    };
    mockCharts.push(chart);
    return chart;
  },
}));

const site = pageServer();
const runs = () => site.server.seen.filter((r) => r.path === calls.runReport.path).map((r) => r.query);
const rows = () => screen.queryAllByTestId('report-row');
const h5 = TARGET === 'h5' ? describe : describe.skip;

async function open(run: ReportRun = byCollege()) {
  site.server.ok(calls.getReportDetail, reportDetail());
  site.server.ok(calls.runReport, run);
  renderH5(<ReportView params={{ id: '3' }} onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(run.rows.length), { timeout: 5000 });
}

it('runs the report on its defaults and shows the rows as a chart and a table, in 万 from six digits', async () => {
  await open();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('各学院请假申请统计');
  expect(runs()).toEqual([{ id: '3', dimension: 'department', measure: 'count', from: '2026-10-29', to: '2026-11-27' }]);
  const [computing, languages] = rows();
  expect(computing.textContent).toContain('计算机科学与技术学院');
  expect(computing.textContent).toContain('12万');
  expect(languages.textContent).toContain('40');
  expect(screen.getByTestId('report-total').textContent).toContain('合计');
  expect(screen.getByTestId('report-total').textContent).toContain('12万');
  expect(screen.getByTestId('report-chart').getAttribute('aria-label')).toBe(
    '柱状图：申请数按学院统计，共 2 项，最高为 计算机科学与技术学院（12万），合计 12万',
  );
});

it('writes hours with one decimal and rates as percentages, with the records behind each figure', async () => {
  await open(
    byCollege({
      measure: { key: 'rate', label: '提交率' },
      unit: '%',
      rows: [{ key: '11', label: '计算机科学与技术学院', value: 0.9234, count: 120 }],
      total: { value: 0.9234, count: 120 },
    }),
  );
  expect(rows()[0].textContent).toContain('92.3%');
  expect(rows()[0].textContent).toContain('120');
  expect(screen.getByRole('table').textContent).toContain('记录数');
});

it('shows a long series’ first month of rows until the reader asks for all', async () => {
  const days = Array.from({ length: 40 }, (_, i) => ({ key: `2026-10-${i + 1}`, label: `第 ${i + 1} 天`, value: i, count: i }));
  site.server.ok(calls.getReportDetail, reportDetail());
  site.server.ok(calls.runReport, byCollege({ dimension: { key: 'period:day', label: '日期' }, rows: days, drill: '' }));
  renderH5(<ReportView params={{ id: '3' }} onMobile />);
  await waitFor(() => expect(rows()).toHaveLength(31), { timeout: 5000 });
  fireEvent.click(screen.getByRole('button', { name: '显示全部 40 行' }));
  await waitFor(() => expect(rows()).toHaveLength(40));
  expect(rows()[39].textContent).toContain('第 40 天');
  fireEvent.click(screen.getByRole('button', { name: '收起' }));
  await waitFor(() => expect(rows()).toHaveLength(31));
});

it('runs again over a preset range', async () => {
  await open();
  fireEvent.click(within(screen.getByTestId('report-presets')).getByRole('button', { name: '近7天' }));
  const week = presetRange('last7', campusToday());
  await waitFor(() => expect(runs().at(-1)).toEqual({ id: '3', dimension: 'department', measure: 'count', ...week }));
  expect(within(screen.getByTestId('report-presets')).getByRole('button', { name: '近7天' }).getAttribute('aria-pressed')).toBe('true');
});

it('drills into a department along the dimension the run names, and the trail leads back', async () => {
  await open();
  site.server.ok(calls.runReport, byDay());
  fireEvent.click(within(rows()[0]).getByTestId('report-drill'));
  await waitFor(() => expect(rows()[0].textContent).toContain('11-26'));
  expect(runs().at(-1)).toEqual({ id: '3', dimension: 'period:day', measure: 'count', from: '2026-10-29', to: '2026-11-27', department_id: '11' });
  const trail = screen.getByTestId('report-trail');
  expect(trail.textContent).toContain('全部');
  expect(trail.textContent).toContain('计算机科学与技术学院');
  // A run that does not drill offers no press on its rows.
  expect(screen.queryAllByTestId('report-drill')).toHaveLength(0);

  site.server.ok(calls.runReport, byCollege());
  fireEvent.click(within(trail).getByTestId('report-trail-back'));
  await waitFor(() => expect(rows()[0].textContent).toContain('计算机科学与技术学院'));
  expect(runs().at(-1)).toEqual({ id: '3', dimension: 'department', measure: 'count', from: '2026-10-29', to: '2026-11-27' });
  expect(screen.queryByTestId('report-trail')).toBeNull();
});

it('tells a reader without the permit that the report is not open to them', async () => {
  site.server.answer(calls.getReportDetail.path, { status: 403, body: { e: 403, m: '没有权限执行此操作', d: null } });
  renderH5(<ReportView params={{ id: '3' }} onMobile />);
  expect((await screen.findByTestId('report-refused', {}, { timeout: 5000 })).textContent).toContain('暂无权限');
  expect(runs()).toEqual([]);
});

it('says a report is missing when the address names none or the server knows none', async () => {
  const { unmount } = renderH5(<ReportView params={{ id: 'x' }} onMobile />);
  expect((await screen.findByTestId('report-missing', {}, { timeout: 5000 })).textContent).toContain('报表不存在');
  unmount();
  site.server.answer(calls.getReportDetail.path, { status: 404, body: { e: 404, m: '报表不存在', d: null } });
  renderH5(<ReportView params={{ id: '99' }} onMobile />);
  expect(await screen.findByTestId('report-missing', {}, { timeout: 5000 })).toBeTruthy();
});

it('shows the server’s words when a run is refused', async () => {
  site.server.ok(calls.getReportDetail, reportDetail());
  site.server.answer(calls.runReport.path, { status: 403, body: { e: 403, m: '您只能查看本部门的数据', d: null } });
  renderH5(<ReportView params={{ id: '3', department_id: '12' }} onMobile={false} />);
  expect((await screen.findByTestId('report-failed', {}, { timeout: 5000 })).textContent).toContain('您只能查看本部门的数据');
  expect(runs()[0]).toEqual(expect.objectContaining({ department_id: '12' }));
});

h5('on H5', () => {
  it('draws the run with ECharts, whose presses drill in too', async () => {
    await open();
    const chart = mockCharts.at(-1) as StandIn;
    await waitFor(() => expect(chart.option).not.toBeNull());
    // Bars named by long college names lie down, one name under the other.
    expect(chart.option?.yAxis?.data).toEqual(['计算机科学与技术学院', '外国语学院']);
    expect(chart.option?.series[0]).toEqual(expect.objectContaining({ type: 'bar', data: [123456, 40] }));
    expect(screen.getByTestId('report-chart').getAttribute('data-drawn')).toBe('yes');

    site.server.ok(calls.runReport, byDay());
    act(() => chart.handlers.click({ dataIndex: 1 }));
    await waitFor(() => expect(runs().at(-1)).toEqual(expect.objectContaining({ dimension: 'period:day', department_id: '12' })));
    // The chart stays while the narrowed run loads, then shows it.
    await waitFor(() => expect(chart.option?.series[0].type).toBe('line'));
    expect(mockCharts.at(-1)).toBe(chart);
  });

  it('runs again for the dimension, measure, dates and department chosen, and refuses a range backwards', async () => {
    await open();
    const choose = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
    choose('统计指标', 'avg:form1_4');
    await waitFor(() => expect(runs().at(-1)).toEqual(expect.objectContaining({ measure: 'avg:form1_4' })));
    choose('部门', '12');
    await waitFor(() => expect(runs().at(-1)).toEqual(expect.objectContaining({ department_id: '12' })));
    choose('开始日期', '2026-11-01');
    await waitFor(() => expect(runs().at(-1)).toEqual(expect.objectContaining({ from: '2026-11-01', to: '2026-11-27' })));
    const asked = runs().length;
    choose('结束日期', '2026-10-01');
    expect((await screen.findByTestId('report-range-problem')).textContent).toBe('开始日期不能晚于结束日期');
    expect(runs()).toHaveLength(asked);
  });

  it('exports what it shows, with the query it runs', async () => {
    await open();
    site.server.answer(calls.exportReport.path, { body: 'xlsx', headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'x-total-rows': '2' } });
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByTestId('report-export'));
    await waitFor(() => expect(saved).toEqual(['export.xlsx']));
    save.mockRestore();
    const exported = site.server.seen.filter((r) => r.path === calls.exportReport.path).map((r) => r.query);
    expect(exported).toEqual([{ id: '3', dimension: 'department', measure: 'count', from: '2026-10-29', to: '2026-11-27' }]);
  });
});
