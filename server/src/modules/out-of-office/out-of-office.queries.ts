/** Periods away and their agents. */
import type { DbOrTx } from '../../db/database';

/** Who of `uids` is away at `at`, and their agent. */
export function awayAt(db: DbOrTx, uids: string[], at: Date) {
  if (uids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('out_of_office')
    .select(['uid', 'agent_uid'])
    .where('uid', 'in', uids)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .execute();
}

export function insertOutOfOffice(db: DbOrTx, row: { uid: string; agent_uid: string; starts_at: Date; ends_at: Date; reason: string }) {
  return db.insertInto('out_of_office').values(row).returning('id').executeTakeFirstOrThrow();
}

export function outOfOffice(db: DbOrTx, id: string) {
  return db.selectFrom('out_of_office').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function cancelOutOfOffice(db: DbOrTx, id: string): Promise<void> {
  await db.updateTable('out_of_office').set({ cancelled_at: new Date() }).where('id', '=', id).execute();
}

export function outOfOfficeOf(db: DbOrTx, uid: string) {
  return db
    .selectFrom('out_of_office as o')
    .select(['o.id', 'o.uid', 'o.agent_uid', 'o.starts_at', 'o.ends_at', 'o.reason', 'o.cancelled_at'])
    .where((eb) => eb.or([eb('o.uid', '=', uid), eb('o.agent_uid', '=', uid)]))
    .orderBy('o.starts_at', 'desc')
    .limit(50)
    .execute();
}

/** Of `ids`, the user's own periods away. */
export async function ownAbsenceIds(db: DbOrTx, ids: readonly string[], uid: string): Promise<string[]> {
  const rows = await db.selectFrom('out_of_office').select('id').where('id', 'in', ids).where('uid', '=', uid).execute();
  return rows.map((r) => String(r.id));
}
