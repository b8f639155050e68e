/**
 * Placing a booking on a unit, made or promoted from the waitlist: the free unit it takes, then (its status decided
 * by ./statuses.ts) its timers, its payment order or its approval, and its holder's message, all in the transaction
 * that placed it.
 */
import type { DbOrTx } from '../../db/database';
import { shortLived } from '../../db/memo';
import { campusDate } from '../../domain/campus-time';
import { notify, type BookingEvent } from './booking-messages';
import * as q from './bookings.queries';
import type { BookingRow } from './bookings.queries';
import { clockOf } from './booking-times';
import { startApproval } from './approval.service';
import { openBookingOrder } from './payment.service';
import type { ResourceRow } from './resources.queries';
import { scheduleTimers } from './timers';

/**
 * Where this process last placed a booking in each slot: the next attempt looks on from there, so a slot filling
 * at its opening second is read a unit or two at a time. Only a starting point: any process may place anywhere,
 * and the whole slot is read when nothing is free after it.
 */
const lastPlaced = shortLived<q.UnitPlace>(1_000, 60_000, { inTransactions: true });

/**
 * A free unit: the next one after this process's last placement that no concurrent booking is taking, else the
 * first such in the whole slot, else one they hold locked (the insert then waits for them).
 */
export async function freeUnit(db: DbOrTx, resourceId: number, time: { from: Date; to: Date }, tried: number[], only?: number): Promise<number | undefined> {
  const slot = `${resourceId}:${time.from.getTime()}:${time.to.getTime()}`;
  const after = only === undefined ? await lastPlaced.get(db, slot, async () => undefined) : undefined;
  const unit =
    (after && (await q.freeUnitAfter(db, resourceId, time.from, time.to, after, tried))) ||
    (await q.freeUnit(db, resourceId, time.from, time.to, tried, only, 'skipLocked')) ||
    (await q.freeUnit(db, resourceId, time.from, time.to, tried, only, 'unlocked'));
  if (unit) lastPlaced.set(db, slot, unit);
  return unit?.id;
}

/** Timers, payment order or approval, and message of a booking that has just been placed (or joined the waitlist). */
export async function afterPlaced(db: DbOrTx, b: BookingRow, resource: ResourceRow, now: Date, promoted = false): Promise<void> {
  await scheduleTimers(db, b, now);
  await openBookingOrder(db, b, resource.name, `${campusDate(b.starts_at)} ${clockOf(b.starts_at)}–${clockOf(b.ends_at)}`);
  await startApproval(db, b, resource);
  const event: BookingEvent = promoted && b.status === 'booked' ? 'promoted' : (b.status as BookingEvent);
  await notify(db, event, b, resource.name);
}
