/**
 * The examine page through the real request wrapper: the form as the approver's step sees it (editable fields to
 * edit, the rest to read), approving with the opinion, the edited fields and the signature the task needs, returning
 * to a chosen place with a reason, the applicant's returned application resubmitted, and the reminder dialog, which
 * keeps a step urged within the hour from being urged again.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { MatterDetail, ProcessOutline } from '@contract/calls/matters';
import type { FormSchema } from '@contract/forms';
import { ExaminePage } from '@/features/matters/examine/examine-page';
import { useMatterEnv } from '@/features/matters/examine/matter-env';
import { ReminderDialog } from '@/features/matters/launch/reminder-dialog';
import { campusText } from '@/features/matters/rules/examine';
import { useSession } from '@/stores/session';
import { useUiSettings } from '@/stores/ui-settings';
import { useUnread } from '@/stores/unread';
import { check, settle, type, valueIn } from '../forms/support/fill';
import { userInfo } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { pickInPeopleSheet } from './people-sheet';

const site = pageServer();

const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '请假事由', required: true },
    { id: 'form1_2', type: 'Input', label: '审核备注', permissions: { dept_head: 'edit' } },
    { id: 'form1_3', type: 'Integer', label: '请假天数', required: true, permissions: { dept_head: 'read' } },
  ],
};

type Task = MatterDetail['my_tasks'][number];

function task(over: Partial<Task> = {}): Task {
  return {
    task_id: '70', node_id: 'dept_head', node_name: '院系负责人审批', kind: 'approve', type: 1, flags: [], mode: 'sequential',
    return_targets: [{ to: 'initiator', node_name: '申请人' }], choose_next: [], ...over,
  };
}

function detail(over: Partial<MatterDetail> = {}): MatterDetail {
  return {
    inst_id: '7', app_id: 1, app_name: '学生请假申请', title: '王思远的学生请假申请', status: 0, created: '2026-11-20 09:30:00', finished: '',
    applicant: { uid: '2023010101', name: '王思远', number: '2023010101', college: '计算机科学与技术学院' },
    form: { version: 1, schema }, values: { form1_1: '回家探亲', form1_3: 3 },
    steps: [{ node_id: 'start', node_name: '发起申请', action: 'start', actor_name: '王思远', agent_name: '', opinion: '', created: '2026-11-20 09:30:00' }],
    my_tasks: [task()], can_withdraw: 0, can_urge: 0, can_terminate: 0, urge_nodes: [], rating: { can_rate: 0, stars: 0, comment: '' }, ...over,
  };
}

const outline: ProcessOutline = {
  app_id: 1, version: 1,
  nodes: [
    { id: 'dept_head', kind: 'approval', name: '院系负责人审批', mode: 'sequential', approvers: { type: 'department_head', names: [], levels: 1 }, branches: [] },
    { id: 'dean', kind: 'approval', name: '院长审批', mode: 'any', approvers: { type: 'post', names: ['院长'], levels: 0 }, branches: [] },
  ],
};

/** The route ahead of an application at its first step. */
const route = {
  nodes: [
    { node_id: 'dept_head', node_name: '院系负责人审批', kind: 'approval' as const, mode: 'sequential', approvers: [{ uid: 'T0003', name: '石馨' }], expected_at: '2026-11-21 09:30:00' },
    { node_id: 'dean', node_name: '院长审批', kind: 'approval' as const, mode: 'any', approvers: [{ uid: 'T0101', name: '李振华' }], expected_at: '2026-11-22 09:30:00' },
  ],
  finish_at: '2026-11-22 09:30:00',
};

function serve(d: MatterDetail) {
  site.server.ok(calls.getMatterDetail, d);
  site.server.ok(calls.getProcessInfoNew, outline);
  site.server.ok(calls.getMatterRoute, route);
  site.server.ok(calls.getMatterEvn, [{ key: 'app.name', value: '学生请假申请' }]);
  site.server.ok(calls.getunreadData, { messagge: 0, my_todo: 0 });
}

