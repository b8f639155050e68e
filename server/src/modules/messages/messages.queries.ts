/** In-app messages. */
import type { DbOrTx } from '../../db/database';
import { countRows } from '../../db/count-rows';

export function countUnread(db: DbOrTx, uid: string): Promise<number> {
  return countRows(db.selectFrom('messages').where('recipient_uid', '=', uid).where('read_at', 'is', null));
}
