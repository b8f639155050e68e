/**
 * The matter lists through the real request wrapper: each filter reaches the call as getMyTodo and myStarted take it,
 * rows open by the spec's routing rules (a returned to-do as reject, a launched item that came back as resubmit),
 * the pending total agrees with the badge, and a phone appends the next page where a desktop pages.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { LaunchList } from '@/features/matters/launch/launch-list';
import { ReadList } from '@/features/matters/read/read-list';
import { TodoList } from '@/features/matters/todo/todo-list';
import { useSession } from '@/stores/session';
import { useUnread } from '@/stores/unread';
import { check, select, settle, type } from '../forms/support/fill';
import { signIn } from '../frame/frame-state';
import { userInfo } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { launched, notified, page, todo } from './matter-fixtures';

const site = pageServer();
const requests = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path).map((r) => r.query);
/** The page a navigation opened, without the file wrapping: /matter/examine?… */
const opened = () => site.navigations().map((url) => url.replace(/^\/pages(\/[^/]+\/[^/]+)\/index/, '$1'));
/** The examine page file, which also serves /matter/rejectStep (an alias); the mini-program has only the mobile twin. */
const EXAMINE = TARGET === 'h5' ? '/matter/examine' : '/matter/m_examine';

beforeAll(() => {
  site.server.ok(calls.systemUpYear, { year: 2024, current_year: 2026 });
  site.server.ok(calls.getTodoFilters, { apps: [{ id: 1, name: '学生请假申请' }], departments: [{ id: '12', name: '计算机科学与技术学院' }] });
  site.server.ok(calls.getAppCatalog, { ...page([]), themes: [], categories: [{ id: 1, name: '学生事务', count: 3 }], departments: [] });
  site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 2 });
});
beforeEach(() => {
  act(() => {
    useSession.setState({ status: 'signed-in', user: userInfo({ uid: 'T0003', name: '石馨', identity_type: 'staff' }) });
    useUnread.setState({ todo: 0 });
  });
});

