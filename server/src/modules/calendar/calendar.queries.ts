/** The campus calendar's days and settings. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { DayKind } from '../../workflow/working-time';

export interface DayRow {
  day: string;
  kind: DayKind;
  name: string;
  name_en: string;
}

/** Days from `from` to `to` ('YYYY-MM-DD', both included), in order. */
export function daysBetween(db: DbOrTx, from: string, to: string): Promise<DayRow[]> {
  return db
    .selectFrom('calendar_days')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'kind', 'name', 'name_en'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('calendar_days.day')
    .execute();
}

export async function saveDays(db: DbOrTx, rows: readonly DayRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('calendar_days')
    .values([...rows])
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({ kind: eb.ref('excluded.kind'), name: eb.ref('excluded.name'), name_en: eb.ref('excluded.name_en') })),
    )
    .execute();
}

export async function deleteDay(db: DbOrTx, day: string): Promise<void> {
  await db.deleteFrom('calendar_days').where('day', '=', day).execute();
}

export async function setting(db: DbOrTx, key: string): Promise<unknown> {
  const row = await db.selectFrom('calendar_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function saveSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('calendar_settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: sql`now()` }))
    .execute();
}
