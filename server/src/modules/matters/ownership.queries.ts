/** Which of some applications and tasks a user may touch (the ownership guard's questions). */
import type { DbOrTx } from '../../db/database';
import { TODO_STATUSES } from '../../workflow-runtime';

/** Of `ids`, the applications the user applied for or holds or held a task on (a CC included). */
export async function participantInstanceIds(db: DbOrTx, ids: readonly string[], uid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('process_instances as i')
    .select('i.id')
    .where('i.id', 'in', ids)
    .where((eb) => eb.or([eb('i.creator_uid', '=', uid), eb.exists(eb.selectFrom('process_tasks as t').select('t.id').whereRef('t.instance_id', '=', 'i.id').where('t.assignee_uid', '=', uid))]))
    .execute();
  return rows.map((r) => String(r.id));
}

/** Of `ids`, the tasks the user holds, or that an agent holds on the user's behalf. */
export async function heldTaskIds(db: DbOrTx, ids: readonly string[], uid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('process_tasks')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('assignee_uid', '=', uid), eb('on_behalf_of', '=', uid)]))
    .execute();
  return rows.map((r) => String(r.id));
}

/** The open to-do tasks (pending or returned) a person holds on the applications given, or on any application of a service. */
export function openTasksHeld(db: DbOrTx, uid: string, on: { instanceIds: readonly string[] } | { appId: number }) {
  let q = db
    .selectFrom('process_tasks as t')
    .innerJoin('process_instances as i', 'i.id', 't.instance_id')
    .select(['t.id', 't.instance_id', 't.node_id', 't.node_name', 't.kind', 't.created_at'])
    .where('t.assignee_uid', '=', uid)
    .where('t.status', 'in', TODO_STATUSES)
    .where('t.kind', '!=', 'cc');
  q = 'appId' in on ? q.where('i.app_id', '=', on.appId).where('i.status', '=', 0) : q.where('t.instance_id', 'in', on.instanceIds);
  return q.orderBy('t.id').execute();
}
