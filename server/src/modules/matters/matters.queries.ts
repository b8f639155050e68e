/** Process instances and their tasks (the approval engine extends these). */
import type { DbOrTx } from '../../db/database';

export async function countTasksOf(db: DbOrTx, uid: string, statuses: number[]): Promise<number> {
  const row = await db
    .selectFrom('process_tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('assignee_uid', '=', uid)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
