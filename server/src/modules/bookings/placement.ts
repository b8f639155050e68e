/**
 * Placing a booking on a unit, made or promoted from the waitlist: the free unit it takes, then (its status decided
 * by ./statuses.ts) its timers, its payment order or its approval, and its holder's message, all in the transaction
 * that placed it.
 */
import type { DbOrTx } from '../../db/database';
import { campusDate } from '../../domain/campus-time';
import { notify, type BookingEvent } from './booking-messages';
import * as q from './bookings.queries';
import type { BookingRow } from './bookings.queries';
import { clockOf } from './booking-times';
import { startApproval } from './approval.service';
import { openBookingOrder } from './payment.service';
import type { ResourceRow } from './resources.queries';
import { scheduleTimers } from './timers';

/** A free unit: first one no concurrent booking is taking, else one they hold locked (the insert then waits for them). */
export async function freeUnit(db: DbOrTx, resourceId: number, time: { from: Date; to: Date }, tried: number[], only?: number): Promise<number | undefined> {
  return (
    (await q.freeUnit(db, resourceId, time.from, time.to, tried, only, 'skipLocked')) ??
    (await q.freeUnit(db, resourceId, time.from, time.to, tried, only, 'unlocked'))
  );
}

/** Timers, payment order or approval, and message of a booking that has just been placed (or joined the waitlist). */
export async function afterPlaced(db: DbOrTx, b: BookingRow, resource: ResourceRow, now: Date, promoted = false): Promise<void> {
  await scheduleTimers(db, b, now);
  await openBookingOrder(db, b, resource.name, `${campusDate(b.starts_at)} ${clockOf(b.starts_at)}–${clockOf(b.ends_at)}`);
  await startApproval(db, b, resource);
  const event: BookingEvent = promoted && b.status === 'booked' ? 'promoted' : (b.status as BookingEvent);
  await notify(db, event, b, resource.name);
}
