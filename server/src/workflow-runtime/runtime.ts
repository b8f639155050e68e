/**
 * The workflow runtime: the pure engine (server/src/workflow/) applied to the database for any area that owns
 * instances. Each action runs in the caller's transaction: the instance row is locked, the engine computes the next
 * state, tasks given to someone away go on to their agent, and the claims, steps, action, messages, timers and new
 * state are written together, so a failure half-way leaves nothing behind.
 */
import type { DbOrTx } from '../db/database';
import { DomainError } from '../domain/errors';
import type { JobHandlers } from '../jobs';
import type { TaskHandover } from '../modules/area-module';
import * as messages from '../modules/messages/messages.service';
import { newInstance, type Action, type EngineContext, type InstanceState } from '../workflow/engine';
import { SYSTEM, withAgents } from './agents';
import { engineContext } from './engine-context';
import { checkedTransition } from './engine-errors';
import { persist, titled, type RunningInstance, type RuntimeActor } from './persist';
import type { Flow, StoredInstance } from './ports';
import { slaKinds, type SlaPayload } from './sla';
import { TODO_STATUSES } from './task-status';

export interface ActionResult {
  inst_id: string;
  status: InstanceState['status'];
}

export interface StartInput {
  ctx: EngineContext;
  by: RuntimeActor;
  action: Extract<Action, { type: 'start' }>;
  title: string;
  /** Stores the new instance's row with the state before the start; undefined when a concurrent start won. */
  insert(before: InstanceState): Promise<string | undefined>;
}

export function workflowRuntime(flow: Flow) {
  const kinds = slaKinds(flow.area);

  /** An instance row read with its lock, ready for an action; a missing one is not found. */
  async function running(db: DbOrTx, row: StoredInstance | undefined): Promise<RunningInstance> {
    if (!row || row.process_version_id === null) throw new DomainError('matters.notFound');
    const ctx = await engineContext(db, row.process_version_id, row.state);
    return { id: row.id, revision: row.revision, title: row.title, state: row.state, ctx };
  }

  const load = async (db: DbOrTx, instanceId: string) => running(db, await flow.store.lockInstance(db, instanceId));

  async function apply(db: DbOrTx, instance: RunningInstance, actor: RuntimeActor, action: Action): Promise<ActionResult> {
    const result = await withAgents(db, instance.ctx, instance.state, checkedTransition(instance.ctx, instance.state, action, actor));
    await persist(db, flow, instance, instance.state, result, actor, action);
    return { inst_id: instance.id, status: result.state.status };
  }

  /** Starts an instance: its row is inserted with the empty state, then the start is saved on it as revision 0. */
  async function start(db: DbOrTx, input: StartInput): Promise<string | undefined> {
    const before = newInstance(input.by.uid);
    const first = checkedTransition(input.ctx, before, input.action, { uid: input.by.uid });
    const id = await input.insert(before);
    if (id === undefined) return undefined;
    const result = await withAgents(db, input.ctx, before, first);
    await persist(db, flow, { id, revision: 0, ctx: input.ctx, title: input.title }, before, result, input.by, input.action);
    return id;
  }

  /** Moves pending tasks to `to`, each as its own audited step; a task `to` already holds a share of stays. */
  const handOver: TaskHandover = async (db, held, to, onBehalfOf) => {
    let moved = 0;
    for (const task of await flow.store.pendingTasksHeld(db, held.assignee, held.owner)) {
      const instance = await load(db, String(task.instance_id));
      try {
        await apply(db, instance, SYSTEM, { type: 'reassign', task: task.engine_id, to, onBehalfOf });
        moved += 1;
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
      }
    }
    return moved;
  };

  async function pendingTask(db: DbOrTx, payload: SlaPayload) {
    const row = await flow.store.taskByEngineId(db, payload.instanceId, payload.task);
    return row && TODO_STATUSES.includes(row.status as 0 | 1) ? row : undefined;
  }

  async function slaWarning(db: DbOrTx, payload: SlaPayload): Promise<void> {
    const task = await pendingTask(db, payload);
    if (task) await messages.sendMessages(db, [{ to: task.assignee_uid, type: 4, title: titled(flow.hooks.messageTitles.slaWarning, task.title), about: { kind: 'todo', id: payload.instanceId } }]);
  }

  /** At the deadline: the node's timeout action, recorded in the history as automatic. */
  async function slaDue(db: DbOrTx, payload: SlaPayload): Promise<void> {
    if (!(await pendingTask(db, payload))) return;
    const instance = await load(db, payload.instanceId);
    const task = instance.state.tasks.find((t) => t.id === payload.task);
    const node = task && instance.ctx.graph.nodes.get(task.node);
    if (!task || node?.kind !== 'approval') return;
    const action = node.node.sla_action ?? 'remind';
    if (action === 'remind') {
      await messages.sendMessages(db, [{ to: task.assignee, type: 4, title: titled(flow.hooks.messageTitles.slaDue, instance.title), about: { kind: 'todo', id: instance.id } }]);
      return;
    }
    await apply(db, instance, SYSTEM, { type: 'timeout', task: task.id, outcome: action });
  }

  /** The handlers of the flow's SLA timers, for its area's `jobs`. */
  const jobs: JobHandlers = {
    [kinds.warn]: (payload, ctx) => slaWarning(ctx.db, payload as SlaPayload),
    [kinds.due]: (payload, ctx) => slaDue(ctx.db, payload as SlaPayload),
  };

  return { running, load, apply, start, handOver, jobs };
}

export type WorkflowRuntime = ReturnType<typeof workflowRuntime>;
