/**
 * What an export reads from a database's catalogue: the tables of the current schema with the columns a copy
 * writes, and the sequences. Read there, not listed by hand, so a table or sequence a migration adds is copied
 * without anyone having to remember it.
 */
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db } from '../database';

/** Kysely's record of the migrations run: the target's migrator writes its own, so these are not copied. */
const bookkeeping = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

export interface Column {
  name: string;
  /** As SQL spells it (format_type), ready for a cast: `timestamp with time zone`, `numeric(2,1)`, `text[]`. */
  type: string;
}

export interface Table {
  name: string;
  columns: Column[];
}

/** The tables of the current schema but the migrator's, by name, with their columns in order. Generated columns are left out: the target computes them. */
export async function tablesOf(db: Db): Promise<Table[]> {
  const { rows } = await sql<Table>`
    SELECT c.relname AS name,
           json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname::text <> ALL (${bookkeeping}::text[])
     GROUP BY c.relname
     ORDER BY c.relname`.execute(db);
  return rows;
}

/** The sequences of the current schema: serial and identity columns' and any other. */
export async function sequencesOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'S' ORDER BY relname`.execute(db);
  return rows.map((r) => r.name);
}
