/** In-app messages. */
import type { DbOrTx } from '../../db/database';

export async function countUnread(db: DbOrTx, uid: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient_uid', '=', uid)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
