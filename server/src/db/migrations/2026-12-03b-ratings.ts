/**
 * Applicants' star ratings of how an ended application was handled (one per application, replaced when rated again),
 * from which a service's star is its average and efficiency supervision's satisfaction is counted over a period.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE application_ratings (
      instance_id bigint PRIMARY KEY REFERENCES process_instances (id) ON DELETE CASCADE,
      app_id integer NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
      uid text NOT NULL,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      comment text NOT NULL DEFAULT '',
      rated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX application_ratings_app_idx ON application_ratings (app_id) INCLUDE (stars)`.execute(db);
  await sql`CREATE INDEX application_ratings_rated_idx ON application_ratings (rated_at) INCLUDE (app_id, stars)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE application_ratings`.execute(db);
}
