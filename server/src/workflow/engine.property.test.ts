/**
 * Random processes, random actions by random people: after every step the engine's invariants hold.
 */
import fc from 'fast-check';
import type { ApprovalMode, ApproverRule, ProcessDefinition, ProcessNode } from '../../../contract/process/definition';
import { defaultPolicies, EngineError, isOpen, newInstance, transition, type Action, type EngineContext, type InstanceState } from './engine';
import { compile } from './graph';

const PEOPLE = ['stu', 'a', 'b', 'c', 'd'];
const rules: Record<string, string[]> = { p0: [], p1: ['a'], p2: ['a', 'b'], p3: ['b', 'c', 'd'], p4: ['stu', 'c'] };

function resolve(rule: ApproverRule): string[] {
  return rule.type === 'post' ? rules[rule.post] : [];
}

let ids = 0;
const approval = fc.record({ post: fc.constantFrom(...Object.keys(rules)), mode: fc.constantFrom<ApprovalMode>('sequential', 'all', 'any', 'vote') }).map(
  ({ post, mode }): ProcessNode => ({ kind: 'approval', id: `n${ids++}`, name: 'n', approvers: { type: 'post', post, label: post }, mode, vote_ratio: mode === 'vote' ? 0.5 : undefined }),
);
const cc = fc.constantFrom('p1', 'p3').map((post): ProcessNode => ({ kind: 'cc', id: `n${ids++}`, name: 'cc', recipients: { type: 'post', post, label: post } }));

const sequence: fc.Memo<ProcessNode[]> = fc.memo((depth) =>
  fc.array(
    depth <= 1
      ? fc.oneof(approval, approval, cc)
      : fc.oneof(
          approval,
          approval,
          cc,
          fc.tuple(sequence(depth - 1), sequence(depth - 1)).map(([x, y]): ProcessNode => ({
            kind: 'condition', id: `n${ids++}`, name: 'if',
            branches: [{ label: 'big', when: { field: 'amount', op: 'gt', value: 50 }, nodes: x }, { label: 'else', nodes: y }],
          })),
          fc.tuple(sequence(depth - 1), sequence(depth - 1)).map(([x, y]): ProcessNode => ({
            kind: 'parallel', id: `n${ids++}`, name: 'and', branches: [{ label: 'x', nodes: x }, { label: 'y', nodes: y }],
          })),
        ),
    { maxLength: 3 },
  ),
);
const definition = fc.tuple(approval, sequence(3)).map(([first, rest]): ProcessDefinition => ({ nodes: [first, ...rest] }));

/** An action picked by index among the ones a state offers, by a person who may or may not be allowed. */
// Kinds 0–2 and 11–15 approve (or resubmit, or read), so instances travel far before they end.
const move = fc.record({ pick: fc.nat(), who: fc.nat(), kind: fc.nat({ max: 15 }) });

function candidate(state: InstanceState, m: { pick: number; who: number; kind: number }): { uid: string; action: Action } {
  const open = state.tasks.filter((t) => t.state === 'pending');
  const task = open.length ? open[m.pick % open.length] : state.tasks[m.pick % Math.max(1, state.tasks.length)];
  const owner = task && m.who % 10 !== 0 ? task.assignee : PEOPLE[m.who % PEOPLE.length];
  const id = task?.id ?? 1;
  switch (m.kind) {
    case 0:
    case 1:
    case 2:
      return { uid: owner, action: task?.kind === 'resubmit' ? { type: 'resubmit', task: id } : task?.kind === 'cc' ? { type: 'read', task: id } : { type: 'approve', task: id } };
    case 3:
      return { uid: owner, action: { type: 'reject', task: id, to: m.pick % 3 === 0 ? 'previous' : 'initiator' } };
    case 4:
      return { uid: m.who % 2 ? 'stu' : owner, action: { type: 'withdraw' } };
    case 5:
      return { uid: owner, action: { type: 'transfer', task: id, to: PEOPLE[(m.pick + 1) % PEOPLE.length] } };
    case 6:
      return { uid: owner, action: { type: 'addSign', task: id, uids: [PEOPLE[(m.pick + 2) % PEOPLE.length]] } };
    case 7:
      return { uid: owner, action: { type: 'pullBack', task: state.tasks[m.pick % Math.max(1, state.tasks.length)]?.id ?? 1 } };
    case 8:
      return { uid: 'system', action: { type: 'timeout', task: id, outcome: m.pick % 2 ? 'approve' : 'reject' } };
    case 9:
      return { uid: m.who % 3 ? 'stu' : owner, action: m.pick % 5 === 0 ? { type: 'terminate' } : { type: 'urge', nodes: open.map((t) => t.node) } };
    case 10:
      return { uid: 'system', action: { type: 'reassign', task: id, to: PEOPLE[(m.pick + 3) % PEOPLE.length], onBehalfOf: m.pick % 2 ? task?.assignee : undefined } };
    default:
      return candidate(state, { ...m, kind: 0 });
  }
}

