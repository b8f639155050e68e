/**
 * Batch approval in My tasks through the real request wrapper: rows chosen by their check boxes (named by service and
 * applicant), a confirmation naming the count, the progress while the chunks go, the result with each skipped task
 * and the server's reason, and the list and the my_todo badge read again afterwards. A phone's choice covers the rows
 * loaded and goes ten at a time, stopping before the next chunk when asked; a desktop's choice is cleared by another page.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { TodoList } from '@/features/matters/todo/todo-list';
import { useSession } from '@/stores/session';
import { useUnread } from '@/stores/unread';
import { settle } from '../forms/support/fill';
import { userInfo } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { page, todo } from './matter-fixtures';

const site = pageServer();
const sent = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path);

/** A check box by its name: the native box on H5, the input Taro's checkbox draws inside itself a frame later. */
function checkBox(name: string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const named = screen.getAllByLabelText(name);
    const found = named.find((e) => e.tagName === 'INPUT') ?? named.map((e) => e.querySelector('input')).find(Boolean);
    if (!found) throw new Error(`no check box ${name}`);
    return found as HTMLInputElement;
  });
}

async function tick(name: string): Promise<void> {
  fireEvent.click(await checkBox(name));
  await settle(0);
}

const progressBar = () => document.querySelector<HTMLElement>('[role="progressbar"], [aria-role="progressbar"]');
const ids = (n: number, from: number) => Array.from({ length: n }, (_, i) => String(from + i));

beforeAll(() => {
  site.server.ok(calls.systemUpYear, { year: 2024, current_year: 2026 });
  site.server.ok(calls.getTodoFilters, { apps: [], departments: [] });
  site.server.ok(calls.getAppCatalog, { ...page([]), themes: [], categories: [], departments: [] });
});
beforeEach(() => {
  act(() => {
    useSession.setState({ status: 'signed-in', user: userInfo({ uid: 'T0003', name: '石馨', identity_type: 'staff' }) });
    useUnread.setState({ todo: 0 });
  });
});

