/**
 * The no-show penalty: a person with no_show_limit no-shows at a resource within the last no_show_block_days may not
 * book there until enough of them fall out of that window.
 */
import type { DbOrTx } from '../../db/database';
import * as q from './bookings.queries';
import type { ResourceRow } from './resources.queries';

const DAY = 86_400_000;

/** When the person's block at the resource ends; null when they are not blocked. */
export async function blockedUntil(db: DbOrTx, uid: string, resource: Pick<ResourceRow, 'id' | 'no_show_limit' | 'no_show_block_days'>, now: Date): Promise<Date | null> {
  const { no_show_limit: limit, no_show_block_days: days } = resource;
  if (limit <= 0 || days <= 0) return null;
  const ends = await q.noShowsSince(db, uid, resource.id, new Date(now.getTime() - days * DAY));
  // Latest first: the block lasts until the limit-th latest no-show leaves the window.
  return ends.length >= limit ? new Date(ends[limit - 1].getTime() + days * DAY) : null;
}
