/**
 * Process monitoring reads the applications in progress live (the supervision area's README, "How fast"):
 * - process_tasks_open_idx: the open tasks someone has to act on (an approver's or the applicant's), oldest first,
 *   with what monitoring groups and pages them by, so it reads tens of thousands of index entries, not every task;
 * - process_instances_running_idx: the applications in progress, with their service and process version.
 * The predicates are literal, as the queries write them (a partial index serves only a statement that shows it).
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX process_tasks_open_idx ON process_tasks (created_at, id) INCLUDE (instance_id, node_id, node_name, assignee_uid)
    WHERE kind IN ('approve', 'resubmit') AND status IN (0, 1)`.execute(db);
  await sql`CREATE INDEX process_instances_running_idx ON process_instances (id) INCLUDE (app_id, process_version_id) WHERE status = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX process_instances_running_idx`.execute(db);
  await sql`DROP INDEX process_tasks_open_idx`.execute(db);
}
