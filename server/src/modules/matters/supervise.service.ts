/**
 * A supervisor of services acting on an application in progress (efficiency supervision's interventions): remind
 * the holders at a node, reassign an open task with a reason, terminate with a reason. Each runs through the workflow
 * runtime as an administrator's action, so it is a step of the application's history, sends its messages and moves
 * its SLA timers like any other. Whether the supervisor may reach the application's service is the caller's to check.
 */
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import type { ActionResult } from '../../workflow-runtime';
import type { Action } from '../../workflow/engine';
import type { SessionUser } from '../org/org.service';
import { loadedMatter, mattersFlow, rowId } from './matter-flow';
import * as q from './matters.queries';

export type Intervention = { type: 'remind'; nodeId: string } | { type: 'terminate'; reason: string };

const supervisor = (user: SessionUser) => ({ uid: user.uid, actor_uid: user.actor_uid, admin: true });

/** Reminds the holders at a node, or terminates the application; in the caller's transaction. */
export async function superviseApplication(db: DbOrTx, user: SessionUser, instanceId: string, act: Intervention): Promise<ActionResult & { title: string }> {
  const loaded = await loadedMatter(db, await q.lockInstance(db, rowId(instanceId)));
  const action: Action = act.type === 'remind' ? { type: 'urge', nodes: [act.nodeId] } : { type: 'terminate', opinion: act.reason };
  return { ...(await mattersFlow.apply(db, loaded, supervisor(user), action)), title: loaded.title };
}

/** Hands an open task to `to` with the reason; in the caller's transaction. Returns who held it. */
export async function reassignTask(db: DbOrTx, user: SessionUser, taskId: string, to: string, reason: string): Promise<ActionResult & { title: string; from: string }> {
  const row = await q.lockTaskInstance(db, rowId(taskId));
  if (!row) throw new DomainError('matters.notFound');
  const loaded = await loadedMatter(db, row);
  const result = await mattersFlow.apply(db, loaded, supervisor(user), { type: 'reassign', task: row.task_engine_id, to, reason });
  return { ...result, title: loaded.title, from: row.task_assignee_uid };
}
