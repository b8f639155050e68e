/**
 * A booking's fee through the payments area (purpose 'booking', ref the booking's id): the order opened when the
 * booking gets its unit, paying it on the phone page (/site/m_payment), the provider's word that it was paid (the
 * paymentOutcomes hook: the booking is then confirmed), closing it when the window passed, and the refund when a
 * paid booking ends.
 */
import type { PaymentStart } from '../../../../contract/calls/bookings';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import type { PaymentOutcome } from '../area-module';
import * as payments from '../payments/payments.service';
import { startApproval } from './approval.service';
import { notify } from './booking-messages';
import * as q from './bookings.queries';
import type { BookingRow } from './bookings.queries';
import { resourceFor } from './hall.service';
import { confirmedStatus } from './statuses';

export const PURPOSE = 'booking';
/** The phone page the cashier sends the payer back to. */
const RETURN_PAGE = '/v2/site/m_payment?id=';

/** Opens the order of a booking that has just been placed unpaid. */
export async function openBookingOrder(db: DbOrTx, b: BookingRow, resourceName: string, description: string): Promise<void> {
  if (b.status !== 'unpaid' || !b.pay_by) return;
  await payments.openOrder(db, { purpose: PURPOSE, ref: String(b.id), uid: b.uid, amount: b.fee, description: `${resourceName} ${description}`, payBy: b.pay_by });
}

export async function payReservation(db: DbOrTx, bookingId: number, channel: 'h5' | 'jsapi', opts: { openid?: string; clientIp: string }): Promise<PaymentStart> {
  const b = await q.bookingById(db, bookingId);
  if (!b) throw new DomainError('bookings.bookingNotFound');
  if (b.fee <= 0) throw new DomainError('bookings.notUnpaid');
  return payments.startPayment(db, PURPOSE, String(bookingId), channel, { ...opts, returnUrl: `${RETURN_PAGE}${bookingId}` });
}

/** Paid: an unpaid booking is confirmed (pending while it needs approval). A refund needs nothing more of the booking. */
export const bookingPaid: PaymentOutcome = async (db, ref, outcome) => {
  if (outcome !== 'paid') return;
  const b = await q.bookingById(db, Number(ref));
  if (!b) return;
  const resource = await resourceFor(db, b.resource_id);
  const confirmed = await q.moveBooking(db, b.id, ['unpaid'], confirmedStatus(resource, b.special), { pay_by: null });
  if (!confirmed) return;
  await startApproval(db, confirmed, resource);
  await notify(db, confirmed.status === 'booked' ? 'booked' : 'pending', confirmed, resource.name);
};

/** At the end of the payment window: closed at the provider, unless the money arrived meanwhile (then it was confirmed). */
export async function closeBookingOrder(db: DbOrTx, b: Pick<BookingRow, 'id'>): Promise<'closed' | 'paid'> {
  return payments.closeOrder(db, PURPOSE, String(b.id));
}

/** A booking that ended (cancelled, withdrawn, rejected): its order closed if still open, refunded if paid. */
export async function refundBooking(db: DbOrTx, b: Pick<BookingRow, 'id' | 'fee'>, reason: string): Promise<void> {
  if (b.fee > 0) await payments.refundOrder(db, PURPOSE, String(b.id), reason);
}

/** Whether each booking was paid and how its refund stands, by booking id. */
export async function paymentStates(db: DbOrTx, ids: number[]) {
  return payments.orderStates(db, PURPOSE, ids.map(String));
}
