import type { ApproverRule, ProcessDefinition } from '../../../contract/process/definition';
import { defaultPolicies, EngineError, newInstance, returnTargets, transition, URGE_INTERVAL_MS, urgeAfter, withdrawable, type Action, type EngineContext, type InstanceState, type Policies } from './engine';
import { compile } from './graph';

const heads: Record<number, string> = { 1: 'head', 2: 'dean' };
const posts: Record<string, string[]> = { finance: ['fin1', 'fin2'], budget: ['bud'], office: ['off1', 'off2', 'off3'], dorm: ['dorm'] };

function resolve(rule: ApproverRule, state: InstanceState): string[] {
  switch (rule.type) {
    case 'users':
      return rule.uids;
    case 'post':
      return posts[rule.post] ?? [];
    case 'department_head':
      return heads[rule.levels] ? [heads[rule.levels]] : [];
    case 'form_user':
      return ((state.values[rule.field] as { uid: string }[] | undefined) ?? []).map((p) => p.uid);
    default:
      return [];
  }
}

const post = (code: string): ApproverRule => ({ type: 'post', post: code, label: code });

/** Leave: department head, then the dean; a CC to the dorm manager. */
const leave: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'head', name: '部门负责人', approvers: { type: 'department_head', levels: 1 }, mode: 'sequential', sla_hours: 8 },
    { kind: 'approval', id: 'dean', name: '院长', approvers: { type: 'department_head', levels: 2 }, mode: 'sequential' },
    { kind: 'cc', id: 'cc', name: '抄送宿管', recipients: post('dorm') },
  ],
};

/** Reimbursement: over 5000 a parallel finance (or-sign) and budget check, else finance only. */
const reimbursement: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'head', name: '部门负责人', approvers: { type: 'department_head', levels: 1 }, mode: 'sequential' },
    {
      kind: 'condition', id: 'amount', name: '金额',
      branches: [
        {
          label: '超过5000元', when: { field: 'total', op: 'gt', value: 5000 },
          nodes: [{
            kind: 'parallel', id: 'checks', name: '并行审核',
            branches: [
              { label: '财务', nodes: [{ kind: 'approval', id: 'finance', name: '财务', approvers: post('finance'), mode: 'any' }] },
              { label: '预算', nodes: [{ kind: 'approval', id: 'budget', name: '预算', approvers: post('budget'), mode: 'sequential' }] },
            ],
          }],
        },
        { label: '其他', nodes: [{ kind: 'approval', id: 'finance_only', name: '财务', approvers: post('finance'), mode: 'any' }] },
      ],
    },
  ],
};

function ctx(definition: ProcessDefinition, policies: Partial<Policies> = {}, now = 1000): EngineContext {
  return { graph: compile(definition), policies: { ...defaultPolicies, ...policies }, resolve, now };
}

function run(definition: ProcessDefinition, steps: [string, Action][], policies: Partial<Policies> = {}): InstanceState {
  let state = newInstance('stu');
  steps.forEach(([uid, action], i) => {
    state = transition(ctx(definition, policies, 1000 + i), state, action, { uid }).state;
  });
  return state;
}

const pendingOf = (state: InstanceState) => state.tasks.filter((t) => t.state === 'pending' && t.kind !== 'cc');
const taskOf = (state: InstanceState, uid: string) => {
  const task = pendingOf(state).find((t) => t.assignee === uid);
  if (!task) throw new Error(`${uid} has no pending task`);
  return task.id;
};

function act(definition: ProcessDefinition, state: InstanceState, uid: string, action: Action | ((s: InstanceState) => Action)) {
  return transition(ctx(definition), state, typeof action === 'function' ? action(state) : action, { uid });
}

