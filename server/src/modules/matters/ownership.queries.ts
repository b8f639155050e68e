/** Which of some applications and tasks a user may touch (the ownership guard's questions). */
import type { DbOrTx } from '../../db/database';

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
