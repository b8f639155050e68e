/**
 * The no-show penalty: a person with no_show_limit no-shows at a resource within the last no_show_block_days may not
 * book there until enough of them fall out of that window.
 */
import type { DbOrTx } from '../../db/database';
import * as q from './bookings.queries';
import type { ResourceRow } from './resources.queries';

const DAY = 86_400_000;

type Rule = Pick<ResourceRow, 'id' | 'no_show_limit' | 'no_show_block_days'>;

/** When each blocked person's block at the resource ends, by uid; people not blocked have no entry. */
export async function blocksOf(db: DbOrTx, uids: readonly string[], resource: Rule, now: Date): Promise<Map<string, Date>> {
  const { no_show_limit: limit, no_show_block_days: days } = resource;
  const blocks = new Map<string, Date>();
  if (limit <= 0 || days <= 0 || !uids.length) return blocks;
  const ends = await q.noShowsOf(db, uids, resource.id, new Date(now.getTime() - days * DAY));
  // Latest first: the block lasts until the limit-th latest no-show leaves the window.
  for (const [uid, latest] of ends) if (latest.length >= limit) blocks.set(uid, new Date(latest[limit - 1].getTime() + days * DAY));
  return blocks;
}

/** When the person's block at the resource ends; null when they are not blocked. */
export async function blockedUntil(db: DbOrTx, uid: string, resource: Rule, now: Date): Promise<Date | null> {
  return (await blocksOf(db, [uid], resource, now)).get(uid) ?? null;
}
