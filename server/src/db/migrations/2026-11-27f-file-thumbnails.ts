/** Thumbnails of uploaded pictures (upload with thumb=1), stored beside the original. Frozen in time: later changes are new migrations. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE files ADD COLUMN thumb_stored_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE files DROP COLUMN IF EXISTS thumb_stored_name`.execute(db);
}
