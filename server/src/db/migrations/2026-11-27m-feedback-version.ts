/**
 * Feedback replies under optimistic locking: two administrators answering one feedback at once cannot overwrite each
 * other's reply unseen. The replier sends the version they read; the save raises it in the same statement. Frozen in
 * time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE feedback
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN updated_by text,
      ADD COLUMN updated_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE feedback DROP COLUMN IF EXISTS version, DROP COLUMN IF EXISTS updated_by, DROP COLUMN IF EXISTS updated_at;
  `.execute(db);
}
