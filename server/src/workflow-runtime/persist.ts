/**
 * Writes what a transition changed in two statements: the claims of the tasks it moved on (refusing, so the whole
 * transaction rolls back, when someone else moved one first), then everything else at once through the owning
 * area's store: new tasks, audit steps, the action, the instance's state, its messages and its SLA timers.
 */
import type { MessageAboutKind } from '../../../contract/rules/message-target';
import type { DbOrTx } from '../db/database';
import { DomainError } from '../domain/errors';
import { jobsCancellation, jobsEnqueueing } from '../jobs';
import * as messages from '../modules/messages/messages.service';
import { FLAG_RETURNED, type Action, type EngineContext, type EngineTask, type InstanceState, type Step, type Transition } from '../workflow/engine';
import { nodeName } from './engine-context';
import type { Flow, MessageEvent, NewStep, NewTask, TaskClaim } from './ports';
import { slaKinds, timerChanges } from './sla';
import { storedStatus } from './task-status';
import { taskListsChanged } from './kept-task-lists';

/** Who acts: `actor_uid` is the real person when the account acts through someone under a grant. */
export interface RuntimeActor {
  uid: string;
  actor_uid?: string;
  /** Administrators may terminate and reopen any instance. */
  admin?: boolean;
}

/** An instance loaded for an action: its row's identity, state and the engine's context. */
export interface RunningInstance {
  id: string;
  revision: number;
  title: string;
  state: InstanceState;
  ctx: EngineContext;
}

function taskRow(ctx: EngineContext, t: EngineTask): NewTask {
  const node = ctx.graph.nodes.get(t.node);
  const countersign = node?.kind === 'approval' && node.node.mode !== 'sequential';
  return {
    engine_id: t.id,
    assignee_uid: t.assignee,
    node_id: t.node,
    node_name: nodeName(ctx, t.node, 'zh'),
    occurrence: t.occurrence,
    kind: t.kind,
    type: countersign ? 3 : 1,
    flags: t.flags,
    status: storedStatus(t),
    on_behalf_of: t.onBehalfOf ?? null,
  };
}

function stepRow(ctx: EngineContext, s: Step, seq: number, agent: string | null): NewStep {
  return {
    seq,
    node_id: s.node,
    node_name: nodeName(ctx, s.node, 'zh'),
    action: s.action,
    actor_uid: s.actor || null,
    agent_uid: agent,
    opinion: s.opinion,
    targets: s.targets,
  };
}

/** The claims of the tasks a transition moved on, each from the status it was read with. */
function claimsOf(before: InstanceState, state: InstanceState, actor: string): TaskClaim[] {
  const old = new Map(before.tasks.map((t) => [t.id, t]));
  const claims: TaskClaim[] = [];
  for (const task of state.tasks) {
    const was = old.get(task.id);
    if (!was || was.state === task.state) continue;
    const decision = [...state.steps].reverse().find((s) => s.task === task.id);
    claims.push({
      engine_id: task.id,
      from_status: storedStatus(was),
      status: storedStatus(task),
      opinion: decision?.actor === actor ? decision.opinion : null,
      finished: task.state !== 'pending' && task.state !== 'waiting',
    });
  }
  return claims;
}

/**
 * The view a message's recipient has of the instance (contract/rules/message-target.ts): a task to handle, one that
 * came back, a copy to read, or the applicant's (or a past participant's) view of the application. A new task on a
 * step the application was sent back to is one that came back (viewOf below).
 */
const VIEW_OF_EVENT: Record<MessageEvent, MessageAboutKind> = {
  submitted: 'launch',
  approved: 'launch',
  completed: 'launch',
  terminated: 'launch',
  withdrawn: 'launch',
  task: 'todo',
  urge: 'todo',
  transferred: 'todo',
  returned: 'reject',
  cc: 'read',
};

/** Fills an instance's title into one of the flow's message titles. */
export function titled(template: string, title: string): string {
  return template.replace('{title}', title);
}

export async function persist(
  db: DbOrTx,
  flow: Flow,
  instance: Pick<RunningInstance, 'id' | 'revision' | 'ctx' | 'title'>,
  before: InstanceState,
  result: Transition,
  by: RuntimeActor,
  action: Action,
): Promise<void> {
  const { state } = result;
  const claims = claimsOf(before, state, by.uid);
  if ((await flow.store.claimTasks(db, instance.id, claims)) !== claims.length) throw new DomainError('matters.alreadyHandled');
  const known = new Set(before.tasks.map((t) => t.id));
  // A step the application was sent back to opens as reject for its approver (spec §2: a to-do whose flags hold 5).
  const returnedTo = new Set(state.tasks.filter((t) => !known.has(t.id) && t.flags.includes(FLAG_RETURNED)).map((t) => t.assignee));
  const viewOf = (event: MessageEvent, to: string): MessageAboutKind => (event === 'task' && returnedTo.has(to) ? 'reject' : VIEW_OF_EVENT[event]);
  const sent = result.effects.flatMap((e) =>
    e.type === 'message'
      ? e.to.map((to) => ({ to, type: e.kind, title: titled(flow.hooks.messageTitles[e.event], instance.title), about: { kind: viewOf(e.event, to), id: instance.id } }))
      : [],
  );
  const timers = await timerChanges(db, slaKinds(flow.area), instance.id, result.effects, new Date(instance.ctx.now));
  const saved = await flow.store.saveChange(db, {
    instanceId: instance.id,
    revision: instance.revision,
    state,
    tasks: state.tasks.filter((t) => !known.has(t.id)).map((t) => taskRow(instance.ctx, t)),
    steps: state.steps.slice(before.steps.length).map((s, i) => stepRow(instance.ctx, s, before.steps.length + i, s.actor === by.uid ? by.actor_uid ?? null : null)),
    action: { actor_uid: by.uid, action },
    alongside: [messages.messagesInsertion(db, sent), jobsCancellation(timers.cancel), jobsEnqueueing(timers.enqueue)],
  });
  if (!saved) throw new DomainError('matters.alreadyHandled');
  taskListsChanged(db, new Set([by.uid, ...before.tasks.map((t) => t.assignee), ...state.tasks.map((t) => t.assignee)]));
}
