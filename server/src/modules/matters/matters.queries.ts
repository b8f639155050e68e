/**
 * Process instances, their tasks, audit steps and action log: the matters area's instance store for the workflow
 * runtime (server/src/workflow-runtime/), and the reads of one application that several use cases share.
 */
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { InstanceChange, InstanceStore, TaskClaim } from '../../workflow-runtime';
import { DECIDED_STATUSES, TaskStatus, TODO_STATUSES } from '../../workflow-runtime';
import type { ProcessInstancesTable } from './matters.table';

// Literals, not parameters: a prepared statement's generic plan may use a partial index (the to-do index is
// WHERE kind = 'approve' AND status IN (0, 1)) only when the statement's text shows that same predicate.
export const APPROVAL = sql.lit<'approve'>('approve');
export const TODO = TODO_STATUSES.map((s) => sql.lit(s));
export const DECIDED = DECIDED_STATUSES.map((s) => sql.lit(s));
/** The task kinds someone has to act on for an application to move: an approver's, or the applicant's. */
export const ACTIONABLE = ['approve', 'resubmit'].map((k) => sql.lit(k));
/** An open task of `t` someone has to act on (only an approver's with `approvalOnly`). */
const openToAct = (t: string, approvalOnly: boolean) =>
  sql`${sql.ref(`${t}.kind`)} IN (${sql.join(approvalOnly ? [APPROVAL] : ACTIONABLE)}) AND ${sql.ref(`${t}.status`)} IN (${sql.join(TODO)})`;

/**
 * Since when an instance waits (its oldest open task to act on), as its row keeps it: from its tasks saved before this
 * statement and those `created` in it (a statement does not see the rows it inserts).
 */
function waitingSince(id: RawBuilder<unknown>, approvalOnly: boolean) {
  return sql`LEAST(
    (SELECT min(t.created_at) FROM process_tasks t WHERE t.instance_id = ${id} AND ${openToAct('t', approvalOnly)}),
    (SELECT min(n.created_at) FROM created n WHERE ${openToAct('n', approvalOnly)}))`;
}

/**
 * The nodes at which an instance waits after this statement, each since its oldest open task there: from its tasks saved
 * before the statement and those `created` in it; none once it is no longer in progress (`status`).
 */
function waitsAfter(id: RawBuilder<unknown>, status: number) {
  return sql`
    SELECT w.node_id, min(w.node_name) AS node_name, min(w.created_at) AS since
    FROM (
      SELECT t.node_id, t.node_name, t.created_at FROM process_tasks t WHERE t.instance_id = ${id} AND ${openToAct('t', false)}
      UNION ALL
      SELECT n.node_id, n.node_name, n.created_at FROM created n WHERE ${openToAct('n', false)}
    ) w
    WHERE ${status} = 0
    GROUP BY w.node_id`;
}

/**
 * Writes the waits of every instance in progress again from its tasks (since when on its row, and where, in
 * process_waits): after tasks were written past the runtime, as the demo campus does when it backdates its history.
 */
export async function recountWaiting(db: DbOrTx): Promise<void> {
  await sql`DELETE FROM process_waits`.execute(db);
  await sql`
    INSERT INTO process_waits (instance_id, node_id, app_id, process_version_id, node_name, since)
    SELECT t.instance_id, t.node_id, min(i.app_id), min(i.process_version_id), min(t.node_name), min(t.created_at)
    FROM process_tasks t JOIN process_instances i ON i.id = t.instance_id
    WHERE i.status = 0 AND ${openToAct('t', false)}
    GROUP BY t.instance_id, t.node_id`.execute(db);
  await sql`
    UPDATE process_instances i SET waiting_since = o.waiting, approval_since = o.approval
    FROM (
      SELECT i.id, min(t.created_at) FILTER (WHERE ${openToAct('t', false)}) AS waiting, min(t.created_at) FILTER (WHERE ${openToAct('t', true)}) AS approval
      FROM process_instances i LEFT JOIN process_tasks t ON t.instance_id = i.id
      WHERE i.status = 0
      GROUP BY i.id
    ) o
    WHERE o.id = i.id`.execute(db);
}

/** A LIKE pattern finding `keyword` anywhere, its wildcards taken literally (shared with other areas' keyword filters). */
export { containing } from '../../db/containing';

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

/**
 * Writes a change in one statement (a data-modifying WITH): new tasks, where the instance now waits, audit steps, the
 * action (numbered by the revision, as every action saves the instance once), the other areas' statements and the
 * instance itself. Rows go
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
      RETURNING node_id, node_name, created_at, kind, status
    ), waits AS (${waitsAfter(id, c.state.status)}
    ), waits_gone AS (
      DELETE FROM process_waits w WHERE w.instance_id = ${id} AND w.node_id NOT IN (SELECT node_id FROM waits)
    ), waits_kept AS (
      INSERT INTO process_waits (instance_id, node_id, app_id, process_version_id, node_name, since)
      SELECT ${id}, w.node_id, i.app_id, i.process_version_id, w.node_name, w.since FROM waits w JOIN process_instances i ON i.id = ${id}
      ON CONFLICT (instance_id, node_id) DO UPDATE SET node_name = excluded.node_name, since = excluded.since
      WHERE (process_waits.node_name, process_waits.since) IS DISTINCT FROM (excluded.node_name, excluded.since)
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
        finished_at = CASE WHEN ${c.state.status} <> 0 THEN coalesce(finished_at, now()) END,
        waiting_since = CASE WHEN ${c.state.status} = 0 THEN ${waitingSince(id, false)} END,
        approval_since = CASE WHEN ${c.state.status} = 0 THEN ${waitingSince(id, true)} END
      WHERE id = ${id} AND revision = ${c.revision}
      RETURNING id
    )
    SELECT count(*) AS saved FROM saved`.execute(db);
  return Number(rows[0].saved) === 1;
}

export function taskRow(db: DbOrTx, id: string) {
  return db.selectFrom('process_tasks').select(['id', 'instance_id', 'engine_id', 'assignee_uid', 'type']).where('id', '=', id).executeTakeFirst();
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

/** The services of the applications `ids` name, or of the applications the tasks `ids` belong to (one per row found). */
export async function appsOf(db: DbOrTx, kind: 'instance' | 'task', ids: readonly string[]): Promise<number[]> {
  const rows = kind === 'task'
    ? await db.selectFrom('process_tasks as t').innerJoin('process_instances as i', 'i.id', 't.instance_id').select('i.app_id').where('t.id', 'in', ids).execute()
    : await db.selectFrom('process_instances as i').select('i.app_id').where('i.id', 'in', ids).execute();
  return rows.map((r) => r.app_id);
}

/** What the workflow runtime reads and writes of matters' instances. */
export const instanceStore = { lockInstance, claimTasks, saveChange, pendingTasksHeld, taskByEngineId } satisfies InstanceStore;