describe('the approval engine', () => {
  it('takes a leave request through the department head and the dean to completion, with a CC read receipt', () => {
    let state = run(leave, [['stu', { type: 'start', values: { days: 2 } }]]);
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['head']);
    state = act(leave, state, 'head', (s) => ({ type: 'approve', task: taskOf(s, 'head'), opinion: '同意' })).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['dean']);
    const last = act(leave, state, 'dean', (s) => ({ type: 'approve', task: taskOf(s, 'dean') }));
    expect(last.state.status).toBe(2);
    expect(last.state.steps.map((s) => s.action)).toEqual(['start', 'approve', 'approve', 'complete']);
    const cc = last.state.tasks.find((t) => t.kind === 'cc');
    expect(cc?.assignee).toBe('dorm');
    expect(last.effects).toContainEqual({ type: 'message', kind: 3, to: ['dorm'], event: 'cc' });
    const read = act(leave, { ...last.state, status: 0 }, 'dorm', { type: 'read', task: cc!.id });
    expect(read.state.tasks.find((t) => t.id === cc!.id)?.state).toBe('read');
  });

  it('starts an SLA timer for each opened task and cancels it when the task is handled', () => {
    const started = transition(ctx(leave), newInstance('stu'), { type: 'start', values: {} }, { uid: 'stu' });
    const head = pendingOf(started.state)[0];
    expect(started.effects).toContainEqual({ type: 'timer', task: head.id, hours: 8 });
    const approved = act(leave, started.state, 'head', { type: 'approve', task: head.id });
    expect(approved.effects).toContainEqual({ type: 'cancelTimer', task: head.id });
  });

  it('refuses a task that is not yours, and a task already handled', () => {
    const state = run(leave, [['stu', { type: 'start', values: {} }]]);
    const head = taskOf(state, 'head');
    expect(() => act(leave, state, 'dean', { type: 'approve', task: head })).toThrow(new EngineError('notYourTask'));
    const approved = act(leave, state, 'head', { type: 'approve', task: head }).state;
    expect(() => act(leave, approved, 'head', { type: 'approve', task: head })).toThrow(new EngineError('alreadyHandled'));
  });

  it('lets the applicant withdraw only until an approver has acted', () => {
    const state = run(leave, [['stu', { type: 'start', values: {} }]]);
    expect(withdrawable(state)).toBe(true);
    const withdrawn = act(leave, state, 'stu', { type: 'withdraw' }).state;
    expect(withdrawn.status).toBe(4);
    expect(pendingOf(withdrawn)).toEqual([]);
    const approved = act(leave, state, 'head', (s) => ({ type: 'approve', task: taskOf(s, 'head') })).state;
    expect(() => act(leave, approved, 'stu', { type: 'withdraw' })).toThrow(new EngineError('tooLateToWithdraw'));
    expect(() => act(leave, state, 'head', { type: 'withdraw' })).toThrow(new EngineError('notInitiator'));
  });

  it('returns to the applicant, who resubmits straight back to the node that returned it', () => {
    let state = run(leave, [['stu', { type: 'start', values: { days: 2 } }]]);
    state = act(leave, state, 'head', (s) => ({ type: 'approve', task: taskOf(s, 'head') })).state;
    state = act(leave, state, 'dean', (s) => ({ type: 'reject', task: taskOf(s, 'dean'), opinion: '请补充材料' })).state;
    const resubmit = state.tasks.find((t) => t.kind === 'resubmit' && t.state === 'pending');
    expect(resubmit).toMatchObject({ assignee: 'stu', flags: [5] });
    expect(state.status).toBe(0);
    state = act(leave, state, 'stu', { type: 'resubmit', task: resubmit!.id, values: { days: 1 } }).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['dean']);
    expect(state.values.days).toBe(1);
  });

  it('restarts from the first node on resubmit when the process says so', () => {
    let state = run(leave, [['stu', { type: 'start', values: {} }]], { resubmit: 'restart' });
    state = transition(ctx(leave, { resubmit: 'restart' }), state, { type: 'reject', task: taskOf(state, 'head') }, { uid: 'head' }).state;
    const task = state.tasks.find((t) => t.kind === 'resubmit')!.id;
    state = transition(ctx(leave, { resubmit: 'restart' }), state, { type: 'resubmit', task }, { uid: 'stu' }).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['head']);
  });

  it('returns to the previous approver with the returned flag, and on to the dean again after', () => {
    let state = run(leave, [['stu', { type: 'start', values: {} }]]);
    state = act(leave, state, 'head', (s) => ({ type: 'approve', task: taskOf(s, 'head') })).state;
    state = act(leave, state, 'dean', (s) => ({ type: 'reject', task: taskOf(s, 'dean'), to: 'previous' })).state;
    const back = pendingOf(state);
    expect(back.map((t) => [t.assignee, t.flags])).toEqual([['head', [5]]]);
    state = act(leave, state, 'head', { type: 'approve', task: back[0].id }).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['dean']);
  });

  it('refuses to return to a node the application has not passed', () => {
    const state = run(leave, [['stu', { type: 'start', values: {} }]]);
    expect(() => act(leave, state, 'head', (s) => ({ type: 'reject', task: taskOf(s, 'head'), to: { node: 'dean' } }))).toThrow(new EngineError('invalidReturnTarget'));
  });

  it('splits a large reimbursement into parallel finance and budget checks and joins them', () => {
    let state = run(reimbursement, [['stu', { type: 'start', values: { total: 8000 } }]]);
    state = act(reimbursement, state, 'head', (s) => ({ type: 'approve', task: taskOf(s, 'head') })).state;
    expect(pendingOf(state).map((t) => t.assignee).sort()).toEqual(['bud', 'fin1', 'fin2']);
    state = act(reimbursement, state, 'fin2', (s) => ({ type: 'approve', task: taskOf(s, 'fin2') })).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['bud']);
    expect(state.status).toBe(0);
    state = act(reimbursement, state, 'bud', (s) => ({ type: 'approve', task: taskOf(s, 'bud') })).state;
    expect(state.status).toBe(2);
  });

  it('takes the other branch for a small amount', () => {
    let state = run(reimbursement, [['stu', { type: 'start', values: { total: 800 } }]]);
    state = act(reimbursement, state, 'head', (s) => ({ type: 'approve', task: taskOf(s, 'head') })).state;
    expect(pendingOf(state).map((t) => t.node)).toEqual(['finance_only', 'finance_only']);
  });

  it('returns a parallel instance only to the applicant, closing every branch', () => {
    let state = run(reimbursement, [['stu', { type: 'start', values: { total: 8000 } }]]);
    state = act(reimbursement, state, 'head', (s) => ({ type: 'approve', task: taskOf(s, 'head') })).state;
    expect(() => act(reimbursement, state, 'bud', (s) => ({ type: 'reject', task: taskOf(s, 'bud'), to: 'previous' }))).toThrow(new EngineError('invalidReturnTarget'));
    state = act(reimbursement, state, 'bud', (s) => ({ type: 'reject', task: taskOf(s, 'bud') })).state;
    expect(pendingOf(state).map((t) => [t.assignee, t.kind])).toEqual([['stu', 'resubmit']]);
    expect(state.tokens).toEqual([]);
  });

  it('countersign needs everyone; vote needs its share; or-sign needs one', () => {
    const node = (mode: 'all' | 'vote' | 'any'): ProcessDefinition => ({
      nodes: [{ kind: 'approval', id: 'n', name: 'n', approvers: post('office'), mode, vote_ratio: mode === 'vote' ? 0.6 : undefined }],
    });
    let all = run(node('all'), [['stu', { type: 'start', values: {} }]]);
    all = act(node('all'), all, 'off1', (s) => ({ type: 'approve', task: taskOf(s, 'off1') })).state;
    all = act(node('all'), all, 'off2', (s) => ({ type: 'approve', task: taskOf(s, 'off2') })).state;
    expect(all.status).toBe(0);
    all = act(node('all'), all, 'off3', (s) => ({ type: 'approve', task: taskOf(s, 'off3') })).state;
    expect(all.status).toBe(2);

    let vote = run(node('vote'), [['stu', { type: 'start', values: {} }]]);
    vote = act(node('vote'), vote, 'off1', (s) => ({ type: 'reject', task: taskOf(s, 'off1') })).state;
    expect(vote.status).toBe(0);
    expect(pendingOf(vote)).toHaveLength(2);
    vote = act(node('vote'), vote, 'off2', (s) => ({ type: 'approve', task: taskOf(s, 'off2') })).state;
    vote = act(node('vote'), vote, 'off3', (s) => ({ type: 'approve', task: taskOf(s, 'off3') })).state;
    expect(vote.status).toBe(2);

    let any = run(node('any'), [['stu', { type: 'start', values: {} }]]);
    any = act(node('any'), any, 'off3', (s) => ({ type: 'approve', task: taskOf(s, 'off3') })).state;
    expect(any.status).toBe(2);
    expect(any.tasks.filter((t) => t.state === 'cancelled')).toHaveLength(2);
  });

  it('passes a node automatically when nobody is found, when the applicant approves their own, or the same approver follows', () => {
    const selfish: ProcessDefinition = {
      nodes: [
        { kind: 'approval', id: 'a', name: 'a', approvers: { type: 'users', uids: ['head'] }, mode: 'sequential' },
        { kind: 'approval', id: 'b', name: 'b', approvers: { type: 'users', uids: ['head'] }, mode: 'sequential' },
        { kind: 'approval', id: 'c', name: 'c', approvers: { type: 'users', uids: ['stu'] }, mode: 'sequential' },
        { kind: 'approval', id: 'd', name: 'd', approvers: post('nobody'), mode: 'sequential' },
      ],
    };
    let state = run(selfish, [['stu', { type: 'start', values: {} }]]);
    state = act(selfish, state, 'head', (s) => ({ type: 'approve', task: taskOf(s, 'head') })).state;
    expect(state.status).toBe(2);
    expect(state.steps.filter((s) => s.action === 'autoApprove').map((s) => [s.node, s.opinion])).toEqual([
      ['b', 'repeatedApprover'], ['c', 'initiatorApprover'], ['d', 'emptyApprover'],
    ]);
    expect(() => run(selfish, [['stu', { type: 'start', values: {} }], ['head', { type: 'approve', task: 2 }]], { emptyApprover: 'refuse', repeatedApprover: 'keep', initiatorApprover: 'keep' })).not.toThrow();
    expect(() => run({ nodes: [selfish.nodes[3]] }, [['stu', { type: 'start', values: {} }]], { emptyApprover: 'refuse' })).toThrow(new EngineError('noApprover'));
  });

  it('asks for a chosen approver where the applicant or the previous approver chooses', () => {
    const choose: ProcessDefinition = {
      nodes: [
        { kind: 'approval', id: 'teacher', name: '任课教师', approvers: { type: 'initiator_choice' }, mode: 'sequential' },
        { kind: 'approval', id: 'tech', name: '维修师傅', approvers: { type: 'previous_choice' }, mode: 'sequential' },
      ],
    };
    expect(() => run(choose, [['stu', { type: 'start', values: {} }]])).toThrow(new EngineError('choiceRequired'));
    let state = run(choose, [['stu', { type: 'start', values: {}, chosen: { teacher: ['t1'] } }]]);
    expect(() => act(choose, state, 't1', (s) => ({ type: 'approve', task: taskOf(s, 't1') }))).toThrow(new EngineError('choiceRequired'));
    state = act(choose, state, 't1', (s) => ({ type: 'approve', task: taskOf(s, 't1'), chosen: { tech: ['w1'] } })).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['w1']);
  });

  it('transfers a task, and adds a signer after the actor in a sequential node', () => {
    let state = run(leave, [['stu', { type: 'start', values: {} }]]);
    state = act(leave, state, 'head', (s) => ({ type: 'transfer', task: taskOf(s, 'head'), to: 'deputy' })).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['deputy']);
    state = act(leave, state, 'deputy', (s) => ({ type: 'addSign', task: taskOf(s, 'deputy'), uids: ['expert'] })).state;
    expect(state.tasks.find((t) => t.assignee === 'expert')?.state).toBe('waiting');
    state = act(leave, state, 'deputy', (s) => ({ type: 'approve', task: taskOf(s, 'deputy') })).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['expert']);
    state = act(leave, state, 'expert', (s) => ({ type: 'approve', task: taskOf(s, 'expert') })).state;
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['dean']);
  });

  it('lets an approver pull back their approval until the next node acts', () => {
    let state = run(leave, [['stu', { type: 'start', values: {} }]]);
    const head = taskOf(state, 'head');
    state = act(leave, state, 'head', { type: 'approve', task: head }).state;
    const pulled = act(leave, state, 'head', { type: 'pullBack', task: head }).state;
    expect(pendingOf(pulled).map((t) => t.assignee)).toEqual(['head']);
    const deanActed = act(leave, state, 'dean', (s) => ({ type: 'transfer', task: taskOf(s, 'dean'), to: 'vice' })).state;
    expect(() => act(leave, deanActed, 'head', { type: 'pullBack', task: head })).toThrow(new EngineError('cannotPullBack'));
  });

  it('keeps an approval whose next turn of a sequential node was handed to the same approver: they act on that turn', () => {
    const inTurn: ProcessDefinition = { nodes: [{ kind: 'approval', id: 'fin', name: '财务', approvers: post('finance'), mode: 'sequential' }] };
    let state = run(inTurn, [['stu', { type: 'start', values: {} }]]);
    const first = taskOf(state, 'fin1');
    state = act(inTurn, state, 'fin1', { type: 'approve', task: first }).state;
    state = act(inTurn, state, 'system', (s) => ({ type: 'reassign', task: taskOf(s, 'fin2'), to: 'fin1' })).state;
    expect(() => act(inTurn, state, 'fin1', { type: 'pullBack', task: first })).toThrow(new EngineError('cannotPullBack'));
    expect(pendingOf(state).map((t) => t.assignee)).toEqual(['fin1']);
  });

  it('keeps a countersign partner deciding when one approver pulls back: the node still completes once both approve', () => {
    const countersign: ProcessDefinition = { nodes: [{ kind: 'approval', id: 'office', name: '会签', approvers: post('finance'), mode: 'all' }] };
    let state = run(countersign, [['stu', { type: 'start', values: {} }]]);
    const first = taskOf(state, 'fin1');
    state = act(countersign, state, 'fin1', { type: 'approve', task: first }).state;
    state = act(countersign, state, 'fin1', { type: 'pullBack', task: first }).state;
    expect(pendingOf(state).map((t) => t.assignee).sort()).toEqual(['fin1', 'fin2']);
    state = act(countersign, state, 'fin1', (s) => ({ type: 'approve', task: taskOf(s, 'fin1') })).state;
    state = act(countersign, state, 'fin2', (s) => ({ type: 'approve', task: taskOf(s, 'fin2') })).state;
    expect(state.status).toBe(2);
  });

  it('urges the pending approvers of the chosen nodes with a type-4 message', () => {
    const state = run(leave, [['stu', { type: 'start', values: {} }]]);
    const urged = act(leave, state, 'stu', { type: 'urge', nodes: ['head'] });
    expect(urged.effects).toContainEqual({ type: 'message', kind: 4, to: ['head'], event: 'urge' });
    expect(() => act(leave, state, 'stu', { type: 'urge', nodes: ['dean'] })).toThrow(new EngineError('invalidAction'));
  });

  it('urges a node once an hour, and says from when it may be urged again', () => {
    const state = run(leave, [['stu', { type: 'start', values: {} }]]);
    const urged = transition(ctx(leave, {}, 5000), state, { type: 'urge', nodes: ['head'] }, { uid: 'stu' }).state;
    expect(urgeAfter(urged, 'head', 5000 + 60_000)).toBe(5000 + URGE_INTERVAL_MS);
    expect(() => transition(ctx(leave, {}, 5000 + 60_000), urged, { type: 'urge', nodes: ['head'] }, { uid: 'stu' })).toThrow(new EngineError('urgedRecently'));
    expect(urgeAfter(urged, 'head', 5000 + URGE_INTERVAL_MS)).toBeNull();
    expect(() => transition(ctx(leave, {}, 5000 + URGE_INTERVAL_MS), urged, { type: 'urge', nodes: ['head'] }, { uid: 'stu' })).not.toThrow();
  });

  it('lists where a task may return the application: the applicant, then passed steps of its own branch, nearest first', () => {
    const atDean = run(leave, [['stu', { type: 'start', values: {} }], ['head', { type: 'approve', task: 2 }]]);
    expect(returnTargets(ctx(leave), atDean, taskOf(atDean, 'dean'))).toEqual(['initiator', 'head']);
    const inBranches = run(reimbursement, [['stu', { type: 'start', values: { total: 8000 } }], ['head', { type: 'approve', task: 2 }]]);
    // A parallel branch cannot send the application back before the split while the other branch still runs.
    expect(returnTargets(ctx(reimbursement), inBranches, taskOf(inBranches, 'bud'))).toEqual(['initiator']);
    expect(returnTargets(ctx(leave), atDean, 999)).toEqual([]);
  });

  it('copies to more people from a task without closing it, and counts as acting on the application', () => {
    const state = run(leave, [['stu', { type: 'start', values: {} }]]);
    const head = taskOf(state, 'head');
    const copied = act(leave, state, 'head', { type: 'cc', task: head, uids: ['off1', 'off1', 'head'], opinion: '请知悉' });
    expect(copied.state.tasks.filter((t) => t.kind === 'cc').map((t) => t.assignee)).toEqual(['off1']);
    expect(copied.effects).toContainEqual({ type: 'message', kind: 3, to: ['off1'], event: 'cc' });
    expect(pendingOf(copied.state).map((t) => t.id)).toEqual([head]);
    expect(withdrawable(copied.state)).toBe(false);
    expect(() => act(leave, copied.state, 'head', { type: 'cc', task: head, uids: ['off1'] })).toThrow(new EngineError('invalidAction'));
  });

  it('flags the tasks of a signature step, added approvers included', () => {
    const signed: ProcessDefinition = { nodes: [{ kind: 'approval', id: 'dean', name: '院长', approvers: { type: 'department_head', levels: 2 }, mode: 'sequential', signature: true }] };
    const state = run(signed, [['stu', { type: 'start', values: {} }]]);
    expect(pendingOf(state)[0].flags).toEqual([7]);
    const added = act(signed, state, 'dean', (s) => ({ type: 'addSign', task: taskOf(s, 'dean'), uids: ['vice'] })).state;
    expect(added.tasks.find((t) => t.assignee === 'vice')?.flags).toEqual([7]);
  });

  it('times out a task by the node setting: approved or returned, shown as automatic in the history', () => {
    const state = run(leave, [['stu', { type: 'start', values: {} }]]);
    const approved = act(leave, state, 'system', (s) => ({ type: 'timeout', task: taskOf(s, 'head'), outcome: 'approve' })).state;
    expect(approved.steps.at(-1)).toMatchObject({ action: 'timeoutApprove', actor: '' });
    expect(pendingOf(approved).map((t) => t.assignee)).toEqual(['dean']);
    const returned = act(leave, state, 'system', (s) => ({ type: 'timeout', task: taskOf(s, 'head'), outcome: 'reject' })).state;
    expect(pendingOf(returned).map((t) => t.kind)).toEqual(['resubmit']);
  });

  it('lets the applicant or an administrator terminate, and nobody act afterwards', () => {
    const state = run(leave, [['stu', { type: 'start', values: {} }]]);
    expect(() => act(leave, state, 'head', { type: 'terminate' })).toThrow(new EngineError('notInitiator'));
    const ended = transition(ctx(leave), state, { type: 'terminate', opinion: '信息填错' }, { uid: 'admin', admin: true }).state;
    expect(ended.status).toBe(1);
    expect(() => act(leave, ended, 'head', { type: 'approve', task: 2 })).toThrow(new EngineError('notInProgress'));
  });
});
