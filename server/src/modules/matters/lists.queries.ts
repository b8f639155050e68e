/** The lists of a user's applications and tasks: to-dos (and their badge), started, copies, and the to-do filters. */
import { sql } from 'kysely';
import { countRows, pageWithTotal } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import { OPEN_STATUSES, TaskStatus } from '../../workflow-runtime';
import { APPROVAL, containing, DECIDED, TODO } from './matters.queries';

export interface TodoFilter {
  /** Tasks handled already (by the user, or by their agent in their name) instead of pending ones. */
  processed?: boolean;
  appId?: number;
  /** Words of the title (keyword_type app). */
  keyword?: string;
  /** Applicants to keep (keyword_type user: the people whose name or number matched). */
  creators?: string[];
  /** Services to keep (class_name: the services of a category). */
  appIds?: number[];
  departmentId?: number;
  /** Whether from/to apply to when the task arrived or when the application was made. */
  timeOf?: 'task' | 'apply';
  from?: Date;
  to?: Date;
  flags?: number;
}

/**
 * A user's pending approval tasks: the one query behind both the to-do list and its badge. Only tasks are read: a
 * pending approval task always belongs to an in-progress instance (the engine closes every approval task when an
 * instance ends, which its property test checks after each step), and the instance conditions of a filter are a
 * semi-join, so the count comes from the to-do index alone. People's names come from the organisation area (a search
 * by applicant arrives as the matching people's ids).
 */
function todoTasks(db: DbOrTx, uid: string, filter: TodoFilter) {
  let q = db.selectFrom('process_tasks as t').where('t.kind', '=', APPROVAL);
  q = filter.processed
    ? q.where((eb) => eb.or([eb('t.assignee_uid', '=', uid), eb('t.on_behalf_of', '=', uid)])).where('t.status', 'in', DECIDED)
    : q.where('t.assignee_uid', '=', uid).where('t.status', 'in', TODO);
  if (filter.timeOf !== 'apply' && filter.from) q = q.where('t.created_at', '>=', filter.from);
  if (filter.timeOf !== 'apply' && filter.to) q = q.where('t.created_at', '<', filter.to);
  if (filter.flags !== undefined) q = q.where(sql<boolean>`${filter.flags} = ANY(t.flags)`);
  if ((filter.appIds && filter.appIds.length === 0) || (filter.creators && filter.creators.length === 0)) return q.where(sql<boolean>`false`);
  let instances = db.selectFrom('process_instances as i').select('i.id');
  let narrowed = false;
  const narrow = (next: typeof instances) => ((narrowed = true), next);
  if (filter.appId !== undefined) instances = narrow(instances.where('i.app_id', '=', filter.appId));
  if (filter.appIds) instances = narrow(instances.where('i.app_id', 'in', filter.appIds));
  if (filter.departmentId !== undefined) instances = narrow(instances.where('i.department_id', '=', filter.departmentId));
  if (filter.timeOf === 'apply' && filter.from) instances = narrow(instances.where('i.created_at', '>=', filter.from));
  if (filter.timeOf === 'apply' && filter.to) instances = narrow(instances.where('i.created_at', '<', filter.to));
  if (filter.keyword) instances = narrow(instances.where('i.title', 'like', containing(filter.keyword)));
  if (filter.creators) instances = narrow(instances.where('i.creator_uid', 'in', filter.creators));
  return narrowed ? q.where('t.instance_id', 'in', instances) : q;
}

export function todoCount(db: DbOrTx, uid: string, filter: TodoFilter = {}): Promise<number> {
  return countRows(todoTasks(db, uid, filter));
}

/** A page of the to-do list: the page's tasks first, then only their instances. */
export function todoPage(db: DbOrTx, uid: string, filter: TodoFilter, page: { offset: number; limit: number; newestFirst: boolean }) {
  const order = page.newestFirst ? 'desc' : 'asc';
  const filtered = todoTasks(db, uid, filter);
  const tasks = filtered
    .select(['t.id', 't.instance_id', 't.node_id', 't.node_name', 't.status', 't.type', 't.flags', 't.created_at', 't.assignee_uid'])
    .orderBy('t.created_at', order)
    .orderBy('t.id', order)
    .offset(page.offset)
    .limit(page.limit);
  const rows = db
    .selectFrom(tasks.as('p'))
    .innerJoin('process_instances as i', 'i.id', 'p.instance_id')
    .selectAll('p')
    .select(['i.app_id', 'i.title', 'i.creator_uid', 'i.process_version_id'])
    .orderBy('p.created_at', order)
    .orderBy('p.id', order);
  return pageWithTotal(rows, filtered, page.offset);
}

