/**
 * Indexes and planner statistics for the to-do list at scale (bench/workflow.bench.ts: a million tasks). The to-do
 * query asks for one person's pending approval tasks of in-progress instances, newest first, a page at a time, and
 * counts them.
 * - process_tasks_todo_idx holds only pending approval tasks (kind 'approve', status 0/1), in the list's order: a
 *   page reads ten entries, where the older index on (assignee_uid) WHERE status IN (0, 1) also holds every unread
 *   CC copy and made the page sort them all; instance_id is included so the count needs no task rows.
 * - process_instances_open_idx holds only in-progress instances (a few percent of them), so the count's check of
 *   each task's instance status is a look-up in a small index rather than in the table. Without it the count of a
 *   few hundred to-dos was costed high enough for a parallel plan, whose worker start-up alone took ten milliseconds.
 * - process_tasks_kind_status_stats tells the planner how kind and status go together: most tasks in status 0 are
 *   unread CC copies, so "pending approval" is far rarer than the two columns' separate frequencies suggest. Without
 *   it a person's to-dos were estimated at five times their number, and the count merged with every in-progress
 *   instance instead of looking up the few it needs.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX process_tasks_todo_idx ON process_tasks (assignee_uid, created_at DESC, id DESC) INCLUDE (instance_id)
      WHERE kind = 'approve' AND status IN (0, 1);
    CREATE INDEX process_instances_open_idx ON process_instances (id) WHERE status = 0;
    CREATE STATISTICS process_tasks_kind_status_stats (mcv) ON kind, status FROM process_tasks;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP STATISTICS IF EXISTS process_tasks_kind_status_stats;
    DROP INDEX IF EXISTS process_instances_open_idx, process_tasks_todo_idx;
  `.execute(db);
}
