/**
 * Making a booking (makeReservation). The rules that depend only on the resource and the clock are checked first,
 * and a slot known full is answered from memory; what passes is placed with the other requests for the same slot
 * that arrive meanwhile (./place-bookings.ts, one transaction for them all). A request key sent again answers the
 * first booking, whatever the rules say by then.
 */
import type { Booking } from '../../../../contract/calls/bookings';
import type { Db, DbOrTx } from '../../db/database';
import { gathered, gatheredLookups } from '../../db/gathered';
import { databaseOf } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { SessionUser } from '../org/org.service';
import { availability, instantOf, runOf } from './booking-times';
import * as q from './bookings.queries';
import { dayPlan, openTo, viewerOf } from './day-plan';
import { resourceFor } from './hall.service';
import { placeBookings, type AskedBooking, type ReservationInput } from './place-bookings';
import type { ResourceRow } from './resources.queries';
import { knownFullFor, seenFullFor, slotAsked } from './slots-seen';
import { bookingAsRead } from './views.service';

export type { ReservationInput } from './place-bookings';

/** Requests placed in one transaction at most: a crowd of thousands goes in a few. */
const BATCH = 250;

/** The booking an earlier request with the key made: asked of every refused request, so a crowd's are read together. */
const bookingByKey = gatheredLookups(q.bookingIdsByKeys);

const placements = gathered<AskedBooking, Booking>((db, asked) => placeBookings(db as Db, asked), { max: BATCH, apart: (a) => a.user.uid });

/** The booked time, checked against the rules that need no lock: it exists, is offered and is open (or special). */
async function bookedTime(db: DbOrTx, resource: ResourceRow, input: ReservationInput, special: boolean, now: Date): Promise<{ from: Date; to: Date; slots: number }> {
  const slots = input.slots ?? 1;
  if (slots > resource.max_slots && !special) throw new DomainError('bookings.notOffered');
  const plan = await dayPlan(db, resource, input.date);
  const run = plan.closed ? null : runOf(plan.slots, input.start, slots);
  if (!run) throw new DomainError('bookings.notOffered');
  const from = instantOf(input.date, run.start);
  const to = instantOf(input.date, run.end);
  const open = availability(resource, input.date, from, now);
  // A special reservation is outside the rules of when one may book, not outside time: a slot that began is not offered.
  if (!open.ok && !(special && from > now)) {
    throw open.why === 'notOpen' ? new DomainError('bookings.notOpen', { opensAt: campusDateTime(open.opensAt) }) : new DomainError('bookings.notOffered');
  }
  return { from, to, slots };
}

/** The request, once the rules needing no lock let it be placed. */
async function admitted(db: DbOrTx, user: SessionUser, lang: Lang, input: ReservationInput, now: Date): Promise<AskedBooking> {
  // A newcomer to a slot known full, who may book there, is refused before anything is read.
  const resource = await resourceFor(db, input.id);
  const may = openTo(resource, viewerOf(user));
  if (may && knownFullFor(db, user, input)) throw new DomainError('bookings.full');
  const special = input.special === 1;
  if (!may || (special && !resource.special_allowed)) throw new DomainError('bookings.notAllowed');
  const time = await bookedTime(db, resource, input, special, now);
  if (await seenFullFor(db, user, input, time)) throw new DomainError('bookings.full');
  return { user, lang, input, resource, time, now };
}

export async function makeReservation(db: DbOrTx, user: SessionUser, lang: Lang, input: ReservationInput, now: Date): Promise<Booking> {
  let asked: AskedBooking;
  try {
    asked = await admitted(db, user, lang, input, now);
  } catch (refusal) {
    // A retry of a request that booked gets its booking (a slot known full knows its holders' requests already).
    const earlier = refusal instanceof DomainError && refusal.code !== 'bookings.full' && (await bookingByKey(db, `${user.uid}\n${input.request_key}`));
    if (earlier) return bookingAsRead(db, earlier, lang, now);
    throw refusal;
  }
  // Inside a caller's transaction (the demo campus) the request is placed there, alone.
  if (db.isTransaction) {
    const [outcome] = await placeBookings(db, [asked]);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }
  return placements.run(databaseOf(db)!, slotAsked(input), asked);
}
