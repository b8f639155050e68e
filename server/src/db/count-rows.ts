/** The number of rows a filtered query matches (counts come back as numbers: see the INT8 parser in connect.ts). */
import { sql, type SelectQueryBuilder } from 'kysely';

export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  // Kysely cannot name the selected column's type through a generic builder; the selection is ours, so it is { n }.
  const row = (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}

/**
 * One page of rows and how many rows the filter matches, in one statement: the count rides along as a scalar subquery
 * that PostgreSQL runs once (often from an index alone). `page` is the page's query, offset and limit applied, and
 * `filtered` the filter it pages through. Only a page past the end, which has no row to carry the count, costs a
 * second statement.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, FDB, FTB extends keyof FDB>(
  page: SelectQueryBuilder<DB, TB, O>,
  filtered: SelectQueryBuilder<FDB, FTB, object>,
  offset: number,
): Promise<{ rows: O[]; total: number }> {
  const count = filtered.select((eb) => eb.fn.countAll<number>().as('n'));
  const found = (await page.select(sql<string>`(${count})`.as('total_rows')).execute()) as (O & { total_rows: number | string })[];
  if (found.length === 0) return { rows: [], total: offset === 0 ? 0 : await countRows(filtered) };
  return { rows: found.map(({ total_rows: _, ...row }) => row as O), total: Number(found[0].total_rows) };
}