describe('My tasks', () => {
  it('sends every filter as getMyTodo takes it, and offers to clear them when nothing matches', async () => {
    site.server.ok(calls.getMyTodo, page([todo('11')], 2));
    renderH5(<TodoList onMobile={false} />);
    await screen.findByTestId('todo-row', {});
    expect(requests(calls.getMyTodo)[0]).toEqual({ tab: 'pending', p: '1', page_size: '10' });

    site.server.ok(calls.getMyTodo, page([]));
    await select(/^标记/, '被退回');
    await select(/^服务( |$)/, '学生请假申请');
    await select(/^服务分类/, '学生事务');
    await select(/^申请人院系/, '计算机科学与技术学院');
    await select(/^时间依据/, '申请时间');
    await select(/^年份/, '2025');
    await select(/^排序/, '最早在前');
    await select(/^搜索范围/, '按标题');
    await type('关键词', '请假');
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(requests(calls.getMyTodo).at(-1)).toEqual({
      tab: 'pending', flags: '5', app_id: '1', class_name: '学生事务', department_id: '12', time_type: 'apply', y: '2025',
      orderby: 'createdAsc', keyword_type: 'app', keyword: '请假', p: '1', page_size: '10',
    }));
    expect(await screen.findByText('没有符合条件的记录')).toBeTruthy();
    fireEvent.click(screen.getByTestId('clear-filters'));
    await waitFor(() => expect(requests(calls.getMyTodo).at(-1)).toEqual({ tab: 'pending', p: '1', page_size: '10' }));
  });

  it('opens a returned to-do (flags containing 5) as reject and another as a to-do, on the processed tab too', async () => {
    site.server.ok(calls.getMyTodo, page([todo('21', { flags: [5] }), todo('22', { flags: [7] })]));
    renderH5(<TodoList onMobile={false} />);
    const rows = await screen.findAllByTestId('todo-row', {});
    expect(within(rows[0]).getByText('退回')).toBeTruthy();
    expect(within(rows[1]).getByText('需签名')).toBeTruthy();
    fireEvent.click(within(rows[0]).getByRole('link'));
    fireEvent.click(within(rows[1]).getByRole('link'));
    expect(opened()).toEqual([`${EXAMINE}?inst_id=921&task_id=21&type=reject`, `${EXAMINE}?inst_id=922&task_id=22&type=todo`]);

    site.server.ok(calls.getMyTodo, page([todo('23', { task_status: 2, handler_name: '代理人' })]));
    fireEvent.click(screen.getByRole('tab', { name: '已处理' }));
    const done = await screen.findByTestId('todo-row', {});
    expect(within(done).getByText('已同意')).toBeTruthy();
    expect(done.textContent).toContain('处理人：代理人');
    expect(requests(calls.getMyTodo).at(-1)?.tab).toBe('processed');
  });

  it('reads the badge again with the whole pending list, so the two totals agree', async () => {
    site.server.ok(calls.getMyTodo, page([todo('31'), todo('32')]));
    renderH5(<TodoList onMobile={false} />);
    expect((await screen.findByTestId('list-total')).textContent).toBe('共 2 条');
    await waitFor(() => expect(useUnread.getState().todo).toBe(2));
  });

  it('shows the oversee tab to holders of the efficiency-supervision permit only', async () => {
    site.server.ok(calls.getMyTodo, page([]));
    const { unmount } = renderH5(<TodoList onMobile={false} />);
    await settle();
    expect(screen.queryByRole('tab', { name: '督办' })).toBeNull();
    unmount();

    act(() => signIn('T0003', { permits: ['service-count'] }));
    site.server.ok(calls.getOverseeList, page([{
      inst_id: '5', app_name: '学生请假申请', title: '王思远的学生请假申请', applicant_name: '王思远', created: '2026-11-20 09:30:00',
      nodes: [{ node_name: '院系负责人审批', handlers: ['石馨'], since: '2026-11-20 09:30:00' }], waiting_hours: 30.5,
    }]));
    renderH5(<TodoList onMobile={false} />);
    fireEvent.click(await screen.findByRole('tab', { name: '督办' }));
    const row = await screen.findByTestId('oversee-row');
    expect(within(row).getByText('已等待 30.5 小时')).toBeTruthy();
    expect(row.textContent).toContain('院系负责人审批 · 石馨');
  });

  it('folds the desktop filters behind 筛选, keeping them set while folded', async () => {
    site.server.ok(calls.getMyTodo, page([todo('31')]));
    renderH5(<TodoList onMobile={false} />);
    await screen.findByTestId('todo-row', {});
    const toggle = screen.getByTestId('filter-toggle');
    const row = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(row?.hasAttribute('hidden')).toBe(true);
    await select(/^标记/, '被退回');
    await waitFor(() => expect(toggle.textContent).toBe('筛选 (1)'));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(row?.hasAttribute('hidden')).toBe(false);
    fireEvent.click(toggle);
    expect(row?.hasAttribute('hidden')).toBe(true);
    expect(requests(calls.getMyTodo).at(-1)?.flags).toBe('5');
  });

  it('appends the next page on a phone, and pages on a desktop', async () => {
    site.server.ok(calls.getMyTodo, page(Array.from({ length: 10 }, (_, i) => todo(String(40 + i))), 12));
    const { unmount } = renderH5(<TodoList onMobile />);
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(10));
    site.server.ok(calls.getMyTodo, page([todo('50'), todo('51')], 12, 2));
    fireEvent.click(screen.getByTestId('list-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(12));
    expect(screen.getByText('没有更多了')).toBeTruthy();
    unmount();

    site.server.ok(calls.getMyTodo, page(Array.from({ length: 10 }, (_, i) => todo(String(60 + i))), 25));
    renderH5(<TodoList onMobile={false} />);
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(10));
    site.server.ok(calls.getMyTodo, page([todo('80')], 25, 3));
    fireEvent.click(screen.getByRole(TARGET === 'h5' ? 'button' : 'button', { name: '第 3 页' }));
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(1));
    expect(requests(calls.getMyTodo).at(-1)?.p).toBe('3');
  });
});

