/**
 * 我的填报 through the real request wrapper: each tab asks for its own status; a mission says its status, period,
 * when it closes and what the reader submitted; one with something to fill offers 去填报, and a mission opens its
 * fill page; an empty tab and a failed list say so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { FillReport } from '@contract/calls/fillins';
import { MyFillList } from '@/features/fillin/mine/my-fill-list';
import { routeOfPath } from '@/routes';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { at, fillReport, page, YEAR } from './fill-fixtures';

const site = pageServer();
const statusesAsked = () => site.server.seen.filter((r) => r.path === calls.fillreportmylist.path).map((r) => r.query.status ?? 'all');
const rows = () => screen.queryAllByTestId('fill-row');
const mine = (list: FillReport[]) => site.server.ok(calls.fillreportmylist, page(list));
/** The mini-program opens the phone pages. */
const m = TARGET === 'h5' ? '' : 'm_';
const opened = () => site.navigations().map((url) => `${routeOfPath(url.split('?')[0])}?${url.split('?')[1]}`);

it('lists the reader’s missions with their status, period, closing time and submissions', async () => {
  mine([
    fillReport(3),
    fillReport(4, { app_name: '实验室安全周检', status: 1, period_kind: 'weekly', period_label: '第48周', closes_at: at('11-29 18:00'), submitted: 2, is_multi: 1 }),
    fillReport(5, { app_name: '月度考勤确认', status: 3, period_kind: 'monthly', period_label: '2026年10月', closes_at: at('11-05 18:00') }),
    fillReport(6, { app_name: '新生入学信息采集', status: 2, period_kind: 'once', period_label: '本次', closes_at: `${Number(YEAR) - 1}-09-10 18:00:00` }),
  ]);
  renderH5(<MyFillList params={{}} onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(4), { timeout: 5000 });
  expect(screen.getByTestId('fills-total').textContent).toBe('共 4 项');
  const [health, lab, attendance, intake] = rows();
  expect(within(health).getByTestId('fill-status').textContent).toBe('待填报');
  expect(health.textContent).toContain('每日');
  expect(health.textContent).toContain('11月27日');
  expect(health.textContent).toContain('11-27 22:00 截止');
  expect(within(health).getByTestId('fill-row-action').textContent).toBe('去填报');
  expect(within(lab).getByTestId('fill-status').textContent).toBe('已填报');
  expect(lab.textContent).toContain('本期已提交 2 份');
  expect(within(lab).getByTestId('fill-row-action').textContent).toBe('查看');
  expect(within(attendance).getByTestId('fill-status').textContent).toBe('逾期可补填');
  expect(within(attendance).getByTestId('fill-row-action').textContent).toBe('去填报');
  expect(within(intake).getByTestId('fill-status').textContent).toBe('已逾期');
  // A year other than this one is written out.
  expect(intake.textContent).toContain(`${Number(YEAR) - 1}-09-10 18:00 截止`);
  // The mission's name is the university's data, not interface text.
  expect(within(health).getByText('每日健康打卡').hasAttribute('data-user-content')).toBe(true);

  fireEvent.click(within(health).getByTestId('fill-row-open'));
  fireEvent.click(within(lab).getByTestId('fill-row-action'));
  // The mission page shares 我的填报's page file (src/features/fillin/module.ts).
  expect(opened()).toEqual([`/matter/${m}fill?id=3`, `/matter/${m}fill?id=4`]);
});

it('asks for each tab’s status as it is chosen, and says when a tab is empty', async () => {
  mine([fillReport(3)]);
  renderH5(<MyFillList params={{}} onMobile />);
  await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '待填报', '已填报', '可补填', '已逾期']);
  mine([]);
  fireEvent.click(screen.getByRole('tab', { name: '已填报' }));
  expect(await screen.findByText('本期还没有填报过的任务')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: '可补填' }));
  expect(await screen.findByText('没有可补填的任务')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: '已逾期' }));
  expect(await screen.findByText('没有逾期未填的任务')).toBeTruthy();
  expect(statusesAsked()).toEqual(['all', '1', '3', '2']);
});

it('opens on the tab the address names', async () => {
  mine([fillReport(3)]);
  renderH5(<MyFillList params={{ tab: '0' }} onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
  expect(screen.getByRole('tab', { name: '待填报' }).getAttribute('aria-selected')).toBe('true');
  expect(statusesAsked()).toEqual(['0']);
});

it('says why the list failed and reads it again on retry', async () => {
  site.server.answer(calls.fillreportmylist.path, { body: { e: 500, m: '服务器开小差了，请稍后再试', d: null } });
  renderH5(<MyFillList params={{}} onMobile={false} />);
  expect(await screen.findByText('服务器开小差了，请稍后再试', {}, { timeout: 5000 })).toBeTruthy();
  mine([fillReport(3)]);
  fireEvent.click(screen.getByTestId('fills-retry'));
  await waitFor(() => expect(rows()).toHaveLength(1));
});

it('words the list in English', async () => {
  mine([fillReport(3), fillReport(4, { status: 3, submitted: 1 })]);
  renderH5(<MyFillList params={{}} onMobile />, 'en');
  await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 5000 });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'To fill in', 'Filled in', 'Late accepted', 'Missed']);
  expect(within(rows()[0]).getByTestId('fill-status').textContent).toBe('To fill in');
  expect(rows()[0].textContent).toContain('Daily');
  expect(rows()[0].textContent).toContain('Closes 11-27 22:00');
  expect(within(rows()[1]).getByTestId('fill-status').textContent).toBe('Overdue, still accepted');
  expect(rows()[1].textContent).toContain('1 submitted this period');
  expect(screen.getByTestId('fills-total').textContent).toBe('2 tasks');
});
