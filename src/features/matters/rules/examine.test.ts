import type { FormSchema } from '@contract/forms';
import { campusText, currentNodes, editableValues, examineView, instanceOutline, lastReturn, urgeWait, withPhrase, type MatterStep, type MyTask } from './examine';

const task = (over: Partial<MyTask>): MyTask => ({
  task_id: '70', node_id: 'dept_head', node_name: '院系负责人审批', kind: 'approve', type: 1, flags: [], mode: 'sequential', return_targets: [], choose_next: [], ...over,
});
const step = (action: string, over: Partial<MatterStep> = {}): MatterStep => ({
  node_id: 'dept_head', node_name: '院系负责人审批', action, actor_name: '石馨', agent_name: '', opinion: '', created: '2026-11-21 10:00:00', ...over,
});

describe('the view an application opens in', () => {
  const approve = task({});
  const copy = task({ task_id: '71', kind: 'cc' });
  const resubmit = task({ task_id: '72', kind: 'resubmit', node_id: 'start' });

  it('opens an approver’s task to decide, returned when the address or its flags say so', () => {
    expect(examineView({ my_tasks: [approve] }, { taskId: '70', type: 'todo', rejectStep: false })).toEqual({ kind: 'examine', task: approve, returned: false });
    expect(examineView({ my_tasks: [approve] }, { taskId: '70', type: 'reject', rejectStep: false })).toMatchObject({ returned: true });
    expect(examineView({ my_tasks: [approve] }, { rejectStep: true })).toMatchObject({ kind: 'examine', returned: true });
    expect(examineView({ my_tasks: [{ ...approve, flags: [5] }] }, { rejectStep: false })).toMatchObject({ returned: true });
  });

  it('opens the applicant’s returned application for correction wherever the link came from', () => {
    expect(examineView({ my_tasks: [resubmit] }, { taskId: '72', rejectStep: true })).toEqual({ kind: 'resubmit', task: resubmit });
    expect(examineView({ my_tasks: [resubmit] }, { type: 'launch', rejectStep: false }).kind).toBe('resubmit');
  });

  it('opens a copy to read, and anything else to follow', () => {
    expect(examineView({ my_tasks: [copy] }, { taskId: '71', type: 'read', rejectStep: false })).toEqual({ kind: 'read', task: copy });
    expect(examineView({ my_tasks: [] }, { taskId: '71', type: 'read', rejectStep: false })).toEqual({ kind: 'read', task: null });
    expect(examineView({ my_tasks: [approve] }, { type: 'launch', rejectStep: false })).toEqual({ kind: 'overview' });
    // A link to a task already handled.
    expect(examineView({ my_tasks: [approve] }, { taskId: '99', type: 'todo', rejectStep: false })).toEqual({ kind: 'overview' });
  });
});

it('finds the return that sent the application back', () => {
  const steps = [step('start'), step('reject', { opinion: '材料不全' }), step('resubmit'), step('timeoutReject', { actor_name: '' })];
  expect(lastReturn(steps)?.action).toBe('timeoutReject');
  expect(lastReturn(steps.slice(0, 3))?.opinion).toBe('材料不全');
  expect(lastReturn([step('start')])).toBeNull();
});

it('sends only the fields the step may edit', () => {
  const schema: FormSchema = {
    form_no: 1,
    fields: [
      { id: 'form1_1', type: 'Input', label: '事由' },
      { id: 'form1_2', type: 'Input', label: '审核备注', permissions: { dept_head: 'edit' } },
      { id: 'form1_3', type: 'Input', label: '内部', permissions: { dept_head: 'hidden' } },
    ],
  };
  expect(editableValues(schema, 'dept_head', { form1_1: '病假', form1_2: '已核实', form1_3: 'x' })).toEqual({ form1_2: '已核实' });
  expect(editableValues(schema, 'start', { form1_1: '病假', form1_2: '已核实' })).toEqual({ form1_1: '病假', form1_2: '已核实' });
});

it('says when a step may be urged again, in campus time', () => {
  const now = Date.parse('2026-11-21T10:00:00+08:00');
  expect(urgeWait('2026-11-21 10:40:00', now)).toBe('10:40');
  expect(urgeWait('2026-11-21 09:59:00', now)).toBeNull();
  expect(urgeWait('', now)).toBeNull();
  expect(campusText(now)).toBe('2026-11-21 10:00');
});

it('adds a common phrase to the opinion once', () => {
  expect(withPhrase('', '同意。')).toBe('同意。');
  expect(withPhrase('情况属实。', '同意。')).toBe('情况属实。同意。');
  expect(withPhrase('同意。', '同意。')).toBe('同意。');
  expect(withPhrase('Checked.', 'Approved.')).toBe('Checked. Approved.');
});

it('marks the step an application stands at', () => {
  const examine = { kind: 'examine' as const, task: task({ node_id: 'dean' }), returned: false };
  expect(currentNodes(examine, { status: 0, urge_nodes: [] }, 'x')).toEqual(['dean']);
  expect(currentNodes({ kind: 'overview' }, { status: 0, urge_nodes: [{ node_id: 'a', node_name: 'A', urge_after: '' }] }, 'x')).toEqual(['a']);
  expect(currentNodes({ kind: 'overview' }, { status: 0, urge_nodes: [] }, 'x')).toEqual(['x']);
  expect(currentNodes(examine, { status: 2, urge_nodes: [] }, 'x')).toEqual([]);
});

it('draws the application’s own path where the service’s outline is not shown: the steps passed, then the route ahead', () => {
  const steps = [
    step('start', { node_id: 'start', node_name: '发起', actor_name: '王思远' }),
    step('approve', { node_id: 'secretary', node_name: '学院审核', actor_name: '侯轩涵' }),
    step('urge', { node_id: 'registry', node_name: '教务处出具证明', actor_name: '王思远' }),
  ];
  const ahead = [{ node_id: 'registry', node_name: '教务处出具证明', kind: 'approval' as const, mode: 'any', approvers: [{ name: '陈立华' }, { name: '李明' }] }];
  expect(instanceOutline({ app_id: 2, steps }, ahead).nodes).toEqual([
    { id: 'secretary', kind: 'approval', name: '学院审核', mode: '', approvers: { type: 'users', names: ['侯轩涵'], levels: 0 }, branches: [] },
    { id: 'registry', kind: 'approval', name: '教务处出具证明', mode: 'any', approvers: { type: 'users', names: ['陈立华', '李明'], levels: 0 }, branches: [] },
  ]);
});
