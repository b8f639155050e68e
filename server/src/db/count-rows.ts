/** The number of rows a filtered query matches (counts come back as numbers: see the INT8 parser in connect.ts). */
import type { SelectQueryBuilder } from 'kysely';

export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  // Kysely cannot name the selected column's type through a generic builder; the selection is ours, so it is { n }.
  const row = (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}
