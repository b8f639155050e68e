/**
 * Which applications hold which files: a file attached to an application's form may be read by the application's
 * participants (the ownership guard asks this table). Filled from then on where a submission names files; the
 * applications already stored are read once here for the file ids their form values name. Frozen in time: later
 * changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE file_attachments (
      file_id      text NOT NULL REFERENCES files(id) ON DELETE CASCADE,
      instance_id  bigint NOT NULL REFERENCES process_instances(id) ON DELETE CASCADE,
      attached_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (file_id, instance_id)
    );
    CREATE INDEX file_attachments_instance ON file_attachments (instance_id);

    INSERT INTO file_attachments (file_id, instance_id)
    SELECT DISTINCT f.id, i.id
      FROM process_instances i
      CROSS JOIN LATERAL jsonb_path_query(i.state -> 'values', 'lax $.**.id') AS ref(id)
      JOIN files f ON jsonb_typeof(ref.id) = 'string' AND f.id = ref.id #>> '{}'
    ON CONFLICT DO NOTHING;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS file_attachments`.execute(db);
}
