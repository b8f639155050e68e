/**
 * The end of a booking's approval, as the matters area tells it (the applicationEnded hook, in the transaction that
 * ended the application): approved, the booking is booked; refused (terminated), rejected and its place handed on;
 * withdrawn, cancelled. Only a booking still pending moves, so hearing it again changes nothing.
 */
import type { ApplicationEnded } from '../area-module';
import { notify } from './booking-messages';
import * as q from './bookings.queries';
import { nowFor } from '../../db/server-clock';
import { endBooking } from './end-booking';
import { resourceFor } from './hall.service';

export const approvalEnded: ApplicationEnded = async (db, instanceId, outcome) => {
  const b = await q.bookingByApplication(db, instanceId);
  if (!b || b.status !== 'pending') return;
  const resource = await resourceFor(db, b.resource_id);
  if (outcome === 'approved') {
    const booked = await q.moveBooking(db, b.id, ['pending'], 'booked');
    if (booked) await notify(db, 'approved', booked, resource.name);
  } else if (outcome === 'refused') await endBooking(db, b, resource, 'rejected', 'rejected', nowFor(db), ['pending']);
  else await endBooking(db, b, resource, 'cancelled', 'cancelled', nowFor(db), ['pending']);
};