describe('batch approval in My tasks', () => {
  it('approves two chosen rows after a confirmation naming the count, shows the progress, then the approved count and the skipped task with its reason; closing reloads the list and the badge', async () => {
    site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 3 });
    site.server.ok(calls.getMyTodo, page([
      todo('11'),
      todo('12', { inst_creator_name: '李明', app_name: '在校证明开具', flags: [7] }),
      todo('13', { inst_creator_name: '张琳', task_status: 5 }),
    ]));
    renderH5(<TodoList onMobile={false} />);
    await screen.findAllByTestId('todo-row', {});
    expect(screen.queryByTestId('batch-bar')).toBeNull();

    fireEvent.click(screen.getByTestId('batch-mode'));
    if (TARGET === 'h5') {
      expect(screen.getAllByRole('checkbox').map((b) => b.getAttribute('aria-label') ?? b.closest('label')?.textContent)).toEqual([
        '全选本页', '学生请假申请，申请人 王思远', '在校证明开具，申请人 李明',
      ]);
    }
    // A task waiting for earlier approvers cannot be chosen.
    expect(screen.queryByLabelText('学生请假申请，申请人 张琳')).toBeNull();
    expect(screen.getByTestId('batch-count').textContent).toBe('已选 0 项');
    expect(screen.getByText('仅可选择本页的待办，换页后选择会清空')).toBeTruthy();

    await tick('学生请假申请，申请人 王思远');
    await tick('在校证明开具，申请人 李明');
    expect(screen.getByTestId('batch-count').textContent).toBe('已选 2 项');
    expect((await checkBox('学生请假申请，申请人 王思远')).checked).toBe(true);
    if (TARGET === 'h5') {
      expect(screen.getByRole('checkbox', { name: '学生请假申请，申请人 王思远' }).getAttribute('aria-checked')).toBe('true');
      expect(screen.getByRole('checkbox', { name: '全选本页' }).getAttribute('aria-checked')).toBe('true');
    }

    site.server.ok(calls.batchApproveTasks, { approved: ['11'], skipped: [{ task_id: '12', reason: '该环节需要签名，请逐条办理' }] }, 400);
    fireEvent.click(screen.getByTestId('batch-approve'));
    const dialog = await screen.findByRole('dialog', { name: '批量同意' });
    expect(within(dialog).getByTestId('batch-question').textContent).toBe('确定同意选中的 2 项待办？');
    expect(within(dialog).getByDisplayValue('同意。')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('batch-confirm'));

    await waitFor(() => expect(progressBar()).not.toBeNull());
    expect(progressBar()?.getAttribute('aria-valuenow')).toBe('0');
    expect(progressBar()?.getAttribute('aria-valuemax')).toBe('2');
    expect(screen.getByText('已处理 0 / 2')).toBeTruthy();

    const result = await screen.findByTestId('batch-result', {}, { timeout: 3000 });
    expect(within(result).getByTestId('batch-approved').textContent).toBe('已同意 1 项');
    if (TARGET === 'h5') expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '批量处理结果' }));
    const list = within(result).getByRole('list', { name: '未能同意的待办，请逐条办理' });
    expect(within(result).getByRole('heading', { name: '未能同意的待办，请逐条办理' })).toBeTruthy();
    const skipped = within(list).getAllByTestId('batch-skipped');
    expect(skipped).toHaveLength(1);
    expect(within(skipped[0]).getByRole('link').textContent).toBe('在校证明开具 · 李明');
    expect(within(skipped[0]).getByText('该环节需要签名，请逐条办理')).toBeTruthy();
    expect(sent(calls.batchApproveTasks).map((r) => r.form)).toEqual([expect.objectContaining({ task_ids: ['11', '12'], opinion: '同意。' })]);

    // The approved task is gone: the list and the badge read again agree.
    site.server.ok(calls.getMyTodo, page([todo('12', { inst_creator_name: '李明', app_name: '在校证明开具', flags: [7] }), todo('13', { inst_creator_name: '张琳', task_status: 5 })]));
    site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 2 });
    const badgeReads = sent(calls.getunreadData).length;
    const load = jest.spyOn(useUnread.getState(), 'load');
    fireEvent.click(within(result).getByTestId('batch-done'));
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(2));
    await waitFor(() => expect(useUnread.getState().todo).toBe(2));
    expect(load).toHaveBeenCalled();
    expect(sent(calls.getunreadData).length).toBeGreaterThan(badgeReads);
    expect(screen.getByTestId('list-total').textContent).toBe('共 2 条');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('batch-count').textContent).toBe('已选 0 项');
    load.mockRestore();
  });

  it('opens a skipped task’s own page from the result', async () => {
    site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 1 });
    site.server.ok(calls.getMyTodo, page([todo('21', { inst_creator_name: '周宁' })]));
    site.server.ok(calls.batchApproveTasks, { approved: [], skipped: [{ task_id: '21', reason: '该环节有必填字段需要填写，请逐条办理' }] });
    renderH5(<TodoList onMobile={false} />);
    await screen.findByTestId('todo-row', {});
    fireEvent.click(screen.getByTestId('batch-mode'));
    await tick('全选本页');
    fireEvent.click(screen.getByTestId('batch-approve'));
    fireEvent.click(await screen.findByTestId('batch-confirm'));
    const result = await screen.findByTestId('batch-result', {}, { timeout: 3000 });
    expect(within(result).getByTestId('batch-approved').textContent).toBe('已同意 0 项');
    fireEvent.click(within(result).getByRole('link', { name: '学生请假申请 · 周宁' }));
    expect(site.navigations()).toEqual([expect.stringMatching(/^\/pages\/matter\/\w+\/index\?inst_id=921&task_id=21&type=todo$/)]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the opinion as typed, or none when it is cleared', async () => {
    site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 1 });
    site.server.ok(calls.getMyTodo, page([todo('31')]));
    site.server.ok(calls.batchApproveTasks, { approved: ['31'], skipped: [] });
    renderH5(<TodoList onMobile={false} />);
    await screen.findByTestId('todo-row', {});
    fireEvent.click(screen.getByTestId('batch-mode'));
    await tick('学生请假申请，申请人 王思远');
    fireEvent.click(screen.getByTestId('batch-approve'));
    const dialog = await screen.findByRole('dialog', { name: '批量同意' });
    const box = await waitFor(() => {
      const named = within(dialog).getByLabelText('审批意见（选填）');
      return (named.matches('textarea') ? named : named.querySelector('textarea')) as HTMLTextAreaElement;
    });
    fireEvent.input(box, { target: { value: '' } });
    await settle(0);
    expect(within(dialog).getByText('0/2000')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('batch-confirm'));
    await screen.findByTestId('batch-result', {}, { timeout: 3000 });
    expect(sent(calls.batchApproveTasks)[0].form).toEqual({ task_ids: '31' });
    expect(screen.queryByTestId('batch-not-sent')).toBeNull();
  });

  it('on a phone chooses every loaded row, sends them ten at a time, and stops before the next chunk when asked', async () => {
    site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 12 });
    site.server.ok(calls.getMyTodo, page(ids(10, 40).map((id) => todo(id, { inst_creator_name: `申请人${id}` })), 12));
    renderH5(<TodoList onMobile />);
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(10));
    fireEvent.click(screen.getByTestId('batch-mode'));
    expect(screen.getByText('可选择已加载的待办，加载更多后仍保留')).toBeTruthy();
    await tick('学生请假申请，申请人 申请人40');
    site.server.ok(calls.getMyTodo, page(ids(2, 50).map((id) => todo(id, { inst_creator_name: `申请人${id}` })), 12, 2));
    fireEvent.click(screen.getByTestId('list-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(12));
    // Loading more keeps the choice.
    expect(screen.getByTestId('batch-count').textContent).toBe('已选 1 项');
    await tick('全选已加载');
    expect(screen.getByTestId('batch-count').textContent).toBe('已选 12 项');

    site.server.ok(calls.batchApproveTasks, { approved: ids(10, 40), skipped: [] }, 400);
    fireEvent.click(screen.getByTestId('batch-approve'));
    expect((await screen.findByTestId('batch-question')).textContent).toBe('确定同意选中的 12 项待办？');
    fireEvent.click(screen.getByTestId('batch-confirm'));
    await waitFor(() => expect(progressBar()).not.toBeNull());
    fireEvent.click(screen.getByTestId('batch-stop'));
    expect(await screen.findByText('正在停止，本批处理完后停止…')).toBeTruthy();
    const result = await screen.findByTestId('batch-result', {}, { timeout: 3000 });
    expect(sent(calls.batchApproveTasks).map((r) => r.form.task_ids)).toEqual([ids(10, 40)]);
    expect(within(result).getByTestId('batch-approved').textContent).toBe('已同意 10 项');
    expect(within(result).getByTestId('batch-not-sent').textContent).toBe('已停止，2 项未处理');
  });

  it('sends the rest in a second chunk after the first is answered, the progress counting each', async () => {
    site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 12 });
    site.server.ok(calls.getMyTodo, page(ids(12, 60).map((id) => todo(id, { inst_creator_name: `申请人${id}` })), 12));
    site.server.ok(calls.batchApproveTasks, { approved: [...ids(10, 60), ...ids(2, 70)], skipped: [] }, 300);
    renderH5(<TodoList onMobile />);
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(12));
    fireEvent.click(screen.getByTestId('batch-mode'));
    await tick('全选已加载');
    fireEvent.click(screen.getByTestId('batch-approve'));
    fireEvent.click(await screen.findByTestId('batch-confirm'));
    await waitFor(() => expect(progressBar()?.getAttribute('aria-valuenow')).toBe('10'), { timeout: 3000 });
    expect(screen.getByText('已处理 10 / 12')).toBeTruthy();
    const result = await screen.findByTestId('batch-result', {}, { timeout: 3000 });
    expect(sent(calls.batchApproveTasks).map((r) => r.form.task_ids)).toEqual([ids(10, 60), ids(2, 70)]);
    expect(within(result).getByTestId('batch-approved').textContent).toBe('已同意 12 项');
  });

  it('on a desktop chooses the page only, and another page clears the choice', async () => {
    site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 12 });
    site.server.ok(calls.getMyTodo, page(ids(10, 80).map((id) => todo(id)), 12));
    renderH5(<TodoList onMobile={false} />);
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(10));
    fireEvent.click(screen.getByTestId('batch-mode'));
    await tick('全选本页');
    expect(screen.getByTestId('batch-count').textContent).toBe('已选 10 项');
    fireEvent.click(screen.getByTestId('batch-clear'));
    expect(screen.getByTestId('batch-count').textContent).toBe('已选 0 项');
    await tick('全选本页');

    site.server.ok(calls.getMyTodo, page([todo('90'), todo('91')], 12, 2));
    fireEvent.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(screen.getAllByTestId('todo-row')).toHaveLength(2));
    expect(screen.getByTestId('batch-count').textContent).toBe('已选 0 项');
    expect((screen.getByTestId('batch-approve') as HTMLElement).closest('[disabled], .adm-button-disabled, [aria-disabled="true"]')).not.toBeNull();

    fireEvent.click(screen.getByTestId('batch-mode'));
    expect(screen.queryByTestId('batch-bar')).toBeNull();
  });
});
