/**
 * Drafts: one unfinished form per person per service, kept as typed (checked only when submitted) with the form
 * version it was begun on. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE form_drafts (
      uid              text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      app_id           integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      form_version_id  integer NOT NULL REFERENCES form_versions(id),
      values           jsonb NOT NULL,
      updated_at       timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (uid, app_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS form_drafts`.execute(db);
}
