/** Which CAS ticket opened which session (hashes only). */
import type { DbOrTx } from '../../../db/database';

/** Links a ticket to the session it opened; false when the ticket opened one before. */
export async function insertCasSession(db: DbOrTx, row: { ticketHash: string; tokenHash: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('cas_sessions')
    .values({ ticket_hash: row.ticketHash, token_hash: row.tokenHash })
    .onConflict((oc) => oc.doNothing())
    .returning('ticket_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function sessionOfTicket(db: DbOrTx, ticketHash: string) {
  return db.selectFrom('cas_sessions').select('token_hash').where('ticket_hash', '=', ticketHash).executeTakeFirst();
}

export async function isCasSession(db: DbOrTx, tokenHash: string): Promise<boolean> {
  return (await db.selectFrom('cas_sessions').select('ticket_hash').where('token_hash', '=', tokenHash).executeTakeFirst()) !== undefined;
}

export function deleteBySession(db: DbOrTx, tokenHash: string) {
  return db.deleteFrom('cas_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Links older than any session can live point at nothing. */
export function deleteOlderThan(db: DbOrTx, before: Date) {
  return db.deleteFrom('cas_sessions').where('created_at', '<', before).execute();
}