const sent = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path).map((r) => r.form);

async function open(d: MatterDetail, query: { taskId?: string; type?: string; rejectStep?: boolean } = { taskId: '70', type: 'todo' }) {
  serve(d);
  renderH5(<ExaminePage instId={d.inst_id} onMobile={false} rejectStep={false} {...query} />);
  await screen.findByTestId('examine-history', {});
  // The process diagram is a call of its own; its answer can come after the page's.
  await screen.findByTestId('process-diagram');
  await settle();
}

beforeEach(() => {
  act(() => {
    useSession.setState({ status: 'signed-in', user: userInfo({ uid: 'T0003', name: '石馨', identity_type: 'staff' }) });
    useUnread.setState({ todo: 1 });
    useMatterEnv.getState().clear();
  });
});

// H5 only: the mini-program downloads the record with its session and opens it in its document viewer.
(TARGET === 'h5' ? it : it.skip)('links to the PDF record in the language the reader chose, which a link cannot send as a header', async () => {
  act(() => useUiSettings.getState().setLang('en'));
  try {
    await open(detail());
    expect(screen.getByTestId('examine-pdf').getAttribute('href')).toMatch(/[?&]lang=en(&|$)/);
  } finally {
    act(() => useUiSettings.getState().setLang('zh'));
  }
});

it('shows the application with the fields this step may edit as controls and the others as text', async () => {
  await open(detail());
  expect(screen.getByRole('heading', { name: '王思远的学生请假申请' })).toBeTruthy();
  expect(screen.getByTestId('examine-status').textContent).toBe('办理中');
  expect(screen.getByText('计算机科学与技术学院')).toBeTruthy();

  // 审核备注 is editable at this step; 请假事由 and 请假天数 are read.
  await waitFor(() => expect(valueIn('审核备注')).toBe(''));
  expect(screen.queryByLabelText('请假事由')).toBeNull();
  expect(screen.getByText('回家探亲')).toBeTruthy();
  expect(screen.getByText('3')).toBeTruthy();

  const history = screen.getByTestId('examine-history');
  expect(within(history).getByText('提交申请')).toBeTruthy();
  expect(history.textContent).toContain('王思远 · 2026-11-20 09:30');
  const now = await screen.findByTestId('diagram-current');
  expect(now.textContent).toContain('院系负责人审批');
  expect(now.getAttribute('aria-current')).toBe('step');
  // Nothing to sign here.
  expect(screen.queryByTestId('examine-sign')).toBeNull();
});

it('draws an approver the application’s own path, without asking for a service outside their view', async () => {
  await open(detail());
  const diagram = await screen.findByTestId('process-diagram');
  await waitFor(() => expect(diagram.textContent).toContain('李振华'));
  expect(sent(calls.getProcessInfoNew)).toEqual([]);
});

it('approves with the opinion, the edited fields and the sign value, after the approver signs', async () => {
  site.server.ok(calls.approveTask, { inst_id: '7', status: 0 });
  await open(detail({ my_tasks: [task({ flags: [7] })] }));

  await type('审核备注', '已电话核实');
  const phrases = screen.getAllByTestId('opinion-phrase');
  fireEvent.click(phrases[1]);
  await settle(0);
  expect(valueIn('审批意见')).toBe('情况属实，同意。');

  // Spec §4: type 1 with flag 7 signs 2, and only with the approver's consent.
  fireEvent.click(screen.getByTestId('examine-approve'));
  await settle();
  expect(within(screen.getByTestId('examine-sign')).getByText('请先勾选“以本人名义签署”')).toBeTruthy();
  expect(sent(calls.approveTask)).toEqual([]);

  await check('以本人名义签署');
  fireEvent.click(screen.getByTestId('examine-approve'));
  await waitFor(() => expect(sent(calls.approveTask)).toHaveLength(1));
  const form = sent(calls.approveTask)[0];
  expect(form).toEqual(expect.objectContaining({ task_id: '70', opinion: '情况属实，同意。', sign: '2' }));
  expect(JSON.parse(form.values as string)).toEqual({ form1_2: '已电话核实' });
  expect(form.chosen).toBeUndefined();

  expect(await screen.findByTestId('examine-done')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '已同意' })).toBeTruthy();
  // The badge is read again.
  await waitFor(() => expect(useUnread.getState().todo).toBe(0));
});

