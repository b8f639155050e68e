/**
 * Uploaded files and where their uploaders attached them. A file's bytes live under the files folder by a name the
 * server made (`stored_name`; null for a demo record with no content); `name` is the client's name made safe, shown
 * and offered as the download name only. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE files (
      id            text PRIMARY KEY,
      uploader_uid  text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      category      text NOT NULL,
      name          text NOT NULL,
      ext           text NOT NULL,
      mime          text NOT NULL,
      size          integer NOT NULL CHECK (size >= 0),
      stored_name   text UNIQUE,
      created_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX files_uploader ON files (uploader_uid, created_at DESC);

    -- Fill less: the services whose applications each uploader attached a file to, last use kept.
    CREATE TABLE file_uses (
      file_id   text NOT NULL REFERENCES files(id) ON DELETE CASCADE,
      uid       text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      app_id    integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      used_at   timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (file_id, uid, app_id)
    );
    CREATE INDEX file_uses_by_user ON file_uses (uid, used_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS file_uses`.execute(db);
  await sql`DROP TABLE IF EXISTS files`.execute(db);
}
