/** The search click log and the configured hot keywords. */
import type { Audience } from '../../../../contract/rules/audience';
import type { Insertable } from 'kysely';
import type { Database, DbOrTx } from '../../db/database';

/** One row per clicker per day per name: a second click the same day changes nothing. */
export async function recordClick(db: DbOrTx, click: { audience: Audience; name: string; clicker: string }): Promise<void> {
  await db.insertInto('search_clicks').values(click).onConflict((oc) => oc.doNothing()).execute();
}

/** Names clicked by the most people of the audience since the campus day `since` (YYYY-MM-DD). */
export function mostClicked(db: DbOrTx, audience: Audience, since: string, limit: number) {
  return db
    .selectFrom('search_clicks')
    .select(['name', (eb) => eb.fn.countAll<number>().as('clickers')])
    .where('audience', '=', audience)
    .where('day', '>=', since)
    .groupBy('name')
    .orderBy('clickers', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}

export function configuredKeywords(db: DbOrTx, limit: number, searchType?: number) {
  let q = db.selectFrom('hot_keywords').select('keyword').orderBy('sort').orderBy('id').limit(limit);
  if (searchType !== undefined) q = q.where('search_type', '=', searchType);
  return q.execute();
}

/** Writes configured hot keywords (the demo campus's). */
export async function insertHotKeywords(db: DbOrTx, rows: Insertable<Database['hot_keywords']>[]): Promise<void> {
  await db.insertInto('hot_keywords').values(rows).execute();
}
