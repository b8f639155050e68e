/**
 * The back office's changes in the audit trail: who changed which record of which area, how (create, update, delete,
 * publish …), and the record before and after, as JSON. Append-only like audit_events: a trigger refuses every UPDATE,
 * DELETE and TRUNCATE. No foreign keys: the trail outlives the records and people it names. Frozen in time: later
 * changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_changes (
      id          bigserial PRIMARY KEY,
      at          timestamptz NOT NULL DEFAULT now(),
      actor_uid   text NOT NULL,
      area        text NOT NULL CHECK (area ~ '^[a-z-]{1,40}$'),
      entity      text NOT NULL CHECK (entity ~ '^[a-z_]{1,40}$'),
      entity_id   text NOT NULL,
      action      text NOT NULL CHECK (action ~ '^[a-z_]{1,40}$'),
      summary     text NOT NULL DEFAULT '',
      before      jsonb,
      after       jsonb
    );
    CREATE INDEX audit_changes_at ON audit_changes (at DESC, id DESC);
    CREATE INDEX audit_changes_record ON audit_changes (entity, entity_id, at DESC);
    CREATE INDEX audit_changes_actor ON audit_changes (actor_uid, at DESC);

    CREATE FUNCTION audit_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_changes is append-only';
    END
    $$;
    CREATE TRIGGER audit_changes_no_change BEFORE UPDATE OR DELETE ON audit_changes
      FOR EACH ROW EXECUTE FUNCTION audit_changes_append_only();
    CREATE TRIGGER audit_changes_no_truncate BEFORE TRUNCATE ON audit_changes
      FOR EACH STATEMENT EXECUTE FUNCTION audit_changes_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS audit_changes;
    DROP FUNCTION IF EXISTS audit_changes_append_only();
  `.execute(db);
}
