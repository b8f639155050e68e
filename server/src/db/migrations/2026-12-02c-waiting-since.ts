/**
 * Each application in progress keeps since when it has been waiting, written with every change the workflow runtime
 * saves (matters.queries.ts saveChange), so process monitoring and 督办 page their lists off one index instead of
 * grouping every open task on each request:
 * - waiting_since: when its oldest open task someone has to act on (an approver's or the applicant's) opened;
 * - approval_since: the same for approvers' tasks only (督办).
 * Both are null once nobody has to act (finished, or only CC left). Applications in progress get theirs here.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE process_instances ADD COLUMN waiting_since timestamptz, ADD COLUMN approval_since timestamptz`.execute(db);
  await sql`
    UPDATE process_instances i SET waiting_since = o.waiting, approval_since = o.approval
    FROM (
      SELECT instance_id, min(created_at) AS waiting, min(created_at) FILTER (WHERE kind = 'approve') AS approval
      FROM process_tasks WHERE kind IN ('approve', 'resubmit') AND status IN (0, 1) GROUP BY instance_id
    ) o
    WHERE o.instance_id = i.id AND i.status = 0`.execute(db);
  await sql`
    CREATE INDEX process_instances_waiting_idx ON process_instances (waiting_since, id) INCLUDE (app_id, process_version_id)
    WHERE status = 0 AND waiting_since IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX process_instances_approval_waiting_idx ON process_instances (approval_since, id) INCLUDE (app_id)
    WHERE status = 0 AND approval_since IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX process_instances_approval_waiting_idx, process_instances_waiting_idx`.execute(db);
  await sql`ALTER TABLE process_instances DROP COLUMN approval_since, DROP COLUMN waiting_since`.execute(db);
}
