/** Visit counts per campus day. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

/** One more hit for the visitor today on this terminal. */
export async function countVisit(db: DbOrTx, agent: 'pc' | 'mobile', visitor: string): Promise<void> {
  await db
    .insertInto('visit_days')
    .values({ agent, visitor })
    .onConflict((oc) => oc.columns(['day', 'agent', 'visitor']).doUpdateSet({ hits: sql`visit_days.hits + 1` }))
    .execute();
}
