/**
 * Notices are listed and searched newest first with the id breaking ties (stable pages). Indexes in exactly that
 * order let a page or the newest notices be read straight off the index instead of sorting a whole kind or category
 * (tens of milliseconds at 50,000 notices).
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX notices_kind_time_idx;
    CREATE INDEX notices_kind_time_idx ON notices (kind, send_time DESC, id DESC) WHERE published;
    DROP INDEX notices_category_time_idx;
    CREATE INDEX notices_category_time_idx ON notices (category_id, send_time DESC, id DESC) WHERE published;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX notices_category_time_idx;
    CREATE INDEX notices_category_time_idx ON notices (category_id, send_time DESC);
    DROP INDEX notices_kind_time_idx;
    CREATE INDEX notices_kind_time_idx ON notices (kind, send_time DESC) WHERE published;
  `.execute(db);
}
