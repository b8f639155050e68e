/** In-app messages. */
import type { DbOrTx } from '../../db/database';
import { countRows } from '../../db/count-rows';

export function countUnread(db: DbOrTx, uid: string): Promise<number> {
  return countRows(db.selectFrom('messages').where('recipient_uid', '=', uid).where('read_at', 'is', null));
}

export async function insertMessages(db: DbOrTx, messages: { to: string; type: number; title: string; content?: string; link?: string }[]): Promise<void> {
  await db
    .insertInto('messages')
    .values(messages.map((m) => ({ recipient_uid: m.to, type: m.type, title: m.title, content: m.content ?? '', link: m.link ?? '' })))
    .execute();
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
