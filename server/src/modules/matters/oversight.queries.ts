/** Applications waiting on approvers, for efficiency supervision (read through matters.service.ts). */
import { pageWithTotal } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import { APPROVAL, containing, TODO } from './matters.queries';

/** Instances in progress, longest waiting first (by their oldest pending approval task). */
function overseen(db: DbOrTx, filter: { keyword?: string; appId?: number }) {
  let q = db
    .selectFrom('process_instances as i')
    .where('i.status', '=', 0)
    .where((eb) => eb.exists(eb.selectFrom('process_tasks as t').select('t.id').whereRef('t.instance_id', '=', 'i.id').where('t.kind', '=', APPROVAL).where('t.status', 'in', TODO)));
  if (filter.appId !== undefined) q = q.where('i.app_id', '=', filter.appId);
  if (filter.keyword) q = q.where('i.title', 'like', containing(filter.keyword));
  return q;
}

export function overseenPage(db: DbOrTx, filter: { keyword?: string; appId?: number }, page: { offset: number; limit: number }) {
  const filtered = overseen(db, filter);
  const rows = filtered
    .select((eb) => [
      'i.id',
      'i.app_id',
      'i.process_version_id',
      'i.title',
      'i.created_at',
      'i.creator_uid',
      eb
        .selectFrom('process_tasks as t')
        .select((e) => e.fn.min('t.created_at').as('oldest'))
        .whereRef('t.instance_id', '=', 'i.id')
        .where('t.kind', '=', APPROVAL)
        .where('t.status', 'in', TODO)
        .as('waiting_since'),
    ])
    .orderBy('waiting_since', 'asc')
    .orderBy('i.id')
    .offset(page.offset)
    .limit(page.limit);
  return pageWithTotal(rows, filtered, page.offset);
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