/** The dean's step of a leave request: any one of its approvers decides (或签), each approver's task a countersign. */
const deanTask = () => task({ node_id: 'dean', node_name: '院长审批', type: 3, mode: 'any' });

/** Approving asks for the tick `label` first, then sends the countersign's sign value 1. */
async function approvesOnlyTicked(label: string) {
  fireEvent.click(screen.getByTestId('examine-approve'));
  await settle();
  expect(within(screen.getByTestId('examine-sign')).getByText(`请先勾选“${label}”`)).toBeTruthy();
  expect(sent(calls.approveTask)).toEqual([]);
  await check(label);
  fireEvent.click(screen.getByTestId('examine-approve'));
  await waitFor(() => expect(sent(calls.approveTask)).toEqual([expect.objectContaining({ task_id: '70', sign: '1' })]));
}

it("words the dean's step as the process diagram does, 或签, and has him sign it in his own name", async () => {
  site.server.ok(calls.approveTask, { inst_id: '7', status: 0 });
  act(() => useSession.setState({ user: userInfo({ uid: 'T0101', name: '李振华', identity_type: 'staff' }) }));
  await open(detail({ my_tasks: [deanTask()] }));

  const diagramStep = within(screen.getByTestId('process-diagram')).getByText('院长审批').parentElement!;
  expect(within(diagramStep).getByText('或签（一人同意即可）')).toBeTruthy();
  const signing = screen.getByTestId('examine-sign');
  expect(within(signing).getByText('此环节为或签（一人同意即可）：同意即以您本人名义签署。')).toBeTruthy();
  expect(signing.textContent).not.toContain('会签');

  await approvesOnlyTicked('以本人名义签署');
});

it('asks a secretary acting for the dean to sign on his behalf, 代 李振华 签署, never in her own name', async () => {
  site.server.ok(calls.approveTask, { inst_id: '7', status: 0 });
  act(() => useSession.setState({ user: userInfo({ uid: 'T0101', name: '李振华', identity_type: 'staff', actor: { uid: 'T0102', name: '王晓燕' } }) }));
  await open(detail({ my_tasks: [deanTask()] }));

  const signing = screen.getByTestId('examine-sign');
  expect(within(signing).getByText('此环节为或签（一人同意即可）：同意即代 李振华 签署，审批记录注明由您代办。')).toBeTruthy();
  expect(signing.textContent).not.toContain('本人名义');

  await approvesOnlyTicked('代 李振华 签署');
});

it('keeps what was typed when the server refuses the approval', async () => {
  site.server.answer(calls.approveTask.path, { body: { e: 10044, m: '该待办已被处理', d: null } });
  await open(detail());
  await type('审批意见', '同意');
  fireEvent.click(screen.getByTestId('examine-approve'));
  await waitFor(() => expect(sent(calls.approveTask)).toHaveLength(1));
  await settle(50);
  expect(screen.queryByTestId('examine-done')).toBeNull();
  expect(valueIn('审批意见')).toBe('同意');
});

