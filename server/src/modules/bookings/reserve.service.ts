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
import { sharedMemo } from '../../db/shared-memo';
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
function checkLimits(resource: ResourceRow, standing: { active: number; starting: number }): void {
  if (resource.max_active > 0 && standing.active >= resource.max_active) throw new DomainError('bookings.limitReached', { limit: resource.max_active });
  if (resource.max_per_day > 0 && standing.starting >= resource.max_per_day) throw new DomainError('bookings.limitReached', { limit: resource.max_per_day });
}

/**
 * What this process last saw of a slot, for a second: full (with who holds its units), or with a unit free. A full
 * slot is answered at once, without a lock or a transaction: most of a crowd at the opening second hears it, and
 * a newcomer is refused before anything is read, while a retry of a booking that was made still gets its booking.
 * A slot seen with a unit free sends its crowd to the transaction, which has the last word; one that finds none
 * there drops what was seen, as a freed place does in every process (with REDIS_URL).
 */
type SlotSeen = { full: false } | { full: true; holders: Set<string> };
const slotsSeen = sharedMemo<SlotSeen>('booking-slots', { ttlMs: 1_000, max: 10_000 });

/** A slot as the request names it (resource, day, start, length, unit): known before any rule is read. */
const slotAsked = (input: ReservationInput) => `${input.id}:${input.date}:${input.start}:${input.slots ?? 1}:${input.unit_id ?? ''}`;
const holderKey = (uid: string, requestKey: string) => `${uid}\n${requestKey}`;
const fullWith = (holders: { uid: string; request_key: string }[]): SlotSeen => ({ full: true, holders: new Set(holders.map((h) => holderKey(h.uid, h.request_key))) });

async function seenFull(db: DbOrTx, input: ReservationInput, time: { from: Date; to: Date }): Promise<boolean> {
  const seen = await slotsSeen.get(db, slotAsked(input), async () => {
    if (await q.freeUnit(db, input.id, time.from, time.to, [], input.unit_id, 'unlocked')) return { full: false };
    return fullWith(await q.holdersAt(db, input.id, time.from, time.to));
  });
  return seen.full;
}

/** Whether the slot is known full from memory and the request is not a retry of one of its bookings. */
function seenFullFor(db: DbOrTx, user: SessionUser, input: ReservationInput): boolean {
  if (input.waitlist === 1 || input.special === 1) return false;
  const seen = slotsSeen.peek(db, slotAsked(input));
  return seen?.full === true && !seen.holders.has(holderKey(user.uid, input.request_key));
}

/** A place freed: every process asks the database again about the slots it saw full. */
export function placeFreed(db: DbOrTx): void {
  slotsSeen.changed(db);
}

export async function makeReservation(db: DbOrTx, user: SessionUser, lang: Lang, input: ReservationInput, now: Date): Promise<Booking> {
  // A newcomer to a slot known full, who may book there, is refused before anything is read.
  if (seenFullFor(db, user, input) && openTo(await resourceFor(db, input.id), viewerOf(user))) throw new DomainError('bookings.full');
  const earlier = await q.bookingByKey(db, user.uid, input.request_key);
  if (earlier) return bookingAsRead(db, earlier.id, lang, now);
  const resource = await resourceFor(db, input.id);
  const special = input.special === 1;
  if (!openTo(resource, viewerOf(user)) || (special && !resource.special_allowed)) throw new DomainError('bookings.notAllowed');
  const time = await bookedTime(db, resource, input, special, now);
  if (input.waitlist !== 1 && (await seenFull(db, input, time))) throw new DomainError('bookings.full');
  const until = special ? null : await blockedUntil(db, user.uid, resource, now);
  if (until) throw new DomainError('bookings.blocked', { until: campusDate(until) });

  const id = await inTransaction(db, async (tx) => {
    // Who waited for a connection while the last places went hears it from what was learnt meanwhile.
    if (seenFullFor(db, user, input)) throw new DomainError('bookings.full');
    await q.lockPerson(tx, user.uid);
    const standing = await q.standingOf(tx, user.uid, input.request_key, resource.id, time, dayBounds(input.date)!, now);
    if (standing.retried !== null) return standing.retried;
    if (standing.holds) throw new DomainError('bookings.alreadyHeld');
    if (!special) checkLimits(resource, standing);

    const placed = placedStatus(resource, special, time.slots, now);
    const row = { resource_id: resource.id, uid: user.uid, from: time.from, to: time.to, request_key: input.request_key, fee: placed.fee, remark: input.remark?.trim() ?? '', special };
    const tried: number[] = [];
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const unit = await freeUnit(tx, resource.id, time, tried, input.unit_id);
      if (unit === undefined) break;
      const made = await q.insertBooking(tx, { ...row, unit_id: unit, status: placed.status, pay_by: placed.payBy });
      if (made) {
        await afterPlaced(tx, made, resource, now);
        return made.id;
      }
      tried.push(unit);
    }
    if (input.waitlist !== 1) {
      // Full as this transaction sees it: those behind it, and the crowd's next tries, are answered from memory.
      slotsSeen.keep(db, slotAsked(input), fullWith(await q.holdersAt(tx, resource.id, time.from, time.to)));
      throw new DomainError('bookings.full');
    }
    const waiting = (await q.insertBooking(tx, { ...row, unit_id: null, status: 'waiting', pay_by: null }))!;
    await afterPlaced(tx, waiting, resource, now);
    return waiting.id;
  });
  return bookingAsRead(db, id, lang, now);
}
