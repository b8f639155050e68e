/** In-app messages (spec §3 "Unread counts", §4 message types 1 application, 2 approval, 3 notification, 4 urging). */
import type { Message } from '../../../../contract/calls/messages';
import { messageLink, type MessageAbout } from '../../../../contract/rules/message-target';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import type { OwnershipResolver } from '../area-module';
import * as q from './messages.queries';
import { unreadCounts } from './unread-counts';

const TYPES = [1, 2, 3, 4] as const;
export type MessageType = (typeof TYPES)[number];

export interface NewMessage {
  to: string;
  type: MessageType;
  title: string;
  content?: string;
  /** The application or notice it is about, from which its page is derived (contract/rules/message-target.ts). */
  about?: MessageAbout;
}

function rowOf(m: NewMessage): q.MessageRow {
  return { to: m.to, type: m.type, title: m.title, content: m.content, about_kind: m.about?.kind, about_id: m.about?.id, link: m.about ? messageLink(m.about) : '' };
}

/** Stores messages, inside the caller's transaction so they exist exactly when the change that caused them does. */
export async function sendMessages(db: DbOrTx, messages: NewMessage[]): Promise<void> {
  if (!messages.length) return;
  await q.insertMessages(db, messages.map(rowOf));
  unreadCounts.changed(db, messages.map((m) => m.to));
}

/** `sendMessages` as a statement for the caller to run within its own transaction `db` (one round trip for a whole change). */
export function messagesInsertion(db: DbOrTx, messages: NewMessage[]) {
  unreadCounts.changed(db, messages.map((m) => m.to));
  return q.messagesInsertion(messages.map(rowOf));
}

function countUnreadByType(db: DbOrTx, uid: string): Promise<Record<string, number>> {
  return unreadCounts.get(db, uid, async () => {
    const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
    for (const row of await q.unreadByType(db, uid)) counts[String(row.type)] = Number(row.n);
    return counts;
  });
}

/** Unread messages per type, every type present (spec §4: 1 application, 2 approval, 3 notification, 4 urging). */
export async function unreadByType(db: DbOrTx, uid: string): Promise<Record<string, number>> {
  return { ...(await countUnreadByType(db, uid)) };
}

/** The user's newest messages, read or not (the personal home's recent activity). */
export async function latestMessages(db: DbOrTx, uid: string, limit: number) {
  return (await q.latest(db, uid, limit)).map((m) => ({ id: String(m.id), type: m.type, title: m.title, created: campusDateTime(m.created_at), is_read: m.read_at ? 1 : 0 }));
}

/** All unread messages (getunreadData.messagge): the sum of `unreadByType`, so the two never disagree. */
export async function unreadMessageCount(db: DbOrTx, uid: string): Promise<number> {
  const counts = await countUnreadByType(db, uid);
  return TYPES.reduce((sum, type) => sum + counts[type], 0);
}

/** A page of the user's messages of one type, newest first. */
export async function messageList(db: DbOrTx, uid: string, type: MessageType, page: { p: number; pageSize: number }): Promise<{ list: Message[]; total: number }> {
  const { rows, total } = await q.messagePage(db, uid, type, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  const list = rows.map(
    (r): Message => ({
      id: String(r.id),
      type: r.type as MessageType,
      title: r.title,
      content: r.content,
      created: campusDateTime(r.created_at),
      is_read: r.read_at ? 1 : 0,
      about: r.about_kind ? { kind: r.about_kind as MessageAbout['kind'], id: r.about_id } : { kind: '', id: '' },
    }),
  );
  return { list, total };
}

/** Marks the user's message `id` read (the ownership guard has checked it is theirs). */
export async function readMessage(db: DbOrTx, uid: string, id: string): Promise<void> {
  if ((await q.markRead(db, uid, { id })) > 0) unreadCounts.changed(db, [uid]);
}

/** Marks every unread message of the user's (of one type when given) read; answers how many. */
export async function readAllMessages(db: DbOrTx, uid: string, type: MessageType | undefined): Promise<number> {
  const read = await q.markRead(db, uid, { type });
  if (read > 0) unreadCounts.changed(db, [uid]);
  return read;
}

/** The ownership guard's answer for messages: each is its recipient's alone; ids that cannot be row ids never reach the database. */
export const mayTouchMessages: OwnershipResolver = async (db, user, ids) => {
  if (ids.length === 0) return true;
  if (!ids.every((id) => /^[1-9][0-9]{0,17}$/.test(id))) return false;
  const own = new Set(await q.ownMessageIds(db, ids, user.uid));
  return ids.every((id) => own.has(id));
};
