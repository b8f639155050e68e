/** In-app messages (spec §3 "Unread counts", §4 message types 1 application, 2 approval, 3 notification, 4 urging). */
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import * as q from './messages.queries';

export function unreadMessageCount(db: DbOrTx, uid: string): Promise<number> {
  return q.countUnread(db, uid);
}

export interface NewMessage {
  to: string;
  type: 1 | 2 | 3 | 4;
  title: string;
  content?: string;
  link?: string;
}

/** Stores messages, inside the caller's transaction so they exist exactly when the change that caused them does. */
export async function sendMessages(db: DbOrTx, messages: NewMessage[]): Promise<void> {
  if (messages.length) await q.insertMessages(db, messages);
}

/** `sendMessages` as a statement for the caller to run within its own (one round trip for a whole change). */
export const messagesInsertion = (messages: NewMessage[]) => q.messagesInsertion(messages);

/** Unread messages per type, every type present (spec §4: 1 application, 2 approval, 3 notification, 4 urging). */
export async function unreadByType(db: DbOrTx, uid: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const row of await q.unreadByType(db, uid)) counts[String(row.type)] = Number(row.n);
  return counts;
}

/** The user's newest messages, read or not (the personal home's recent activity). */
export async function latestMessages(db: DbOrTx, uid: string, limit: number) {
  return (await q.latest(db, uid, limit)).map((m) => ({ id: String(m.id), type: m.type, title: m.title, created: campusDateTime(m.created_at), is_read: m.read_at ? 1 : 0 }));
}
