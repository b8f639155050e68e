/** In-app messages. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { countRows } from '../../db/count-rows';

export function countUnread(db: DbOrTx, uid: string): Promise<number> {
  return countRows(db.selectFrom('messages').where('recipient_uid', '=', uid).where('read_at', 'is', null));
}

/**
 * The statement that stores messages, to run alone or inside a larger statement (a data-modifying WITH). The rows go
 * as one JSON parameter, so the text is the same for any number of them.
 */
export function messagesInsertion(messages: { to: string; type: number; title: string; content?: string; link?: string }[]) {
  const rows = messages.map((m) => ({ recipient_uid: m.to, type: m.type, title: m.title, content: m.content ?? '', link: m.link ?? '' }));
  return sql`INSERT INTO messages (recipient_uid, type, title, content, link)
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS m(recipient_uid text, type int, title text, content text, link text)`;
}

export async function insertMessages(db: DbOrTx, messages: Parameters<typeof messagesInsertion>[0]): Promise<void> {
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
