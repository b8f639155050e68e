/** Applicants' star ratings of their ended applications, and the averages read from them. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

export function ratingOf(db: DbOrTx, instanceId: string) {
  return db.selectFrom('application_ratings').select(['stars', 'comment']).where('instance_id', '=', instanceId).executeTakeFirst();
}

/** Rates an application, or rates it again (the rating replaces the last one, with its time). */
export async function saveRating(db: DbOrTx, r: { instance_id: string; app_id: number; uid: string; stars: number; comment: string }): Promise<void> {
  await db
    .insertInto('application_ratings')
    .values(r)
    .onConflict((oc) => oc.column('instance_id').doUpdateSet({ stars: r.stars, comment: r.comment, rated_at: sql`now()` }))
    .execute();
}

/** A service's average rating, to one decimal (0 with none). */
export async function averageStars(db: DbOrTx, appId: number): Promise<number> {
  const row = await db
    .selectFrom('application_ratings')
    .select(sql<string | null>`round(avg(stars), 1)`.as('average'))
    .where('app_id', '=', appId)
    .executeTakeFirstOrThrow();
  return Number(row.average ?? 0);
}

/** Ratings given within [from, to), by service: how many, and the sum of their stars. */
export function ratingsBetween(db: DbOrTx, from: Date, to: Date, appIds: readonly number[] | undefined) {
  let q = db
    .selectFrom('application_ratings')
    .select(['app_id', (eb) => eb.fn.countAll<string>().as('ratings'), (eb) => eb.fn.sum<string>('stars').as('stars')])
    .where('rated_at', '>=', from)
    .where('rated_at', '<', to)
    .groupBy('app_id');
  if (appIds) q = appIds.length ? q.where('app_id', 'in', appIds) : q.where(sql<boolean>`false`);
  return q.execute();
}
