/**
 * The waitlist: when a place frees (cancelled, released unpaid, rejected, withdrawn hours), the first people waiting
 * for an overlapping time who now fit get a unit, in the same transaction, in the order they joined.
 */
import type { DbOrTx } from '../../db/database';
import * as q from './bookings.queries';
import { afterPlaced, freeUnits } from './placement';
import { placedStatus } from './statuses';
import type { ResourceRow } from './resources.queries';

/** Entries looked at per freed place: more than can fit, so an entry that no longer fits does not stop the queue. */
const LOOK_AHEAD = 20;
const slotsOf = (b: { starts_at: Date; ends_at: Date }, minutes: number) => Math.max(1, Math.round((b.ends_at.getTime() - b.starts_at.getTime()) / (minutes * 60_000)));

export async function promoteWaiting(db: DbOrTx, resource: ResourceRow, freed: { starts_at: Date; ends_at: Date }, now: Date): Promise<number> {
  let promoted = 0;
  for (const entry of await q.waitingFor(db, resource.id, freed.starts_at, freed.ends_at, now, LOOK_AHEAD)) {
    const [unit] = await freeUnits(db, resource.id, { from: entry.starts_at, to: entry.ends_at }, 1, []);
    if (unit === undefined) continue;
    const placed = placedStatus(resource, entry.special, slotsOf(entry, resource.slot_minutes), now);
    if (!(await q.placeWaiting(db, entry.id, unit, placed.status, placed.payBy))) continue;
    const row = (await q.bookingById(db, entry.id))!;
    await afterPlaced(db, [row], resource, now, true);
    promoted += 1;
  }
  return promoted;
}
