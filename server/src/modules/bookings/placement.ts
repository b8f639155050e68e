/**
 * Placing bookings on units, made or promoted from the waitlist: the free units they take, then (their status decided
 * by ./statuses.ts) their timers, their payment orders or approvals, and their holders' messages, all in the
 * transaction that placed them, a statement for each kind of thing whatever the number of bookings.
 */
import type { DbOrTx } from '../../db/database';
import { campusDate } from '../../domain/campus-time';
import { sendMessages } from '../messages/messages.service';
import { bookingMessage, type BookingEvent } from './booking-messages';
import * as q from './bookings.queries';
import type { BookingRow } from './bookings.queries';
import { clockOf } from './booking-times';
import { startApproval } from './approval.service';
import { openBookingOrder } from './payment.service';
import type { ResourceRow } from './resources.queries';
import { scheduleTimers } from './timers';

/**
 * Up to `count` free units, in the resource's order, except `except`: first those no concurrent booking is taking,
 * then those they hold locked (the insert then waits for them, and takes the unit if they roll back).
 */
export async function freeUnits(db: DbOrTx, resourceId: number, time: { from: Date; to: Date }, count: number, except: readonly number[], only?: number): Promise<number[]> {
  const free = await q.freeUnits(db, resourceId, time, count, except, only, 'skipLocked');
  if (free.length >= count) return free;
  return [...free, ...(await q.freeUnits(db, resourceId, time, count - free.length, [...except, ...free], only, 'unlocked'))];
}

const eventOf = (b: BookingRow, promoted: boolean): BookingEvent => (promoted && b.status === 'booked' ? 'promoted' : (b.status as BookingEvent));

/** Timers, payment orders or approvals, and messages of bookings of one resource just placed (or put on its waitlist). */
export async function afterPlaced(db: DbOrTx, placed: readonly BookingRow[], resource: ResourceRow, now: Date, promoted = false): Promise<void> {
  await scheduleTimers(db, placed, now);
  for (const b of placed) {
    await openBookingOrder(db, b, resource.name, `${campusDate(b.starts_at)} ${clockOf(b.starts_at)}–${clockOf(b.ends_at)}`);
    await startApproval(db, b, resource);
  }
  await sendMessages(db, placed.map((b) => bookingMessage(eventOf(b, promoted), b, resource.name)));
}
