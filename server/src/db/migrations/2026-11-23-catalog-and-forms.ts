/**
 * The full service catalogue and the form model: English names beside Chinese ones, service guides (description,
 * materials, handling time), third-party form view addresses, audiences named as the hall shows them, and versioned
 * forms, process definitions and the submissions that keep the form version they were made with.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE departments ADD COLUMN name_en text NOT NULL DEFAULT '';
    ALTER TABLE app_categories ADD COLUMN name_en text NOT NULL DEFAULT '';

    ALTER TABLE apps
      ADD COLUMN name_en                     text NOT NULL DEFAULT '',
      ADD COLUMN folder_desc_en              text NOT NULL DEFAULT '',
      ADD COLUMN description                 text NOT NULL DEFAULT '',
      ADD COLUMN description_en              text NOT NULL DEFAULT '',
      ADD COLUMN handling_days               smallint CHECK (handling_days BETWEEN 0 AND 365),
      ADD COLUMN thirdparty_form_url_pc      text NOT NULL DEFAULT '',
      ADD COLUMN thirdparty_form_url_mobile  text NOT NULL DEFAULT '';

    UPDATE apps SET audiences = array_replace(array_replace(audiences, 'staff', 'teacher'), 'other', 'visitor');
    ALTER TABLE apps ALTER COLUMN audiences SET DEFAULT '{student,teacher,visitor}';
    ALTER TABLE apps ADD CONSTRAINT apps_audiences_known CHECK (audiences <@ ARRAY['student', 'teacher', 'visitor']::text[]);

    CREATE TABLE app_materials (
      id        serial PRIMARY KEY,
      app_id    integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      name      text NOT NULL,
      name_en   text NOT NULL DEFAULT '',
      note      text NOT NULL DEFAULT '',
      note_en   text NOT NULL DEFAULT '',
      required  boolean NOT NULL DEFAULT true,
      sort      integer NOT NULL DEFAULT 0
    );
    CREATE INDEX app_materials_app_idx ON app_materials (app_id, sort);

    CREATE TABLE form_versions (
      id          serial PRIMARY KEY,
      app_id      integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      version     integer NOT NULL CHECK (version >= 1),
      schema      jsonb NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      UNIQUE (app_id, version)
    );

    CREATE TABLE process_versions (
      id          serial PRIMARY KEY,
      app_id      integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      version     integer NOT NULL CHECK (version >= 1),
      definition  jsonb NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      UNIQUE (app_id, version)
    );

    CREATE TABLE form_submissions (
      id               bigserial PRIMARY KEY,
      form_version_id  integer NOT NULL REFERENCES form_versions(id),
      uid              text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      values           jsonb NOT NULL,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX form_submissions_uid_idx ON form_submissions (uid, updated_at DESC);

    CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS users_name_trgm_idx;
    DROP TABLE IF EXISTS form_submissions, process_versions, form_versions, app_materials;
    ALTER TABLE apps DROP CONSTRAINT IF EXISTS apps_audiences_known;
    UPDATE apps SET audiences = array_replace(array_replace(audiences, 'teacher', 'staff'), 'visitor', 'other');
    ALTER TABLE apps ALTER COLUMN audiences SET DEFAULT '{student,staff,other}';
    ALTER TABLE apps
      DROP COLUMN name_en, DROP COLUMN folder_desc_en, DROP COLUMN description, DROP COLUMN description_en,
      DROP COLUMN handling_days, DROP COLUMN thirdparty_form_url_pc, DROP COLUMN thirdparty_form_url_mobile;
    ALTER TABLE app_categories DROP COLUMN name_en;
    ALTER TABLE departments DROP COLUMN name_en;
  `.execute(db);
}
