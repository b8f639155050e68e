/**
 * The campus calendar that SLA clocks run on: dated exceptions to the working week (public holidays, vacations and
 * make-up workdays, one row a day) and settings such as the weekly working hours, all edited by administrators.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calendar_days (
      day      date PRIMARY KEY,
      kind     text NOT NULL CHECK (kind IN ('holiday', 'vacation', 'workday')),
      name     text NOT NULL DEFAULT '',
      name_en  text NOT NULL DEFAULT ''
    );

    CREATE TABLE calendar_settings (
      key         text PRIMARY KEY,
      value       jsonb NOT NULL,
      updated_at  timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS calendar_settings, calendar_days`.execute(db);
}
