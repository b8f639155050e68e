/** Applications waiting on approvers, for efficiency supervision (read through matters.service.ts). */
import type { DbOrTx } from '../../db/database';
import { APPROVAL, containing, TODO } from './matters.queries';
import { longestWaitingPage, waitingApplications } from './running.queries';

/** Instances in progress, longest waiting first (by their oldest pending approval task). */
export function overseenPage(db: DbOrTx, filter: { keyword?: string; appIds?: readonly number[] }, page: { offset: number; limit: number }) {
  let q = waitingApplications(db, true);
  if (filter.appIds) q = filter.appIds.length ? q.where('i.app_id', 'in', filter.appIds) : q.where('i.app_id', '=', -1);
  if (filter.keyword) q = q.where('i.title', 'like', containing(filter.keyword));
  return longestWaitingPage(q, page, true);
}

/** Pending approval tasks of some instances with their holders' names. */
export function pendingHolders(db: DbOrTx, instanceIds: string[]) {
  if (instanceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('process_tasks as t')
    .select(['t.instance_id', 't.node_id', 't.node_name', 't.created_at', 't.assignee_uid'])
    .where('t.instance_id', 'in', instanceIds)
    .where('t.kind', '=', APPROVAL)
    .where('t.status', 'in', TODO)
    .orderBy('t.id')
    .execute();
}
