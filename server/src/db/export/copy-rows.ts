/**
 * Copies rows and sequence positions from one database to another. Every value travels in its text form, the one
 * COPY and pg_dump use, and is cast back to its column's type on the target: jsonb, arrays, ranges, bytea, numeric
 * and timestamps come back exactly, where the driver's JavaScript values would round times to milliseconds and
 * large numbers to doubles. Values are always parameters, never part of the SQL text.
 */
import { sql } from 'kysely';
import type { Db } from '../database';
import type { Table } from './catalogue';

/** Makes the source write values in forms its input functions read back unchanged, whatever the server's defaults. */
export async function useExactTextForms(source: Db): Promise<void> {
  await sql`SELECT set_config('datestyle', 'ISO', true), set_config('intervalstyle', 'postgres', true), set_config('extra_float_digits', '3', true)`.execute(source);
}

/**
 * Copies one table's rows, `batchSize` at a time through a cursor so that a table of any size passes through
 * memory one batch at a time: one INSERT per batch, each column's values as one text array unnested on the target.
 * Runs inside a transaction on the source (a cursor lives in one) and returns the number of rows copied.
 */
export async function copyTable(source: Db, target: Db, table: Table, batchSize: number): Promise<number> {
  const { columns } = table;
  const asText = sql.join(columns.map((c) => sql`${sql.id(c.name)}::text AS ${sql.id(c.name)}`));
  await sql`DECLARE export_rows NO SCROLL CURSOR FOR SELECT ${asText} FROM ${sql.id(table.name)}`.execute(source);

  const names = sql.join(columns.map((c) => sql.id(c.name)));
  const slots = columns.map((_, i) => sql.id(`c${i}`));
  const typed = sql.join(columns.map((c, i) => sql`${slots[i]}::${sql.raw(c.type)}`));
  let copied = 0;
  for (;;) {
    const { rows } = await sql<Record<string, string | null>>`FETCH ${sql.lit(batchSize)} FROM export_rows`.execute(source);
    if (rows.length === 0) break;
    const arrays = sql.join(columns.map((c) => sql`${rows.map((row) => row[c.name])}::text[]`));
    // OVERRIDING SYSTEM VALUE: an identity column GENERATED ALWAYS takes the source's value too.
    await sql`
      INSERT INTO ${sql.id(table.name)} (${names}) OVERRIDING SYSTEM VALUE
      SELECT ${typed} FROM unnest(${arrays}) AS u(${sql.join(slots)})`.execute(target);
    copied += rows.length;
  }
  await sql`CLOSE export_rows`.execute(source);
  return copied;
}

/** Sets each sequence on the target where it stands on the source, so new rows take the next free ids. */
export async function copySequences(source: Db, target: Db, sequences: string[]): Promise<void> {
  for (const name of sequences) {
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`SELECT last_value::text AS last_value, is_called FROM ${sql.id(name)}`.execute(source);
    const [at] = rows;
    await sql`SELECT setval(quote_ident(${name})::regclass, ${at.last_value}::bigint, ${at.is_called})`.execute(target);
  }
}