const legalTaskStates = new Set(['waiting', 'pending', 'approved', 'rejected', 'cancelled', 'transferred', 'read']);

function checkInvariants(before: InstanceState, after: InstanceState, action?: Action): void {
  expect([0, 1, 2, 4]).toContain(after.status);
  for (const t of after.tasks) {
    expect(legalTaskStates.has(t.state)).toBe(true);
    expect(t.flags.every((f) => f === 5)).toBe(true);
  }
  // A closed task never reopens or changes its outcome (nothing is completed twice); only its approver's pull-back
  // sets an approval aside, and a fresh task takes its place.
  for (const old of before.tasks) {
    const now = after.tasks.find((t) => t.id === old.id);
    expect(now).toBeDefined();
    const pulledBack = action?.type === 'pullBack' && action.task === old.id && old.state === 'approved' && now!.state === 'cancelled';
    if (!isOpen(old) && !pulledBack) expect(now!.state).toBe(old.state);
  }
  const holding = after.tasks.filter((t) => t.kind !== 'cc' && isOpen(t));
  if (after.status === 0) {
    // Every running instance waits on someone.
    expect(holding.some((t) => t.state === 'pending')).toBe(true);
  } else {
    expect(holding).toEqual([]);
    expect(after.tokens).toEqual([]);
  }
  // No one holds two open tasks for one node occurrence.
  const keys = holding.map((t) => `${t.assignee}|${t.node}|${t.occurrence}|${t.token}`);
  expect(new Set(keys).size).toBe(keys.length);
}

/** Withdrawal is allowed exactly while no approver has decided since the last submit. */
function nobodyActedSinceSubmit(state: InstanceState): boolean {
  const submits = state.steps.map((s, i) => (s.action === 'start' || s.action === 'resubmit' ? i : -1)).filter((i) => i >= 0);
  const since = state.steps.slice((submits.at(-1) ?? -1) + 1);
  // Stated the other way round from the engine: every step but reading, urging and automatic moves counts.
  const decided = since.some((s) => !['read', 'urge', 'autoApprove', 'delegate', 'complete'].includes(s.action));
  const returned = state.tasks.some((t) => t.kind === 'resubmit' && t.state === 'pending');
  return state.status === 0 && !decided && !returned;
}

describe('the approval engine under random use', () => {
  it('keeps its invariants after every step, replays to the same state, and allows withdrawal exactly while nobody has acted', () => {
    fc.assert(
      fc.property(definition, fc.integer({ min: 0, max: 100 }), fc.array(move, { maxLength: 60 }), (def, amount, moves) => {
        const ctx: EngineContext = { graph: compile(def), policies: defaultPolicies, resolve, now: 0 };
        const log: { uid: string; action: Action }[] = [];
        let state = newInstance('stu');
        const start: Action = { type: 'start', values: { amount } };
        state = transition(ctx, state, start, { uid: 'stu' }).state;
        log.push({ uid: 'stu', action: start });
        checkInvariants(newInstance('stu'), state);
        for (const m of moves) {
          const { uid, action } = candidate(state, m);
          const mayWithdraw = nobodyActedSinceSubmit(state);
          let next: InstanceState;
          try {
            next = transition({ ...ctx, now: log.length }, state, action, { uid }).state;
          } catch (e) {
            if (!(e instanceof EngineError)) throw e;
            if (action.type === 'withdraw' && uid === 'stu') expect(mayWithdraw).toBe(false);
            continue;
          }
          if (action.type === 'withdraw') expect(mayWithdraw).toBe(true);
          checkInvariants(state, next, action);
          log.push({ uid, action });
          state = next;
        }
        // The recorded actions, applied again from the start, give exactly this state.
        let replay = newInstance('stu');
        log.forEach(({ uid, action }, i) => {
          replay = transition({ ...ctx, now: i }, replay, action, { uid }).state;
        });
        expect(replay).toEqual(state);
      }),
      // CI replays one fixed sequence so a run's outcome depends on the code alone; a local run explores new ones.
      { numRuns: 400, ...(process.env.CI ? { seed: 20261127 } : {}) },
    );
  });
});
