import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

/** Pending jobs already due, and how long the oldest of them has waited (through the due-job index). */
export async function dueBacklog(db: DbOrTx, now: Date): Promise<{ due: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('jobs')
    .select([sql<number>`count(*)::int`.as('due'), sql<Date | null>`min(run_at)`.as('oldest')])
    .where('state', '=', 'pending')
    .where('run_at', '<=', now)
    .executeTakeFirstOrThrow();
  return { due: Number(row.due), oldest: row.oldest ? new Date(row.oldest) : null };
}
