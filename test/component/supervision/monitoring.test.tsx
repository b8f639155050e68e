/**
 * Process monitoring through the real request wrapper, on both targets: the steps with most waiting, the applications
 * in progress with their holders and waits (stuck and overdue marked), the filters asking again, and the interventions
 * each asked before they run — a reminder confirmed, a termination only with its reason — then the list read again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { MonitoringView } from '@/features/supervision/monitoring/monitoring-view';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { node, running } from './supervision-fixtures';

const site = pageServer();
const asked = (path: string) => site.server.seen.filter((r) => r.path === path);
const rows = () => screen.queryAllByTestId('monitoring-row');

function answers() {
  site.server.ok(calls.getMonitoringNodes, [node(), node({ node_id: 'dean', node_name: '院长审批', running: 2 })]);
  site.server.ok(calls.getMonitoringList, { list: [running('11'), running('12', { stuck: false })], total: 2, p: 1, page_size: 10 });
}

it('lists the applications in progress with who holds them and for how long, and narrows them', async () => {
  answers();
  renderH5(<MonitoringView onMobile={TARGET !== 'h5'} />);
  await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('流程监控');
  expect(screen.getAllByTestId('monitoring-node')[0].textContent).toContain('在校证明开具 · 教务处审核');
  expect(screen.getAllByTestId('monitoring-node')[0].textContent).toContain('4天');
  const [stuck, moving] = rows();
  expect(stuck.textContent).toContain('停滞');
  expect(stuck.textContent).toContain('陈立华');
  expect(stuck.textContent).toContain('3天');
  expect(stuck.textContent).toContain('超时');
  expect(moving.textContent).not.toContain('停滞');

  fireEvent.click(screen.getByTestId('monitoring-only-stuck'));
  await waitFor(() => expect(asked(calls.getMonitoringList.path).at(-1)?.query).toMatchObject({ only: 'stuck' }));
  fireEvent.click(screen.getAllByTestId('monitoring-node')[1]);
  await waitFor(() => expect(asked(calls.getMonitoringList.path).at(-1)?.query).toMatchObject({ only: 'stuck', app_id: '3', node_id: 'dean' }));
});

it('reminds the holder after asking, and reads the list again', async () => {
  answers();
  renderH5(<MonitoringView onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 5000 });
  site.server.ok(calls.remindHolder, { inst_id: '11', status: 0 });
  const before = asked(calls.getMonitoringList.path).length;
  fireEvent.click(within(rows()[0]).getByTestId('monitoring-remind'));
  const dialog = await screen.findByTestId('supervision-remind-confirm');
  expect(screen.getByText('向“教务处审核”的处理人陈立华发送催办提醒？')).toBeTruthy();
  fireEvent.click(dialog);
  await waitFor(() => expect(asked(calls.remindHolder.path)).toHaveLength(1));
  expect(asked(calls.remindHolder.path)[0].form).toMatchObject({ inst_id: '11', node_id: 'registry' });
  await waitFor(() => expect(asked(calls.getMonitoringList.path).length).toBeGreaterThan(before));
});

it('reads the steps again after an intervention while still showing them, and reads the list once', async () => {
  answers();
  renderH5(<MonitoringView onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 5000 });
  site.server.ok(calls.remindHolder, { inst_id: '11', status: 0 });
  site.server.ok(calls.getMonitoringNodes, [node({ running: 4 }), node({ node_id: 'dean', node_name: '院长审批', running: 2 })], 300);
  const before = asked(calls.getMonitoringList.path).length;
  fireEvent.click(within(rows()[0]).getByTestId('monitoring-remind'));
  fireEvent.click(await screen.findByTestId('supervision-remind-confirm'));
  await waitFor(() => expect(asked(calls.getMonitoringNodes.path)).toHaveLength(2));
  // The page does not go blank while the steps are read again.
  expect(screen.getAllByTestId('monitoring-node')).toHaveLength(2);
  expect(rows()).toHaveLength(2);
  await waitFor(() => expect(screen.getAllByTestId('monitoring-node')[0].textContent).toContain('4'));
  await waitFor(() => expect(screen.queryByTestId('monitoring-loading')).toBeNull());
  expect(asked(calls.getMonitoringList.path)).toHaveLength(before + 1);
});

it('terminates only with a reason', async () => {
  answers();
  renderH5(<MonitoringView onMobile />);
  await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 5000 });
  site.server.ok(calls.terminateSupervised, { inst_id: '12', status: 1 });
  fireEvent.click(within(rows()[1]).getByTestId('monitoring-terminate'));
  const confirm = await screen.findByTestId('supervision-dialog-confirm');
  fireEvent.click(confirm);
  await waitFor(() => expect(screen.getByTestId('supervision-dialog').textContent).toContain('请'));
  expect(asked(calls.terminateSupervised.path)).toHaveLength(0);
  const reason = await waitFor(() => screen.getByTestId('supervision-dialog').querySelector('textarea') as HTMLTextAreaElement);
  fireEvent.input(reason, { target: { value: '重复申请' } });
  const before = asked(calls.getMonitoringList.path).length;
  fireEvent.click(screen.getByTestId('supervision-dialog-confirm'));
  await waitFor(() => expect(asked(calls.terminateSupervised.path)).toHaveLength(1));
  expect(asked(calls.terminateSupervised.path)[0].form).toMatchObject({ inst_id: '12', reason: '重复申请' });
  // The list is read again once the termination is done.
  await waitFor(() => expect(asked(calls.getMonitoringList.path).length).toBeGreaterThan(before));
});

it('tells a reader without service-count that monitoring is not open to them', async () => {
  site.server.answer(calls.getMonitoringNodes.path, { status: 403, body: { e: 403, m: '没有权限执行此操作', d: null } });
  renderH5(<MonitoringView onMobile={false} />);
  expect((await screen.findByTestId('supervision-refused', {}, { timeout: 5000 })).textContent).toContain('暂无权限');
  expect(asked(calls.getMonitoringList.path)).toHaveLength(0);
});