export interface StartedFilter {
  /** Instances an agent started: where the user is the agent or the person it was started for. */
  entrusted?: boolean;
  status?: number;
  keyword?: string;
  from?: Date;
  to?: Date;
  /** Only applications of these services. */
  appIds?: number[];
}

function startedBy(db: DbOrTx, uid: string, filter: StartedFilter) {
  let q = filter.entrusted
    ? db.selectFrom('process_instances as i').where('i.agent_uid', 'is not', null).where((eb) => eb.or([eb('i.agent_uid', '=', uid), eb('i.creator_uid', '=', uid)]))
    : db.selectFrom('process_instances as i').where('i.creator_uid', '=', uid);
  if (filter.status !== undefined) q = q.where('i.status', '=', filter.status);
  if (filter.appIds) q = filter.appIds.length ? q.where('i.app_id', 'in', filter.appIds) : q.where(sql<boolean>`false`);
  if (filter.from) q = q.where('i.created_at', '>=', filter.from);
  if (filter.to) q = q.where('i.created_at', '<', filter.to);
  if (filter.keyword) q = q.where('i.title', 'like', containing(filter.keyword));
  return q;
}

export function startedPage(db: DbOrTx, uid: string, filter: StartedFilter, page: { offset: number; limit: number }) {
  const filtered = startedBy(db, uid, filter);
  const rows = filtered
    .select(['i.id', 'i.app_id', 'i.process_version_id', 'i.title', 'i.status', 'i.created_at', 'i.finished_at'])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
  return pageWithTotal(rows, filtered, page.offset);
}

/** Open tasks of some instances, for the current-step and resubmit columns of a list. */
export function openTasksOf(db: DbOrTx, instanceIds: string[]) {
  if (instanceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('process_tasks')
    .select(['id', 'instance_id', 'node_id', 'node_name', 'kind', 'status'])
    .where('instance_id', 'in', instanceIds)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('id')
    .execute();
}

export interface NotifiedFilter {
  keyword?: string;
  /** Only the unread (false) or the read (true) copies. */
  read?: boolean;
}

/** Copies (CC tasks) a user received and has not lost to a withdrawal: unread ones are pending, read ones `read`. */
function notifiedTo(db: DbOrTx, uid: string, filter: NotifiedFilter) {
  const statuses = filter.read === undefined ? [TaskStatus.pending, TaskStatus.read] : [filter.read ? TaskStatus.read : TaskStatus.pending];
  let q = db.selectFrom('process_tasks as t').where('t.assignee_uid', '=', uid).where('t.kind', '=', 'cc').where('t.status', 'in', statuses);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    q = q.where('t.instance_id', 'in', db.selectFrom('process_instances as i').select('i.id').where('i.title', 'like', like));
  }
  return q;
}

/** A page of a user's copies, newest first, with their instances. */
export function notifiedPage(db: DbOrTx, uid: string, filter: NotifiedFilter, page: { offset: number; limit: number }) {
  const filtered = notifiedTo(db, uid, filter);
  const rows = filtered
    .innerJoin('process_instances as i', 'i.id', 't.instance_id')
    .select(['t.id', 't.instance_id', 't.node_id', 't.node_name', 't.status', 't.created_at', 't.finished_at', 'i.app_id', 'i.process_version_id', 'i.title', 'i.creator_uid'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
  return pageWithTotal(rows, filtered, page.offset);
}

/** The services and applicants' departments of a user's approval tasks, pending or decided. */
export function todoFacets(db: DbOrTx, uid: string, processed: boolean) {
  return db
    .selectFrom('process_tasks as t')
    .innerJoin('process_instances as i', 'i.id', 't.instance_id')
    .select(['i.app_id', 'i.department_id'])
    .distinct()
    .where('t.kind', '=', APPROVAL)
    .where((eb) => (processed ? eb.or([eb('t.assignee_uid', '=', uid), eb('t.on_behalf_of', '=', uid)]) : eb('t.assignee_uid', '=', uid)))
    .where('t.status', 'in', processed ? DECIDED : TODO)
    .execute();
}
