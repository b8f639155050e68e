/** The messages table as delivery's outbox: rows not yet planned, and a user's messages over a digest's span. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

export interface OutboxMessage {
  id: string;
  recipient_uid: string;
  type: number;
  title: string;
  content: string;
  link: string;
  created_at: Date;
}

/**
 * Marks up to `batch` unplanned messages planned and answers them, oldest first. Rows are picked FOR UPDATE SKIP
 * LOCKED, so planners in several processes never take the same message; the caller plans them in the same
 * transaction, so a crash before commit leaves them unplanned.
 */
export async function claimUnplanned(tx: DbOrTx, now: Date, batch: number): Promise<OutboxMessage[]> {
  const { rows } = await sql<OutboxMessage>`
    UPDATE messages SET planned_at = ${now}
     WHERE id IN (SELECT id FROM messages WHERE planned_at IS NULL ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    RETURNING id, recipient_uid, type, title, content, link, created_at`.execute(tx);
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

export function messagesByIds(db: DbOrTx, ids: string[]): Promise<OutboxMessage[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('messages').select(['id', 'recipient_uid', 'type', 'title', 'content', 'link', 'created_at']).where('id', 'in', ids).execute();
}

/** A user's messages created after `since` up to and including `until`, oldest first. */
export function messagesBetween(db: DbOrTx, uid: string, since: Date, until: Date, limit: number): Promise<OutboxMessage[]> {
  return db
    .selectFrom('messages')
    .select(['id', 'recipient_uid', 'type', 'title', 'content', 'link', 'created_at'])
    .where('recipient_uid', '=', uid)
    .where('created_at', '>', since)
    .where('created_at', '<=', until)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
