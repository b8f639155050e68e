/**
 * The back office edits the catalogue: services (and folders), categories and themes carry a version for optimistic
 * locking, with who saved it last and when (the rows already there count as saved now, by nobody named). Frozen in
 * time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE apps
      ADD COLUMN version     integer NOT NULL DEFAULT 1,
      ADD COLUMN updated_by  text,
      ADD COLUMN updated_at  timestamptz NOT NULL DEFAULT now();
    ALTER TABLE app_categories
      ADD COLUMN version     integer NOT NULL DEFAULT 1,
      ADD COLUMN updated_by  text,
      ADD COLUMN updated_at  timestamptz NOT NULL DEFAULT now();
    ALTER TABLE app_themes
      ADD COLUMN version     integer NOT NULL DEFAULT 1,
      ADD COLUMN updated_by  text,
      ADD COLUMN updated_at  timestamptz NOT NULL DEFAULT now();
    CREATE INDEX apps_category_sort ON apps (category_id, sort, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS apps_category_sort;
    ALTER TABLE app_themes DROP COLUMN version, DROP COLUMN updated_by, DROP COLUMN updated_at;
    ALTER TABLE app_categories DROP COLUMN version, DROP COLUMN updated_by, DROP COLUMN updated_at;
    ALTER TABLE apps DROP COLUMN version, DROP COLUMN updated_by, DROP COLUMN updated_at;
  `.execute(db);
}