// H5 only: the mini-program pulls down natively (the page's own event, outside jsdom).
(TARGET === 'h5' ? it : it.skip)('reloads the first page when a phone’s list is pulled down from the top', async () => {
  site.server.ok(calls.getMyTodo, page([todo('91')]));
  renderH5(<TodoList onMobile />);
  await screen.findByTestId('todo-row', {});
  const area = screen.getByTestId('pull-refresh');
  const at = (y: number) => ({ touches: [{ clientY: y }] });
  fireEvent.touchStart(area, at(100));
  fireEvent.touchMove(area, at(180));
  fireEvent.touchEnd(area);
  await settle();
  expect(requests(calls.getMyTodo)).toHaveLength(1);

  site.server.ok(calls.getMyTodo, page([todo('92'), todo('91')]));
  fireEvent.touchStart(area, at(100));
  fireEvent.touchMove(area, at(260));
  expect(screen.getByText('释放立即刷新')).toBeTruthy();
  fireEvent.touchEnd(area);
  await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(2));
  expect(requests(calls.getMyTodo).map((q) => q.p)).toEqual(['1', '1']);
});

describe('My applications', () => {
  it('names each status with the current nodes, opens one that came back as resubmit, and filters as myStarted takes it', async () => {
    site.server.ok(calls.myStarted, page([
      launched('1', { task_status: 1, task_id: '101', is_reminder: 'no' }),
      launched('2', { status: 2, nodes: [], finished: '2026-11-22 10:00:00', is_reminder: 'no' }),
    ]));
    renderH5(<LaunchList onMobile={false} />);
    const rows = await screen.findAllByTestId('launch-row');
    expect(within(rows[0]).getByTestId('launch-status').textContent).toBe('办理中');
    expect(within(rows[0]).getByText('待重新提交')).toBeTruthy();
    expect(within(rows[0]).getByTestId('launch-current').textContent).toBe('当前环节：院系负责人审批');
    expect(within(rows[1]).getByTestId('launch-status').textContent).toBe('已办结');
    fireEvent.click(within(rows[0]).getByRole('link'));
    fireEvent.click(within(rows[1]).getByRole('link'));
    expect(opened()).toEqual([`${EXAMINE}?inst_id=1&task_id=101`, `${EXAMINE}?inst_id=2&type=launch`]);

    site.server.ok(calls.myStarted, page([]));
    await select(/^状态/, '已撤回');
    await waitFor(() => expect(requests(calls.myStarted).at(-1)).toEqual({ status: '4', p: '1', page_size: '10' }));
  });

  it('urges the chosen nodes with a confirmation, wanting at least one', async () => {
    site.server.ok(calls.myStarted, page([launched('5', { nodes: [
      { node_name: '财务审核', steps: [{ node_id: 'audit', node_name: '财务审核' }] },
      { node_name: '预算核对', steps: [{ node_id: 'budget', node_name: '预算核对' }] },
    ] })]));
    site.server.ok(calls.myReminder, { reminded: 1 });
    renderH5(<LaunchList onMobile={false} />);
    fireEvent.click(await screen.findByTestId('remind'));
    const dialog = await screen.findByRole('dialog', { name: '请选择要催办的环节' });
    fireEvent.click(within(dialog).getByTestId('reminder-confirm'));
    expect(await within(dialog).findByText('请选择节点进行催办')).toBeTruthy();
    await check('预算核对', dialog);
    fireEvent.click(within(dialog).getByTestId('reminder-confirm'));
    await waitFor(() => expect(site.server.seen.find((r) => r.path === calls.myReminder.path)?.form).toEqual(expect.objectContaining({ inst_id: '5', node_id: 'budget' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the tracker of an application in progress', () => {
  it('shows the steps done, who holds it now and the likely finish, and withdraws it after a confirmation', async () => {
    site.server.ok(calls.myStarted, page([launched('6')]));
    site.server.ok(calls.getMatterDetail, {
      inst_id: '6', app_id: 1, app_name: '学生请假申请', title: '王思远的学生请假申请', status: 0, created: '2026-11-20 09:30:00', finished: '',
      applicant: { uid: '2023010101', name: '王思远', number: '2023010101', college: '计算机科学与技术学院' },
      form: { version: 1, schema: { form_no: 1, fields: [] } }, values: {},
      steps: [
        { node_id: 'start', node_name: '发起', action: 'start', actor_name: '王思远', agent_name: '', opinion: '', created: '2026-11-20 09:30:00' },
        { node_id: 'dept_head', node_name: '院系负责人审批', action: 'urge', actor_name: '王思远', agent_name: '', opinion: '', created: '2026-11-20 15:00:00' },
      ],
      my_tasks: [], can_withdraw: 1, can_urge: 1, can_terminate: 1, urge_nodes: [{ node_id: 'head', node_name: '院系负责人审批', urge_after: '' }],
      rating: { can_rate: 0, stars: 0, comment: '' },
    });
    site.server.ok(calls.getMatterRoute, {
      nodes: [
        { node_id: 'dept_head', node_name: '院系负责人审批', kind: 'approval', mode: 'sequential', approvers: [{ uid: 'T0003', name: '石馨' }], expected_at: '2026-11-21 10:00:00' },
        { node_id: 'dean', node_name: '院长审批', kind: 'approval', mode: 'any', approvers: [{ uid: 'T0013', name: '苏若丹' }], expected_at: '2026-11-22 10:00:00' },
      ],
      finish_at: '2026-11-22 10:00:00',
    });
    site.server.ok(calls.withdrawMatter, { inst_id: '6', status: 4 });
    renderH5(<LaunchList onMobile={false} focusInstId="6" />);
    const tracker = await screen.findByTestId('matter-tracker', {});
    expect(within(tracker).getByText('发起 · 提交申请')).toBeTruthy();
    // The urge is something that happened, not a step done: its own mark.
    const step = (text: string) => within(tracker).getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
    expect(step('发起 · 提交申请')).toBe('start');
    expect(step('院系负责人审批 · 催办')).toBe('event');
    expect(within(tracker).getByTestId('tracker-current').textContent).toContain('处理人：石馨');
    expect(within(tracker).getByText('苏若丹')).toBeTruthy();
    expect(within(tracker).getByTestId('tracker-finish').textContent).toBe('预计办结：2026-11-22 10:00');

    site.server.ok(calls.myStarted, page([launched('6', { status: 4, nodes: [], finished: '2026-11-20 10:00:00', is_reminder: 'no' })]));
    fireEvent.click(within(tracker).getByTestId('withdraw'));
    fireEvent.click(await screen.findByTestId('withdraw-dialog-confirm'));
    await waitFor(() => expect(site.server.seen.find((r) => r.path === calls.withdrawMatter.path)?.form).toEqual(expect.objectContaining({ inst_id: '6' })));
    await waitFor(() => expect(screen.getByTestId('launch-status').textContent).toBe('已撤回'));
  });
});

describe('Notified', () => {
  it('shows each copy’s read receipt and gives one from the list', async () => {
    site.server.ok(calls.getNotifiedList, page([notified('71'), notified('72', { is_read: 1, read_at: '2026-11-21 12:30:00' })]));
    site.server.ok(calls.readCcTask, { inst_id: '871', status: 0 });
    renderH5(<ReadList onMobile={false} />);
    const rows = await screen.findAllByTestId('read-row');
    expect(within(rows[0]).getByTestId('read-state').textContent).toBe('未读');
    expect(within(rows[1]).getByTestId('read-state').textContent).toBe('已读 2026-11-21 12:30');
    fireEvent.click(within(rows[0]).getByTestId('mark-read'));
    await waitFor(() => expect(within(screen.getAllByTestId('read-row')[0]).getByTestId('read-state').textContent).toBe('已读'));
    expect(site.server.seen.find((r) => r.path === calls.readCcTask.path)?.form).toEqual(expect.objectContaining({ task_id: '71' }));
    site.server.ok(calls.getNotifiedList, page([]));
    await select(/^状态/, '未读');
    await waitFor(() => expect(requests(calls.getNotifiedList).at(-1)).toEqual({ is_read: '0', p: '1', page_size: '10' }));
  });
});
