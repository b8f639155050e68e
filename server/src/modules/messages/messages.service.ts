/** Messages and the unread badge counts (spec §3 "Unread counts"). */
import type { DbOrTx } from '../../db/database';
import { openTaskCount } from '../matters/matters.service';
import * as q from './messages.queries';

export async function unreadCounts(db: DbOrTx, uid: string): Promise<{ messagge: number; my_todo: number }> {
  const [messages, todo] = await Promise.all([q.countUnread(db, uid), openTaskCount(db, uid)]);
  return { messagge: messages, my_todo: todo };
}
