/**
 * Cancelling (cancelReservation): the holder's booking or waitlist entry, before the resource's deadline (./end-booking.ts
 * hands its place on and refunds its fee); the approval it waited for ends with it.
 */
import type { Booking } from '../../../../contract/calls/bookings';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { endApproval } from './approval.service';
import * as q from './bookings.queries';
import { endBooking } from './end-booking';
import { resourceFor } from './hall.service';
import { bookingAsRead, cancelDeadline, isCancellable } from './views.service';

export async function cancelReservation(db: DbOrTx, uid: string, lang: Lang, bookingId: number, reason: string, now: Date): Promise<Booking> {
  await inTransaction(db, async (tx) => {
    const b = await q.bookingById(tx, bookingId);
    if (!b || b.uid !== uid) throw new DomainError('bookings.bookingNotFound');
    if (!isCancellable(b.status)) throw new DomainError('bookings.notCancellable');
    const resource = await resourceFor(tx, b.resource_id);
    const deadline = cancelDeadline(b, resource.cancel_minutes);
    if (now >= deadline) {
      if (b.status === 'waiting') throw new DomainError('bookings.notCancellable');
      throw new DomainError('bookings.tooLateToCancel', { cancelBy: campusDateTime(deadline) });
    }
    if (!(await endBooking(tx, b, resource, 'cancelled', 'cancelled', now, [b.status], reason.trim()))) throw new DomainError('bookings.notCancellable');
    if (b.status === 'pending') await endApproval(tx, b, reason.trim());
  });
  return bookingAsRead(db, bookingId, lang, now);
}
