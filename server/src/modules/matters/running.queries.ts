/**
 * Applications as efficiency supervision reads them (through matters.service.ts): those in progress with their open
 * tasks (an approver's, or the applicant's to resubmit), by service and node; and the times of applications with their
 * approval tasks, from which supervision keeps its figures.
 */
import { sql, type RawBuilder } from 'kysely';
import { pageWithTotal } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import { ACTIONABLE, TODO } from './matters.queries';

export interface RunningFilter {
  /** Only these services; every service when absent. */
  appIds?: readonly number[];
  nodeId?: string;
  /** Only applications whose open task has been waiting since before this moment (stuck). */
  openBefore?: Date;
  /** Only applications with an open task past its node's SLA: opened before `before` at that node of that version. */
  overdue?: readonly { versionId: number; nodeId: string; before: Date }[];
}

/** The open tasks that make an application match the filter. */
function openTask(f: RunningFilter): RawBuilder<boolean> {
  const parts = [sql`t.instance_id = i.id`, sql`t.kind IN (${sql.join(ACTIONABLE)})`, sql`t.status IN (${sql.join(TODO)})`];
  if (f.nodeId !== undefined) parts.push(sql`t.node_id = ${f.nodeId}`);
  if (f.openBefore) parts.push(sql`t.created_at < ${f.openBefore}`);
  if (f.overdue) {
    const rules = f.overdue.map((r) => sql`(i.process_version_id = ${r.versionId}::int AND t.node_id = ${r.nodeId} AND t.created_at < ${r.before})`);
    parts.push(rules.length ? sql`(${sql.join(rules, sql` OR `)})` : sql`false`);
  }
  return sql<boolean>`EXISTS (SELECT 1 FROM process_tasks t WHERE ${sql.join(parts, sql` AND `)})`;
}

/**
 * The applications in progress someone has to act on (an approver, when `approvalOnly`), to be filtered and paged by
 * since when they wait, as each instance's row keeps it: a page longest waiting first walks one index. The predicate
 * is literal, as the partial index shows it.
 */
export function waitingApplications(db: DbOrTx, approvalOnly = false) {
  return db
    .selectFrom('process_instances as i')
    .where(approvalOnly ? sql<boolean>`i.status = 0 AND i.approval_since IS NOT NULL` : sql<boolean>`i.status = 0 AND i.waiting_since IS NOT NULL`);
}

/** A page of them longest waiting first (since `waiting_since`, or `approval_since` with `approvalOnly`), and the count of all. */
export async function longestWaitingPage(q: ReturnType<typeof waitingApplications>, page: { offset: number; limit: number }, approvalOnly = false) {
  const since = approvalOnly ? 'i.approval_since' : 'i.waiting_since';
  const listed = q
    .select(['i.id', 'i.app_id', 'i.process_version_id', 'i.title', 'i.created_at', 'i.creator_uid', `${since} as waiting_since`])
    .orderBy(since)
    .orderBy('i.id')
    .offset(page.offset)
    .limit(page.limit);
  return pageWithTotal(listed, q, page.offset);
}

/** A page of the applications in progress, longest waiting first (by their oldest open task). */
export function runningPage(db: DbOrTx, f: RunningFilter, page: { offset: number; limit: number }) {
  let q = waitingApplications(db);
  if (f.appIds) q = f.appIds.length ? q.where('i.app_id', 'in', f.appIds) : q.where(sql<boolean>`false`);
  // Waiting since before a moment is the oldest task's; a node or an SLA asks which of the open tasks.
  if (f.openBefore) q = q.where('i.waiting_since', '<', f.openBefore);
  if (f.nodeId !== undefined || f.overdue) q = q.where(openTask(f));
  return longestWaitingPage(q, page);
}

/** The open tasks of some applications, oldest first. */
export function openTasksOf(db: DbOrTx, instanceIds: readonly string[]) {
  if (instanceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('process_tasks as t')
    .select(['t.id', 't.instance_id', 't.node_id', 't.node_name', 't.assignee_uid', 't.kind', 't.created_at'])
    .where('t.instance_id', 'in', instanceIds)
    .where(sql<boolean>`t.kind IN (${sql.join(ACTIONABLE)}) AND t.status IN (${sql.join(TODO)})`)
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
}

/**
 * Applications in progress by service, version and node: how many wait there, and since when the longest. Counted off
 * where each one waits (process_waits, one row per application and node), in the order of its index.
 */
export function runningByNode(db: DbOrTx, appIds: readonly number[] | undefined) {
  let q = db
    .selectFrom('process_waits as w')
    .select(['w.app_id', 'w.process_version_id', 'w.node_id'])
    .select((eb) => [eb.fn.min('w.node_name').as('node_name'), eb.fn.countAll<string>().as('running'), eb.fn.min('w.since').as('oldest')])
    .groupBy(['w.app_id', 'w.process_version_id', 'w.node_id']);
  if (appIds) q = appIds.length ? q.where('w.app_id', 'in', appIds) : q.where(sql<boolean>`false`);
  return q.execute();
}

/** The process versions of the applications in progress (for their nodes' SLAs). */
export async function runningVersions(db: DbOrTx, appIds: readonly number[] | undefined): Promise<number[]> {
  let q = db.selectFrom('process_instances').select('process_version_id').distinct().where('status', '=', 0).where('process_version_id', 'is not', null);
  if (appIds) q = appIds.length ? q.where('app_id', 'in', appIds) : q.where(sql<boolean>`false`);
  return (await q.execute()).map((r) => r.process_version_id as number);
}

/** Applications by id order after `afterId` (all of them, for counting them again), at most `limit`. */
export function applicationTimes(db: DbOrTx, range: { afterId?: string; ids?: readonly string[] }, limit: number) {
  let q = db
    .selectFrom('process_instances')
    .select(['id', 'app_id', 'status', 'created_at', 'finished_at', 'process_version_id'])
    .orderBy('id')
    .limit(limit);
  if (range.afterId !== undefined) q = q.where('id', '>', range.afterId);
  if (range.ids) q = q.where('id', 'in', range.ids);
  return q.execute();
}

/** The approval tasks of some applications, with when each opened and was handled. */
export function approvalTimes(db: DbOrTx, instanceIds: readonly string[]) {
  if (instanceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('process_tasks')
    .select(['instance_id', 'node_id', 'created_at', 'finished_at'])
    .where('instance_id', 'in', instanceIds)
    .where('kind', '=', 'approve')
    .execute();
}
