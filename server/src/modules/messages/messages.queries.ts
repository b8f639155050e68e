/** In-app messages. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { countRows, pageWithTotal } from '../../db/count-rows';

export function countUnread(db: DbOrTx, uid: string): Promise<number> {
  return countRows(db.selectFrom('messages').where('recipient_uid', '=', uid).where('read_at', 'is', null));
}

export interface MessageRow {
  to: string;
  type: number;
  title: string;
  content?: string;
  about_kind?: string;
  about_id?: string;
  link?: string;
}

/**
 * The statement that stores messages, to run alone or inside a larger statement (a data-modifying WITH). The rows go
 * as one JSON parameter, so the text is the same for any number of them.
 */
export function messagesInsertion(messages: MessageRow[]) {
  const rows = messages.map((m) => ({
    recipient_uid: m.to,
    type: m.type,
    title: m.title,
    content: m.content ?? '',
    about_kind: m.about_kind ?? '',
    about_id: m.about_id ?? '',
    link: m.link ?? '',
  }));
  return sql`INSERT INTO messages (recipient_uid, type, title, content, about_kind, about_id, link)
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS m(recipient_uid text, type int, title text, content text, about_kind text, about_id text, link text)`;
}

export async function insertMessages(db: DbOrTx, messages: MessageRow[]): Promise<void> {
  await messagesInsertion(messages).execute(db);
}

export function unreadByType(db: DbOrTx, uid: string) {
  return db
    .selectFrom('messages')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('recipient_uid', '=', uid)
    .where('read_at', 'is', null)
    .groupBy('type')
    .execute();
}

export function latest(db: DbOrTx, uid: string, limit: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'type', 'title', 'read_at', 'created_at'])
    .where('recipient_uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A page of the user's messages of one type, newest first, and how many there are. */
export function messagePage(db: DbOrTx, uid: string, type: number, page: { offset: number; limit: number }) {
  const filtered = db.selectFrom('messages').where('recipient_uid', '=', uid).where('type', '=', type);
  const rows = filtered
    .select(['id', 'type', 'title', 'content', 'created_at', 'read_at', 'about_kind', 'about_id'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
  return pageWithTotal(rows, filtered, page.offset);
}

/** Of `ids` (row ids), those that are `uid`'s. */
export async function ownMessageIds(db: DbOrTx, ids: readonly string[], uid: string): Promise<string[]> {
  const rows = await db.selectFrom('messages').select('id').where('id', 'in', ids).where('recipient_uid', '=', uid).execute();
  return rows.map((r) => String(r.id));
}

/** Marks the user's unread messages read: one (`id`), of one type, or all; answers how many were newly marked. */
export async function markRead(db: DbOrTx, uid: string, which: { id?: string; type?: number }): Promise<number> {
  let query = db.updateTable('messages').set({ read_at: sql`now()` }).where('recipient_uid', '=', uid).where('read_at', 'is', null);
  if (which.id !== undefined) query = query.where('id', '=', which.id);
  if (which.type !== undefined) query = query.where('type', '=', which.type);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
