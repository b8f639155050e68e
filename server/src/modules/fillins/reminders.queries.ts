/** Reminders of the people missing in a period: the last one of each scope, and of each person. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

/**
 * Takes a scope's reminder for now, unless the last one was less than `intervalMinutes` ago: a conditional upsert, so
 * of two reminders at once only one is taken. True when taken.
 */
export async function claimScope(
  db: DbOrTx,
  r: { missionId: number; periodNum: number; scope: string; at: Date; byUid: string | null; reminded: number; intervalMinutes: number },
): Promise<boolean> {
  const { rows } = await sql<{ scope: string }>`
    INSERT INTO fillin_reminders AS r (mission_id, period_num, scope, reminded_at, by_uid, reminded)
    VALUES (${r.missionId}, ${r.periodNum}, ${r.scope}, ${r.at}, ${r.byUid}, ${r.reminded})
    ON CONFLICT (mission_id, period_num, scope) DO UPDATE SET reminded_at = excluded.reminded_at, by_uid = excluded.by_uid, reminded = excluded.reminded
    WHERE r.reminded_at <= excluded.reminded_at - make_interval(mins => ${r.intervalMinutes}::int)
    RETURNING scope`.execute(db);
  return rows.length === 1;
}

export function scopeReminder(db: DbOrTx, missionId: number, periodNum: number, scope: string) {
  return db
    .selectFrom('fillin_reminders')
    .select(['reminded_at', 'reminded'])
    .where('mission_id', '=', missionId)
    .where('period_num', '=', periodNum)
    .where('scope', '=', scope)
    .executeTakeFirst();
}

export async function markReminded(db: DbOrTx, missionId: number, periodNum: number, uids: string[], at: Date): Promise<void> {
  if (uids.length === 0) return;
  await sql`INSERT INTO fillin_person_reminders (mission_id, period_num, uid, reminded_at)
    SELECT ${missionId}::int, ${periodNum}::int, uid, ${at}::timestamptz FROM unnest(${uids}::text[]) AS uid
    ON CONFLICT (mission_id, period_num, uid) DO UPDATE SET reminded_at = excluded.reminded_at`.execute(db);
}

export function remindedAt(db: DbOrTx, missionId: number, periodNum: number, uids: string[]) {
  return db
    .selectFrom('fillin_person_reminders')
    .select(['uid', 'reminded_at'])
    .where('mission_id', '=', missionId)
    .where('period_num', '=', periodNum)
    .where('uid', '=', sql<string>`ANY(${uids}::text[])`)
    .execute();
}
