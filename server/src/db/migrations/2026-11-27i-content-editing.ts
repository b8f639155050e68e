/**
 * The back office edits banners, header and footer links, hot keywords, notice categories and notices: each gets
 * optimistic locking (`version`, raised by every save; `updated_by`, `updated_at`: who saved the current version and
 * when, named to the one whose save came too late). Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

const TABLES = ['banners', 'links', 'hot_keywords', 'notice_categories', 'notices'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN updated_by text,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN version, DROP COLUMN updated_by, DROP COLUMN updated_at`.execute(db);
  }
}
