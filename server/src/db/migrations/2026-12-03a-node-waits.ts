/**
 * Where each application in progress waits: a row per application and node at which someone has to act on an open
 * task (an approver's or the applicant's), with since when, written with every change the workflow runtime saves
 * (matters.queries.ts saveChange). Process monitoring's steps view counts these rows by service, version and node off
 * one index, instead of grouping every open task with a distinct count on each request. Applications in progress get
 * theirs here. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE process_waits (
      instance_id bigint NOT NULL REFERENCES process_instances (id) ON DELETE CASCADE,
      node_id text NOT NULL,
      app_id integer NOT NULL,
      process_version_id integer,
      node_name text NOT NULL,
      since timestamptz NOT NULL,
      PRIMARY KEY (instance_id, node_id)
    )`.execute(db);
  await sql`CREATE INDEX process_waits_node_idx ON process_waits (app_id, process_version_id, node_id, since) INCLUDE (node_name)`.execute(db);
  await sql`
    INSERT INTO process_waits (instance_id, node_id, app_id, process_version_id, node_name, since)
    SELECT t.instance_id, t.node_id, min(i.app_id), min(i.process_version_id), min(t.node_name), min(t.created_at)
    FROM process_tasks t JOIN process_instances i ON i.id = t.instance_id
    WHERE i.status = 0 AND t.kind IN ('approve', 'resubmit') AND t.status IN (0, 1)
    GROUP BY t.instance_id, t.node_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE process_waits`.execute(db);
}
