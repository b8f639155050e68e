/** Process instances, their tasks, audit steps and action log. */
import { sql, type Insertable, type RawBuilder } from 'kysely';
import { countRows, pageWithTotal } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import type { ProcessInstancesTable, ProcessStepsTable, ProcessTasksTable } from '../../db/tables/activity.table';
import type { InstanceState } from '../../workflow/engine';
import { DECIDED_STATUSES, OPEN_STATUSES, TaskStatus, TODO_STATUSES } from './task-status';

// Literals, not parameters: a prepared statement's generic plan may use a partial index (the to-do index is
// WHERE kind = 'approve' AND status IN (0, 1)) only when the statement's text shows that same predicate.
const APPROVAL = sql.lit<'approve'>('approve');
const TODO = TODO_STATUSES.map((s) => sql.lit(s));
const DECIDED = DECIDED_STATUSES.map((s) => sql.lit(s));

/** The instance row, locked until the transaction ends: actions on one instance run one after another. */
export function lockInstance(db: DbOrTx, id: string) {
  return db.selectFrom('process_instances').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A task with its instance's row, the instance locked as by `lockInstance`: what acting on a task reads, in one go. */
export function lockTaskInstance(db: DbOrTx, taskId: string) {
  return db
    .selectFrom('process_tasks as t')
    .innerJoin('process_instances as i', 'i.id', 't.instance_id')
    .selectAll('i')
    .select(['t.engine_id as task_engine_id', 't.assignee_uid as task_assignee_uid', 't.type as task_type'])
    .where('t.id', '=', taskId)
    .forUpdate('i')
    .executeTakeFirst();
}

export function instanceByStartKey(db: DbOrTx, uid: string, startKey: string) {
  return db.selectFrom('process_instances').select('id').where('creator_uid', '=', uid).where('start_key', '=', startKey).executeTakeFirst();
}

export function insertInstance(db: DbOrTx, row: Insertable<ProcessInstancesTable>) {
  return db.insertInto('process_instances').values(row).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
}

/** A task moved on from the status it was read with (a claim fails when someone else moved it first). */
export interface TaskClaim {
  engine_id: number;
  from_status: number;
  status: number;
  /** The actor's opinion, when the change is their decision. */
  opinion: string | null;
  finished: boolean;
}

/** Makes the claims in one statement; returns how many succeeded (all, or the caller must roll back). */
export async function claimTasks(db: DbOrTx, instanceId: string, claims: TaskClaim[]): Promise<number> {
  if (claims.length === 0) return 0;
  const result = await sql`
    UPDATE process_tasks t
    SET status = c.status, opinion = coalesce(c.opinion, t.opinion), finished_at = CASE WHEN c.finished THEN now() END
    FROM jsonb_to_recordset(${JSON.stringify(claims)}::jsonb) AS c(engine_id int, from_status int, status int, opinion text, finished boolean)
    WHERE t.instance_id = ${instanceId} AND t.engine_id = c.engine_id AND t.status = c.from_status`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export type NewTask = Omit<Insertable<ProcessTasksTable>, 'instance_id'>;
export type NewStep = Omit<Insertable<ProcessStepsTable>, 'instance_id'>;

/** Everything else an action writes, after its claims: the instance's new state and what came of the action. */
export interface InstanceChange {
  instanceId: string;
  /** The revision the action read; the save fails when the instance moved on meanwhile. */
  revision: number;
  state: InstanceState;
  tasks: NewTask[];
  steps: NewStep[];
  action: { actor_uid: string; action: unknown };
  /** Statements of other areas that belong to the change (messages, timers), run as part of it. */
  alongside: RawBuilder<unknown>[];
}

/**
 * Writes a change in one statement (a data-modifying WITH): new tasks, audit steps, the action (numbered by the
 * revision, as every action saves the instance once), the other areas' statements and the instance itself. Rows go
 * as JSON parameters, so the text is the same whatever the change. False when the instance's revision moved on.
 */
export async function saveChange(db: DbOrTx, c: InstanceChange): Promise<boolean> {
  const id = sql`${c.instanceId}::bigint`;
  const alongside = c.alongside.map((statement, i) => sql`, ${sql.raw(`alongside_${i}`)} AS (${statement})`);
  const { rows } = await sql<{ saved: number }>`
    WITH created AS (
      INSERT INTO process_tasks (instance_id, engine_id, assignee_uid, node_id, node_name, occurrence, kind, type, flags, status, on_behalf_of)
      SELECT ${id}, engine_id, assignee_uid, node_id, node_name, occurrence, kind, type, flags, status, on_behalf_of
      FROM jsonb_to_recordset(${JSON.stringify(c.tasks)}::jsonb) AS x(engine_id int, assignee_uid text, node_id text, node_name text,
        occurrence int, kind text, type int, flags int[], status int, on_behalf_of text)
    ), stepped AS (
      INSERT INTO process_steps (instance_id, seq, node_id, node_name, action, actor_uid, agent_uid, opinion, targets)
      SELECT ${id}, seq, node_id, node_name, action, actor_uid, agent_uid, opinion, targets
      FROM jsonb_to_recordset(${JSON.stringify(c.steps)}::jsonb) AS x(seq int, node_id text, node_name text, action text, actor_uid text,
        agent_uid text, opinion text, targets text[])
    ), acted AS (
      INSERT INTO process_actions (instance_id, seq, actor_uid, action) VALUES (${id}, ${c.revision}, ${c.action.actor_uid}, ${JSON.stringify(c.action.action)}::jsonb)
    )${sql.join(alongside, sql``)}, saved AS (
      UPDATE process_instances
      SET state = ${JSON.stringify(c.state)}::jsonb, status = ${c.state.status}, revision = revision + 1, updated_at = now(),
        finished_at = CASE WHEN ${c.state.status} <> 0 THEN coalesce(finished_at, now()) END
      WHERE id = ${id} AND revision = ${c.revision}
      RETURNING id
    )
    SELECT count(*) AS saved FROM saved`.execute(db);
  return Number(rows[0].saved) === 1;
}

export function taskRow(db: DbOrTx, id: string) {
  return db.selectFrom('process_tasks').select(['id', 'instance_id', 'engine_id', 'assignee_uid', 'type']).where('id', '=', id).executeTakeFirst();
}

// ── out of office ──

/** Who of `uids` is away at `at`, and their agent. */
export function awayAt(db: DbOrTx, uids: string[], at: Date) {
  if (uids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('out_of_office')
    .select(['uid', 'agent_uid'])
    .where('uid', 'in', uids)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .execute();
}

export function insertOutOfOffice(db: DbOrTx, row: { uid: string; agent_uid: string; starts_at: Date; ends_at: Date; reason: string }) {
  return db.insertInto('out_of_office').values(row).returning('id').executeTakeFirstOrThrow();
}

export function outOfOffice(db: DbOrTx, id: string) {
  return db.selectFrom('out_of_office').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function cancelOutOfOffice(db: DbOrTx, id: string): Promise<void> {
  await db.updateTable('out_of_office').set({ cancelled_at: new Date() }).where('id', '=', id).execute();
}

export function outOfOfficeOf(db: DbOrTx, uid: string) {
  return db
    .selectFrom('out_of_office as o')
    .select(['o.id', 'o.uid', 'o.agent_uid', 'o.starts_at', 'o.ends_at', 'o.reason', 'o.cancelled_at'])
    .where((eb) => eb.or([eb('o.uid', '=', uid), eb('o.agent_uid', '=', uid)]))
    .orderBy('o.starts_at', 'desc')
    .limit(50)
    .execute();
}

/** Pending approval tasks held by `assignee`, optionally only those held for `owner`. */
export function pendingTasksHeld(db: DbOrTx, assignee: string, owner: string | null) {
  let q = db
    .selectFrom('process_tasks')
    .select(['instance_id', 'engine_id'])
    .where('assignee_uid', '=', assignee)
    .where('kind', '=', APPROVAL)
    .where('status', 'in', TODO);
  q = owner === null ? q.where('on_behalf_of', 'is', null) : q.where('on_behalf_of', '=', owner);
  return q.orderBy('id').execute();
}

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
  if (filter.keyword) instances = narrow(instances.where('i.title', 'like', `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
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
  if (filter.keyword) q = q.where('i.title', 'like', `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
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

export function taskByEngineId(db: DbOrTx, instanceId: string, engineId: number) {
  return db
    .selectFrom('process_tasks as t')
    .innerJoin('process_instances as i', 'i.id', 't.instance_id')
    .select(['t.id', 't.assignee_uid', 't.status', 'i.title'])
    .where('t.instance_id', '=', instanceId)
    .where('t.engine_id', '=', engineId)
    .executeTakeFirst();
}

/** How long approval tasks of a service took, newest first: the history predictions learn from. */
export function recentHandlingTimes(db: DbOrTx, appId: number, limit: number) {
  return db
    .selectFrom('process_tasks as t')
    .innerJoin('process_instances as i', 'i.id', 't.instance_id')
    .select(['t.node_id', 't.created_at', 't.finished_at'])
    .where('i.app_id', '=', appId)
    .where('t.kind', '=', APPROVAL)
    .where('t.status', '=', TaskStatus.approved)
    .where('t.finished_at', 'is not', null)
    .orderBy('t.finished_at', 'desc')
    .limit(limit)
    .$narrowType<{ finished_at: Date }>()
    .execute();
}

/** An instance the user takes part in (applicant, or holder of one of its tasks). */
export function participantInstance(db: DbOrTx, id: string, uid: string) {
  return db
    .selectFrom('process_instances as i')
    .select(['i.id', 'i.app_id', 'i.state', 'i.process_version_id', 'i.form_version_id', 'i.creator_uid', 'i.title', 'i.status', 'i.created_at', 'i.finished_at'])
    .where('i.id', '=', id)
    .where((eb) => eb.or([eb('i.creator_uid', '=', uid), eb.exists(eb.selectFrom('process_tasks as t').select('t.id').whereRef('t.instance_id', '=', 'i.id').where('t.assignee_uid', '=', uid))]))
    .executeTakeFirst();
}

export function stepsOf(db: DbOrTx, instanceId: string) {
  return db
    .selectFrom('process_steps as s')
    .select(['s.node_id', 's.node_name', 's.action', 's.opinion', 's.created_at', 's.actor_uid', 's.agent_uid'])
    .where('s.instance_id', '=', instanceId)
    .orderBy('s.seq')
    .execute();
}

export function tasksOfIn(db: DbOrTx, instanceId: string, uid: string) {
  return db
    .selectFrom('process_tasks')
    .select(['id', 'engine_id', 'node_id', 'node_name', 'kind', 'type', 'status', 'flags'])
    .where('instance_id', '=', instanceId)
    .where('assignee_uid', '=', uid)
    .orderBy('id')
    .execute();
}

/** Instances in progress, longest waiting first (by their oldest pending approval task). */
function overseen(db: DbOrTx, filter: { keyword?: string; appId?: number }) {
  let q = db
    .selectFrom('process_instances as i')
    .where('i.status', '=', 0)
    .where((eb) => eb.exists(eb.selectFrom('process_tasks as t').select('t.id').whereRef('t.instance_id', '=', 'i.id').where('t.kind', '=', APPROVAL).where('t.status', 'in', TODO)));
  if (filter.appId !== undefined) q = q.where('i.app_id', '=', filter.appId);
  if (filter.keyword) q = q.where('i.title', 'like', `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
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

// ── notified ──

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
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

/** The services of the applications `ids` name, or of the applications the tasks `ids` belong to (one per row found). */
export async function appsOf(db: DbOrTx, kind: 'instance' | 'task', ids: readonly string[]): Promise<number[]> {
  const rows = kind === 'task'
    ? await db.selectFrom('process_tasks as t').innerJoin('process_instances as i', 'i.id', 't.instance_id').select('i.app_id').where('t.id', 'in', ids).execute()
    : await db.selectFrom('process_instances as i').select('i.app_id').where('i.id', 'in', ids).execute();
  return rows.map((r) => r.app_id);
}
