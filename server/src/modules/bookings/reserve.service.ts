/**
 * Making a booking (makeReservation). The rules that depend only on the resource and the clock are checked first;
 * then the person's bookings are serialised (an advisory lock on their uid) so their limits are counted and their
 * booking inserted as one step; then a free unit is locked and the booking inserted. The database has the last word:
 * a unit someone else took meanwhile makes the insert do nothing (the exclusion constraint) and the next unit is
 * tried, until none is left (FULL, or the waitlist when asked). A request key sent again answers the first booking.
 */
import type { Booking } from '../../../../contract/calls/bookings';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { shortLived } from '../../db/memo';
import { campusDate, campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { SessionUser } from '../org/org.service';
import { availability, instantOf, runOf } from './booking-times';
import * as q from './bookings.queries';
import { dayBounds, dayPlan, openTo, viewerOf } from './day-plan';
import { resourceFor } from './hall.service';
import { blockedUntil } from './no-shows';
import { afterPlaced, freeUnit } from './placement';
import { placedStatus } from './statuses';
import type { ResourceRow } from './resources.queries';
import { bookingAsRead } from './views.service';

export interface ReservationInput {
  id: number;
  date: string;
  start: string;
  slots?: number;
  unit_id?: number;
  waitlist?: 0 | 1;
  special?: 0 | 1;
  remark?: string;
  request_key: string;
}

/** Units tried before answering FULL: each failed try means a concurrent booking took that unit first. */
const MAX_TRIES = 8;

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

/** The person's limits at the resource, counted under their lock: waitlist entries count, so a promotion never exceeds them. */
async function checkLimits(db: DbOrTx, uid: string, resource: ResourceRow, day: string, now: Date): Promise<void> {
  if (resource.max_active > 0 && (await q.activeCount(db, uid, resource.id, now)) >= resource.max_active) {
    throw new DomainError('bookings.limitReached', { limit: resource.max_active });
  }
  const bounds = dayBounds(day)!;
  if (resource.max_per_day > 0 && (await q.countStarting(db, uid, resource.id, bounds.from, bounds.to)) >= resource.max_per_day) {
    throw new DomainError('bookings.limitReached', { limit: resource.max_per_day });
  }
}

/**
 * A full slot is answered at once, without a lock or a transaction: most of a crowd at the opening second hears
 * it. A slot found full stays known as full for a second in this process (unless a place frees here meanwhile), so
 * the crowd's retries do not each ask the database again; a place freed elsewhere shows within that second.
 */
const fullSlots = shortLived<{ full: true }>(10_000, 1_000);

async function seenFull(db: DbOrTx, resourceId: number, time: { from: Date; to: Date }, unitId: number | undefined): Promise<boolean> {
  const key = `${resourceId}:${unitId ?? ''}:${time.from.getTime()}:${time.to.getTime()}`;
  const found = await fullSlots.get(db, key, async () => ((await q.freeUnit(db, resourceId, time.from, time.to, [], unitId, 'unlocked')) === undefined ? { full: true } : undefined));
  return found !== undefined;
}

/** Forgets the slots this process found full (a place freed). */
export function placeFreed(db: DbOrTx): void {
  fullSlots.forget(db);
}

export async function makeReservation(db: DbOrTx, user: SessionUser, lang: Lang, input: ReservationInput, now: Date): Promise<Booking> {
  const earlier = await q.bookingByKey(db, user.uid, input.request_key);
  if (earlier) return bookingAsRead(db, earlier.id, lang, now);
  const resource = await resourceFor(db, input.id);
  const special = input.special === 1;
  if (!openTo(resource, viewerOf(user)) || (special && !resource.special_allowed)) throw new DomainError('bookings.notAllowed');
  const time = await bookedTime(db, resource, input, special, now);
  if (input.waitlist !== 1 && (await seenFull(db, resource.id, time, input.unit_id))) throw new DomainError('bookings.full');
  const until = special ? null : await blockedUntil(db, user.uid, resource, now);
  if (until) throw new DomainError('bookings.blocked', { until: campusDate(until) });

  const id = await inTransaction(db, async (tx) => {
    await q.lockPerson(tx, user.uid);
    const retried = await q.bookingByKey(tx, user.uid, input.request_key);
    if (retried) return retried.id;
    if (await q.holdsOrWaits(tx, user.uid, resource.id, time.from, time.to)) throw new DomainError('bookings.alreadyHeld');
    if (!special) await checkLimits(tx, user.uid, resource, input.date, now);

    const placed = placedStatus(resource, special, time.slots, now);
    const row = { resource_id: resource.id, uid: user.uid, from: time.from, to: time.to, request_key: input.request_key, fee: placed.fee, remark: input.remark?.trim() ?? '', special };
    const tried: number[] = [];
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const unit = await freeUnit(tx, resource.id, time, tried, input.unit_id);
      if (unit === undefined) break;
      const made = await q.insertBooking(tx, { ...row, unit_id: unit, status: placed.status, pay_by: placed.payBy });
      if (made !== undefined) {
        await afterPlaced(tx, (await q.bookingById(tx, made))!, resource, now);
        return made;
      }
      tried.push(unit);
    }
    if (input.waitlist !== 1) throw new DomainError('bookings.full');
    const waiting = await q.insertBooking(tx, { ...row, unit_id: null, status: 'waiting', pay_by: null });
    await afterPlaced(tx, (await q.bookingById(tx, waiting!))!, resource, now);
    return waiting!;
  });
  return bookingAsRead(db, id, lang, now);
}
