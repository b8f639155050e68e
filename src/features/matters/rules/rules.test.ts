import type { OutlineNode } from '@contract/calls/matters';
import { approverWords } from './approver-text';
import { launchedTarget, notifiedTarget, todoTarget } from './item-target';
import { emptyLaunchFilter, emptyTodoFilter, isNarrowed, launchPayload, todoPayload, withRange, withYear, yearChoices } from './list-filters';
import { nodesToChoose } from './next-approver';
import { newStartKey } from './start-key';
import { statusKey } from './status';

describe('where an item opens (spec §2 Home page v2)', () => {
  const launched = { inst_id: '7', task_id: '70', status: 0 as const, task_status: 1 };

  it('opens a launched item in progress that came back (task_status 1) as the resubmit view, any other as the launch view', () => {
    expect(launchedTarget(launched, false)).toEqual({ route: '/matter/rejectStep', query: { inst_id: '7', task_id: '70' } });
    expect(launchedTarget({ ...launched, task_status: 0 }, false)).toEqual({ route: '/matter/examine', query: { inst_id: '7', type: 'launch' } });
    // Only an application in progress can be resubmitted.
    expect(launchedTarget({ ...launched, status: 2 }, true).route).toBe('/matter/m_examine');
    expect(launchedTarget(launched, true).route).toBe('/matter/m_rejectStep');
  });

  it('opens a to-do whose flags contain 5 as reject, any other as a to-do', () => {
    expect(todoTarget({ inst_id: '7', task_id: '71', flags: [7, 5] }, false)).toEqual({ route: '/matter/rejectStep', query: { inst_id: '7', task_id: '71', type: 'reject' } });
    expect(todoTarget({ inst_id: '7', task_id: '71', flags: [7] }, true)).toEqual({ route: '/matter/m_examine', query: { inst_id: '7', task_id: '71', type: 'todo' } });
    expect(notifiedTarget({ inst_id: '7', task_id: '72' }, false).query.type).toBe('read');
  });
});

describe('list filters', () => {
  it('sends only what the user chose, the year instead of a range', () => {
    expect(launchPayload(emptyLaunchFilter)).toEqual({});
    expect(launchPayload({ ...emptyLaunchFilter, status: 0, keyword: '  请假 ' })).toEqual({ status: 0, keyword: '请假' });
    const ranged = withRange(emptyLaunchFilter, '2026-01-01', '2026-03-31');
    expect(launchPayload(ranged)).toEqual({ time_lower: '2026-01-01', time_upper: '2026-03-31' });
    const yearly = withYear(ranged, 2025);
    expect(launchPayload(yearly)).toEqual({ y: 2025 });
    expect(withRange(yearly, '2026-02-01', '').year).toBeNull();
    expect(withYear(yearly, null)).toEqual({ ...emptyLaunchFilter, year: null });
  });

  it('sends every to-do filter with the spec defaults left to the server', () => {
    expect(todoPayload(emptyTodoFilter)).toEqual({ tab: 'pending' });
    const all = {
      ...withRange(emptyTodoFilter, '2026-01-01', '2026-01-31'),
      tab: 'processed' as const,
      keyword: '请假',
      keywordType: 'app' as const,
      appId: 3,
      className: '学生事务',
      departmentId: '12',
      timeType: 'apply' as const,
      flags: 5,
      orderby: 'createdAsc' as const,
    };
    expect(todoPayload(all)).toEqual({
      tab: 'processed', keyword: '请假', keyword_type: 'app', app_id: 3, class_name: '学生事务', department_id: '12',
      time_type: 'apply', flags: 5, orderby: 'createdAsc', time_lower: '2026-01-01', time_upper: '2026-01-31',
    });
    // A keyword type without a keyword, or a time type without a time, narrows nothing.
    expect(todoPayload({ ...emptyTodoFilter, keywordType: 'app', timeType: 'apply' })).toEqual({ tab: 'pending' });
  });

  it('tells a narrowed list from the whole list', () => {
    expect(isNarrowed(emptyTodoFilter)).toBe(false);
    expect(isNarrowed({ ...emptyTodoFilter, tab: 'processed', orderby: 'createdAsc' })).toBe(false);
    expect(isNarrowed({ ...emptyTodoFilter, flags: 5 })).toBe(true);
    expect(isNarrowed(emptyLaunchFilter)).toBe(false);
    expect(isNarrowed({ ...emptyLaunchFilter, status: 4 })).toBe(true);
  });

  it('offers the years since the system went live, newest first', () => {
    expect(yearChoices(2023, 2026)).toEqual([2026, 2025, 2024, 2023]);
    expect(yearChoices(2027, 2026)).toEqual([2026]);
  });
});

describe('steps whose approver the applicant chooses', () => {
  const step = (id: string, type: 'initiator_choice' | 'post'): OutlineNode => ({
    id, kind: 'approval', name: id, mode: 'sequential', approvers: { type, names: [], levels: 0 }, branches: [],
  });
  const outline: OutlineNode[] = [
    step('head', 'post'),
    { id: 'split', kind: 'condition', name: '按天数', mode: '', approvers: null, branches: [{ label: '>3', nodes: [step('teacher', 'initiator_choice')] }, { label: '其他', nodes: [] }] },
    step('tutor', 'initiator_choice'),
  ];

  it('are those on the previewed route with nobody chosen, or all of them before a preview', () => {
    expect(nodesToChoose(outline, null, {}).map((n) => n.id)).toEqual(['teacher', 'tutor']);
    expect(nodesToChoose(outline, ['head', 'tutor'], {}).map((n) => n.id)).toEqual(['tutor']);
    expect(nodesToChoose(outline, ['head', 'tutor'], { tutor: ['T1'] })).toEqual([]);
    expect(nodesToChoose(outline, ['head', 'tutor'], { tutor: [] }).map((n) => n.id)).toEqual(['tutor']);
  });
});

it('words each kind of approver, the people named as they are', () => {
  const join = (items: readonly string[]) => items.join('、');
  expect(approverWords({ type: 'users', names: ['张三', '李四'], levels: 0 }, join)).toEqual({ key: 'byUsers', values: { names: '张三、李四' }, people: '张三、李四' });
  expect(approverWords({ type: 'post', names: ['Dean'], levels: 0 }, join)).toEqual({ key: 'byPost', values: { names: 'Dean' } });
  expect(approverWords({ type: 'department_head', names: [], levels: 1 }, join)).toEqual({ key: 'byOwnHead' });
  expect(approverWords({ type: 'department_head', names: [], levels: 2 }, join)).toEqual({ key: 'byUpperHead', values: { levels: 2 } });
  expect(approverWords(null, join)).toBeNull();
});

it('makes start keys the server accepts, a new one each time', () => {
  const keys = new Set(Array.from({ length: 50 }, () => newStartKey()));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});

it('names each application status', () => {
  expect([0, 1, 2, 4, 9].map(statusKey)).toEqual(['status_0', 'status_1', 'status_2', 'status_4', 'status_unknown']);
});
