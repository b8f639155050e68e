/**
 * Ending a booking that held or waited for a place, whoever ends it: its holder cancelling, withdrawn consultation
 * hours, the payment window passing, an approval refused. Its place goes to the first on the waitlist and a paid fee
 * is refunded, in the same transaction.
 */
import type { DbOrTx } from '../../db/database';
import { notify, type BookingEvent } from './booking-messages';
import * as q from './bookings.queries';
import type { BookingRow } from './bookings.queries';
import { refundBooking } from './payment.service';
import { placeFreed } from './slots-seen';
import type { ResourceRow } from './resources.queries';
import { CANCELLABLE } from './views.service';
import { promoteWaiting } from './waitlist.service';

/** The reason a refund gives the provider when the holder gave none. */
const REFUND_REASON = { cancelled: '预约取消', rejected: '预约未通过审批' } as const;

/**
 * Ends a booking that held or waited for a place (cancelled by its holder or with withdrawn hours, released unpaid,
 * rejected) and hands its place on; undefined when it had moved on already.
 */
export async function endBooking(
  db: DbOrTx,
  b: Pick<BookingRow, 'id'>,
  resource: ResourceRow,
  to: 'cancelled' | 'released' | 'rejected',
  event: BookingEvent,
  now: Date,
  from: readonly BookingRow['status'][] = CANCELLABLE,
  content = '',
): Promise<BookingRow | undefined> {
  const ended = await q.moveBooking(db, b.id, from, to, to === 'cancelled' ? { cancelled_at: now } : {});
  if (!ended) return undefined;
  if (ended.unit_id !== null) {
    await promoteWaiting(db, resource, ended, now);
    placeFreed(db);
  }
  // A released booking's order was closed unpaid already; any other is closed, or refunded when it was paid.
  if (to !== 'released') await refundBooking(db, ended, content || REFUND_REASON[to]);
  await notify(db, event, ended, resource.name, content);
  return ended;
}
