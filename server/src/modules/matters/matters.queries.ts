/** Process instances and their tasks (the approval engine extends these). */
import type { DbOrTx } from '../../db/database';
import { countRows } from '../../db/count-rows';

export function countTasksOf(db: DbOrTx, uid: string, statuses: number[]): Promise<number> {
  return countRows(db.selectFrom('process_tasks').where('assignee_uid', '=', uid).where('status', 'in', statuses));
}
