/**
 * Site settings edited in the back office: each key/value row carries a version raised by every save (optimistic
 * locking on the whole settings record, the row 'site'), and who saved it last. Frozen in time: later changes are new
 * migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE site_settings
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN updated_by text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE site_settings DROP COLUMN IF EXISTS version, DROP COLUMN IF EXISTS updated_by;
  `.execute(db);
}