it('returns to a chosen place, the applicant first, and wants a reason for it', async () => {
  site.server.ok(calls.rejectTask, { inst_id: '7', status: 0 });
  const targets = [
    { to: 'dept_head', node_name: '院系负责人审批' },
    { to: 'initiator', node_name: '申请人' },
  ];
  await open(detail({ my_tasks: [task({ node_id: 'dean', node_name: '院长审批', return_targets: targets })] }));
  fireEvent.click(screen.getByTestId('examine-reject'));
  const dialog = await screen.findByRole('dialog', { name: '退回申请' });
  expect(within(dialog).getAllByText(/^(申请人|院系负责人审批)$/).map((e) => e.textContent)).toEqual(['申请人', '院系负责人审批']);
  expect(within(dialog).getByTestId('reject-what').textContent).toBe('申请将退回给申请人，修改后可重新提交。');

  fireEvent.click(within(dialog).getByTestId('reject-confirm'));
  await settle();
  expect(within(dialog).getByText('退回时请填写退回意见')).toBeTruthy();
  expect(sent(calls.rejectTask)).toEqual([]);

  await check('院系负责人审批', dialog);
  expect(within(dialog).getByTestId('reject-what').textContent).toBe('申请将退回至“院系负责人审批”重新审批。');
  await type(/^审批意见/, '请院系复核请假天数', dialog);
  fireEvent.click(within(dialog).getByTestId('reject-confirm'));
  await waitFor(() => expect(sent(calls.rejectTask)).toEqual([expect.objectContaining({ task_id: '70', to: 'dept_head', opinion: '请院系复核请假天数' })]));
  expect(await screen.findByRole('heading', { name: '已退回' })).toBeTruthy();
});

it('shows the applicant why it came back and resubmits the corrected form', async () => {
  site.server.ok(calls.resubmitMatter, { inst_id: '7', status: 0 });
  const returned = detail({
    steps: [
      ...detail().steps,
      { node_id: 'dept_head', node_name: '院系负责人审批', action: 'reject', actor_name: '石馨', agent_name: '', opinion: '请补充医院证明', created: '2026-11-21 10:00:00' },
    ],
    my_tasks: [task({ task_id: '72', kind: 'resubmit', node_id: 'start', node_name: '发起申请', return_targets: [] })],
    can_terminate: 1,
  });
  await open(returned, { taskId: '72', rejectStep: true });
  const banner = screen.getByTestId('returned-banner');
  expect(within(banner).getByTestId('returned-by').textContent).toBe('石馨 于 2026-11-21 10:00 在“院系负责人审批”退回');
  expect(within(banner).getByTestId('returned-opinion').textContent).toBe('退回意见：请补充医院证明');
  expect(screen.getByTestId('examine-terminate')).toBeTruthy();

  await waitFor(() => expect(valueIn(/^请假事由/)).toBe('回家探亲'));
  await type(/^请假事由/, '回家探亲，附医院证明');
  fireEvent.click(screen.getByTestId('resubmit-submit'));
  await waitFor(() => expect(sent(calls.resubmitMatter)).toHaveLength(1));
  const form = sent(calls.resubmitMatter)[0];
  expect(form.task_id).toBe('72');
  expect(JSON.parse(form.values as string)).toEqual({ form1_1: '回家探亲，附医院证明', form1_3: 3 });
  expect(await screen.findByRole('heading', { name: '已重新提交' })).toBeTruthy();
});

it('transfers to one person picked from the people search, after a confirmation that names them', async () => {
  site.server.ok(calls.searchPeople, [{ uid: 'T0021', name: '李明', number: 'T0021', departName: '计算机学院' }]);
  site.server.ok(calls.transferTask, { inst_id: '7', status: 0 });
  await open(detail());
  fireEvent.click(screen.getByTestId('examine-transfer'));
  const picker = await screen.findByTestId('transfer-picker');
  fireEvent.click(within(picker).getByRole('button', { name: /^转交给/ }));
  await pickInPeopleSheet('李', '李明');
  fireEvent.click(within(picker).getByTestId('transfer-picker-confirm'));

  const question = await screen.findByText('确定将此待办转交给 李明 吗？转交后由 李明 办理，您将不能再处理此申请。');
  expect(sent(calls.transferTask)).toEqual([]);
  fireEvent.click(within(question.closest('[role="dialog"]') as HTMLElement).getByTestId('transfer-confirm-confirm'));
  await waitFor(() => expect(sent(calls.transferTask)).toEqual([expect.objectContaining({ task_id: '70', to_uid: 'T0021' })]));
  expect(await screen.findByRole('heading', { name: '已转交' })).toBeTruthy();
});

