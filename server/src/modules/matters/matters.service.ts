/** Matters (applications and their approval tasks) as other areas need them. */
import type { DbOrTx } from '../../db/database';
import * as q from './matters.queries';

/** Task statuses that count as to-do (spec §4: status 0 or 1). */
const OPEN_TASK_STATUSES = [0, 1];

export function openTaskCount(db: DbOrTx, uid: string): Promise<number> {
  return q.countTasksOf(db, uid, OPEN_TASK_STATUSES);
}
