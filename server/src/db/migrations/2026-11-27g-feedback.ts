/**
 * Feedback (spec §3 Feedback): its types, what users sent with the files attached, and the back office's reply.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE feedback_types (
      type     integer PRIMARY KEY,
      name     text NOT NULL,
      name_en  text NOT NULL DEFAULT '',
      sort     integer NOT NULL DEFAULT 0
    );
    CREATE TABLE feedback (
      id             serial PRIMARY KEY,
      submitter_uid  text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      type           integer NOT NULL REFERENCES feedback_types(type),
      app_id         integer REFERENCES apps(id) ON DELETE SET NULL,
      contact        text NOT NULL DEFAULT '',
      title          text NOT NULL DEFAULT '',
      content        text NOT NULL,
      created_at     timestamptz NOT NULL DEFAULT now(),
      reply          text NOT NULL DEFAULT '',
      replied_at     timestamptz,
      replier_uid    text REFERENCES users(uid) ON DELETE SET NULL
    );
    CREATE INDEX feedback_submitter ON feedback (submitter_uid, id DESC);
    CREATE INDEX feedback_unanswered ON feedback (id DESC) WHERE replied_at IS NULL;
    CREATE TABLE feedback_files (
      feedback_id  integer NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
      file_id      text NOT NULL REFERENCES files(id) ON DELETE CASCADE,
      name         text NOT NULL,
      position     integer NOT NULL,
      PRIMARY KEY (feedback_id, file_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS feedback_files; DROP TABLE IF EXISTS feedback; DROP TABLE IF EXISTS feedback_types`.execute(db);
}
