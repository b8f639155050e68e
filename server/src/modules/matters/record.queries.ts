/** One application read for its record (printed records and receipts): no lock, no participant filter. */
import type { DbOrTx } from '../../db/database';

export function instanceRecord(db: DbOrTx, id: string) {
  return db
    .selectFrom('process_instances')
    .select(['id', 'app_id', 'state', 'process_version_id', 'form_version_id', 'creator_uid', 'title', 'status', 'created_at', 'finished_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
