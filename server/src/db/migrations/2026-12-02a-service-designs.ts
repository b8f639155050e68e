/**
 * The designers' drafts and releases (the designer area):
 * - service_designs: one draft per service, its form and process as the designers left them, saved at a version;
 * - service_releases: each publication of a service's form and process together, numbered per service, with who
 *   published it; applications keep the form and process versions they started with, so a release never changes.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE service_designs (
      app_id      integer PRIMARY KEY REFERENCES apps(id) ON DELETE CASCADE,
      form        jsonb NOT NULL,
      process     jsonb NOT NULL,
      version     integer NOT NULL DEFAULT 1 CHECK (version >= 1),
      updated_by  text NOT NULL,
      updated_at  timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE service_releases (
      id                  serial PRIMARY KEY,
      app_id              integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      release             integer NOT NULL CHECK (release >= 1),
      form_version_id     integer REFERENCES form_versions(id),
      process_version_id  integer REFERENCES process_versions(id),
      published_by        text,
      published_at        timestamptz NOT NULL DEFAULT now(),
      UNIQUE (app_id, release)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE service_releases, service_designs`.execute(db);
}
