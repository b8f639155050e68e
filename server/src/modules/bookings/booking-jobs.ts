/**
 * The handlers of a booking's timers (./timers.ts), run on the job queue in the job's transaction. Each acts only on
 * a booking still in the status it is about (a conditional update), so a repeated or late run changes nothing.
 */
import type { DbOrTx } from '../../db/database';
import type { JobHandlers } from '../../jobs';
import { notify } from './booking-messages';
import * as q from './bookings.queries';
import { endBooking } from './end-booking';
import { resourceFor } from './hall.service';
import { closeBookingOrder } from './payment.service';
import { BookingJob, type BookingTimerPayload } from './timers';

async function remind(db: DbOrTx, { booking }: BookingTimerPayload, now: Date): Promise<void> {
  const b = await q.bookingById(db, booking);
  if (!b || b.status !== 'booked' || b.starts_at <= now) return;
  await notify(db, 'reminder', b, (await resourceFor(db, b.resource_id)).name);
}

/** After the slot: a confirmed booking nobody checked in is a no-show. */
async function noShow(db: DbOrTx, { booking }: BookingTimerPayload, now: Date): Promise<void> {
  const b = await q.bookingById(db, booking);
  if (b && b.ends_at <= now) await q.moveBooking(db, b.id, ['booked'], 'no_show');
}

/**
 * At pay_by: the order is closed at the provider, and the unpaid booking released and its place handed on; unless the
 * money arrived meanwhile (closing found it paid, and the booking was confirmed as it was told so).
 */
async function release(db: DbOrTx, { booking }: BookingTimerPayload, now: Date): Promise<void> {
  const b = await q.bookingById(db, booking);
  if (!b || b.status !== 'unpaid' || (b.pay_by && b.pay_by > now)) return;
  if ((await closeBookingOrder(db, b)) === 'paid') return;
  await endBooking(db, b, await resourceFor(db, b.resource_id), 'released', 'released', now, ['unpaid']);
}

/** At the start: a waitlist entry that got no place expires. */
async function expire(db: DbOrTx, { booking }: BookingTimerPayload, now: Date): Promise<void> {
  const b = await q.bookingById(db, booking);
  if (b && b.starts_at <= now) await q.moveBooking(db, b.id, ['waiting'], 'expired');
}

export const bookingJobs: JobHandlers = {
  [BookingJob.remind]: (payload, ctx) => remind(ctx.db, payload as BookingTimerPayload, ctx.now),
  [BookingJob.noShow]: (payload, ctx) => noShow(ctx.db, payload as BookingTimerPayload, ctx.now),
  [BookingJob.release]: (payload, ctx) => release(ctx.db, payload as BookingTimerPayload, ctx.now),
  [BookingJob.expire]: (payload, ctx) => expire(ctx.db, payload as BookingTimerPayload, ctx.now),
};