it('takes the applicant’s star rating of an ended application, asking for the stars first', async () => {
  act(() => useSession.setState({ status: 'signed-in', user: userInfo({ uid: '2023010101', name: '王思远', identity_type: 'student' }) }));
  site.server.ok(calls.rateMatter, { stars: 4, app_star: 4.5 });
  const ended = detail({ status: 2, finished: '2026-11-21 10:00:00', my_tasks: [], rating: { can_rate: 1, stars: 0, comment: '' } });
  await open(ended, { type: 'launch' });
  const panel = screen.getByTestId('matter-rating');
  fireEvent.click(within(panel).getByTestId('rating-submit'));
  expect(await within(panel).findByText('请选择星级')).toBeTruthy();
  expect(sent(calls.rateMatter)).toEqual([]);

  await check('4 星 · 满意', panel);
  await type('评价内容（选填）', '办得很快');
  site.server.ok(calls.getMatterDetail, { ...ended, rating: { can_rate: 1, stars: 4, comment: '办得很快' } });
  fireEvent.click(within(panel).getByTestId('rating-submit'));
  await waitFor(() => expect(sent(calls.rateMatter)).toEqual([expect.objectContaining({ inst_id: '7', stars: '4', comment: '办得很快' })]));
  expect(await screen.findByText('您的评价：4 星')).toBeTruthy();
  expect(within(screen.getByTestId('matter-rating')).getByTestId('rating-submit').textContent).toContain('修改评价');
});

it('offers no rating while the application is in progress, or to anyone but its applicant', async () => {
  await open(detail());
  expect(screen.queryByTestId('matter-rating')).toBeNull();
});

it('marks an urge in the history as an event, not as a step done', async () => {
  await open(
    detail({
      steps: [
        ...detail().steps,
        { node_id: 'dept_head', node_name: '院系负责人审批', action: 'urge', actor_name: '王思远', agent_name: '', opinion: '', created: '2026-11-20 15:00:00' },
      ],
    }),
  );
  const history = screen.getByTestId('examine-history');
  const tone = (text: string) => within(history).getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
  expect(tone('催办')).toBe('event');
  expect(tone('提交申请')).toBe('start');
});

describe('the reminder dialog', () => {
  it('shows a step urged within the hour disabled, with when it may be urged again', async () => {
    site.server.ok(calls.myReminder, { reminded: 1 });
    const later = `${campusText(Date.now() + 40 * 60_000)}:00`;
    const onClose = jest.fn();
    renderH5(
      <ReminderDialog
        instId="7"
        nodes={[
          { node_id: 'dept_head', node_name: '院系负责人审批', urge_after: '' },
          { node_id: 'dean', node_name: '院长审批', urge_after: later },
        ]}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '请选择要催办的环节' });
    const waiting = within(dialog).getByTestId('reminder-waiting');
    expect(within(dialog).getByText(`可于 ${later.slice(11, 16)} 后再次催办`)).toBeTruthy();
    // The box itself on H5; the mini-program's check box draws its input inside.
    const box = await waitFor(() => {
      const input = waiting instanceof HTMLInputElement ? waiting : waiting.querySelector('input');
      if (!input) throw new Error('not drawn yet');
      return input;
    });
    expect(box.disabled).toBe(true);

    // The one step that may be urged is chosen already.
    fireEvent.click(within(dialog).getByTestId('reminder-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(calls.myReminder)).toEqual([expect.objectContaining({ inst_id: '7', node_id: 'dept_head' })]);
  });
});
