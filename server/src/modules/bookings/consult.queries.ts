/** Counsellors' consultation resources and the hours they publish. */
import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { BookingResourcesTable } from './bookings.table';

const range = (from: Date, to: Date) => sql<string>`tstzrange(${from}, ${to}, '[)')`;

export function consultResourceOf(db: DbOrTx, uid: string) {
  return db.selectFrom('booking_resources').selectAll().where('counsellor_uid', '=', uid).executeTakeFirst();
}

/** The counsellor's resource with its one unit, made once (a concurrent first publish keeps the first). */
export async function ensureConsultResource(db: DbOrTx, row: Insertable<BookingResourcesTable> & { counsellor_uid: string }, unitLabel: string): Promise<number> {
  const made = await db.insertInto('booking_resources').values(row).onConflict((oc) => oc.column('counsellor_uid').doNothing()).returning('id').executeTakeFirst();
  if (made) {
    await db.insertInto('booking_units').values({ resource_id: made.id, label: unitLabel }).execute();
    return made.id;
  }
  return (await consultResourceOf(db, row.counsellor_uid))!.id;
}

/** Published hours that begin in a time range, in order. */
export function hoursIn(db: DbOrTx, resourceIds: number[], from: Date, to: Date) {
  return db
    .selectFrom('consult_hours')
    .select(['id', 'resource_id', 'location', sql<Date>`lower(during)`.as('starts_at'), sql<Date>`upper(during)`.as('ends_at')])
    .where('resource_id', 'in', resourceIds.length ? resourceIds : [0])
    .where(sql<boolean>`lower(during) >= ${from} AND lower(during) < ${to}`)
    .orderBy(sql`lower(during)`)
    .execute();
}

/** Adds hours; undefined when they overlap hours of the resource already published (the exclusion constraint). */
export async function insertHours(db: DbOrTx, resourceId: number, from: Date, to: Date, location: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO consult_hours (resource_id, during, location) VALUES (${resourceId}, ${range(from, to)}, ${location})
    ON CONFLICT DO NOTHING RETURNING id`.execute(db);
  return rows[0]?.id;
}

/** Removes the resource's hours; their range, or undefined when it has no such hours. */
export function deleteHours(db: DbOrTx, resourceId: number, id: number) {
  return db
    .deleteFrom('consult_hours')
    .where('id', '=', id)
    .where('resource_id', '=', resourceId)
    .returning([sql<Date>`lower(during)`.as('starts_at'), sql<Date>`upper(during)`.as('ends_at')])
    .executeTakeFirst();
}
