/**
 * Placing the booking requests gathered for one slot, in one transaction: their people locked (an advisory lock per
 * person, taken in one order) so each person's limits are counted and their booking inserted as one step; where each
 * stands read in one statement; free units chosen and the bookings inserted a statement at a time for all of them.
 * The database has the last word: a unit someone else took meanwhile makes its insert do nothing (the exclusion
 * constraint) and another unit is tried, until none is left (FULL, or the waitlist when asked). A request key sent
 * again answers the first booking.
 *
 * A crowd at a slot's opening second is placed in a few such transactions, instead of a dozen statements for each of
 * its people: see gathered.ts.
 */
import type { Booking } from '../../../../contract/calls/bookings';
import type { DbOrTx } from '../../db/database';
import type { Outcome } from '../../db/gathered';
import { inTransaction } from '../../db/in-transaction';
import { campusDate } from '../../domain/campus-time';
import { DomainError, type DomainErrorCode } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { SessionUser } from '../org/org.service';
import * as q from './bookings.queries';
import type { BookingRow, NewBooking, Standing } from './bookings.queries';
import { dayBounds } from './day-plan';
import { blocksOf } from './no-shows';
import { afterPlaced, freeUnits } from './placement';
import type { ResourceRow } from './resources.queries';
import { keepFull, knownFullFor, type SlotRequest } from './slots-seen';
import { placedStatus } from './statuses';
import { bookingsAsRead } from './views.service';

export interface ReservationInput extends SlotRequest {
  remark?: string;
}

/** A request that passed the rules needing no lock (the resource, its day and the clock), to be placed. */
export interface AskedBooking {
  user: SessionUser;
  lang: Lang;
  input: ReservationInput;
  resource: ResourceRow;
  time: { from: Date; to: Date; slots: number };
  now: Date;
}

/** Rounds of choosing units before answering FULL: each unit that failed means a concurrent booking took it first. */
const MAX_ROUNDS = 8;
/** A transaction that PostgreSQL ended to break a deadlock (with a booking of an overlapping slot elsewhere) is run again. */
const RETRIED_CODES = new Set(['40P01', '40001']);
const MAX_RUNS = 3;

type Placed = Outcome<number>;
const refused = (code: DomainErrorCode, details?: Record<string, string | number>): { ok: false; error: DomainError } => ({ ok: false, error: new DomainError(code, details) });
const isSpecial = (a: AskedBooking) => a.input.special === 1;

/** The person's limits at the resource, counted under their lock: waitlist entries count, so a promotion never exceeds them. */
function limitRefusal(resource: ResourceRow, standing: Standing): Placed | undefined {
  if (resource.max_active > 0 && standing.active >= resource.max_active) return refused('bookings.limitReached', { limit: resource.max_active });
  if (resource.max_per_day > 0 && standing.starting >= resource.max_per_day) return refused('bookings.limitReached', { limit: resource.max_per_day });
  return undefined;
}

function newBooking(a: AskedBooking, unit: number | null): NewBooking {
  const placed = placedStatus(a.resource, isSpecial(a), a.time.slots, a.now);
  return {
    resource_id: a.resource.id,
    unit_id: unit,
    uid: a.user.uid,
    from: a.time.from,
    to: a.time.to,
    status: unit === null ? 'waiting' : placed.status,
    request_key: a.input.request_key,
    fee: placed.fee,
    pay_by: unit === null ? null : placed.payBy,
    remark: a.input.remark?.trim() ?? '',
    special: isSpecial(a),
  };
}

const keyOf = (b: { uid: string; request_key: string }) => `${b.uid}\n${b.request_key}`;

/** Inserts a booking for each request on its unit; answers the rows made and the requests whose unit went meanwhile. */
async function insertOn(tx: DbOrTx, asked: AskedBooking[], units: (number | null)[]): Promise<{ made: Map<AskedBooking, BookingRow>; missed: number[] }> {
  const rows = await q.insertBookings(tx, asked.map((a, i) => newBooking(a, units[i])));
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  const made = new Map<AskedBooking, BookingRow>();
  const missed: number[] = [];
  asked.forEach((a, i) => {
    const row = byKey.get(keyOf({ uid: a.user.uid, request_key: a.input.request_key }));
    if (row) made.set(a, row);
    else missed.push(units[i]!);
  });
  return { made, missed };
}

/** One run of the transaction: each request's outcome, the id of its booking or its refusal. */
async function placeOnce(db: DbOrTx, asked: AskedBooking[]): Promise<Placed[]> {
  const { resource, time, input } = asked[0];
  const now = new Date(Math.max(...asked.map((a) => a.now.getTime())));
  const outcomes = new Map<AskedBooking, Placed>();
  return inTransaction(db, async (tx) => {
    // Who waited while the last places went hears it from what was learnt meanwhile.
    for (const a of asked) if (knownFullFor(db, a.user, a.input)) outcomes.set(a, refused('bookings.full'));
    const open = asked.filter((a) => !outcomes.has(a));
    await q.lockPeople(tx, open.map((a) => a.user.uid));
    const standings = await q.standingsOf(tx, open.map((a) => ({ uid: a.user.uid, request_key: a.input.request_key })), resource.id, time, dayBounds(input.date)!, now);
    const blocks = await blocksOf(tx, open.filter((a) => !isSpecial(a)).map((a) => a.user.uid), resource, now);

    let waiting: AskedBooking[] = [];
    for (const a of open) {
      const standing = standings.get(a.user.uid)!;
      const until = isSpecial(a) ? undefined : blocks.get(a.user.uid);
      const answer =
        standing.retried !== null ? ({ ok: true, value: standing.retried } as const)
        : until ? refused('bookings.blocked', { until: campusDate(until) })
        : standing.holds ? refused('bookings.alreadyHeld')
        : isSpecial(a) ? undefined
        : limitRefusal(resource, standing);
      if (answer) outcomes.set(a, answer);
      else waiting.push(a);
    }

    const placed: BookingRow[] = [];
    const tried: number[] = [];
    for (let round = 0; round < MAX_ROUNDS && waiting.length; round++) {
      const units = await freeUnits(tx, resource.id, time, waiting.length, tried, input.unit_id);
      if (!units.length) break;
      const { made, missed } = await insertOn(tx, waiting.slice(0, units.length), units);
      for (const [a, row] of made) {
        outcomes.set(a, { ok: true, value: row.id });
        placed.push(row);
      }
      tried.push(...missed);
      waiting = waiting.filter((a) => !made.has(a));
    }

    const toWaitlist = waiting.filter((a) => a.input.waitlist === 1);
    const { made: entered } = await insertOn(tx, toWaitlist, toWaitlist.map(() => null));
    for (const [a, row] of entered) {
      outcomes.set(a, { ok: true, value: row.id });
      placed.push(row);
    }
    const full = waiting.filter((a) => a.input.waitlist !== 1);
    for (const a of full) outcomes.set(a, refused('bookings.full'));
    if (full.length) await keepFull(db, tx, input, time);

    await afterPlaced(tx, placed, resource, now);
    return asked.map((a) => outcomes.get(a)!);
  });
}

/** Places the requests (one slot's, each person once) and answers each with their booking as they read it, or a refusal. */
export async function placeBookings(db: DbOrTx, asked: AskedBooking[]): Promise<Outcome<Booking>[]> {
  let outcomes: Placed[] | undefined;
  for (let run = 1; !outcomes; run++) {
    try {
      outcomes = await placeOnce(db, asked);
    } catch (error) {
      if (run >= MAX_RUNS || db.isTransaction || !RETRIED_CODES.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
  // Read once per language, after the commit, as the holders read them.
  const placed = outcomes;
  const read = new Map<string, Booking>();
  for (const lang of new Set(asked.map((a) => a.lang))) {
    const ids = asked.flatMap((a, i) => {
      const o = placed[i];
      return a.lang === lang && o.ok ? [o.value] : [];
    });
    for (const b of await bookingsAsRead(db, ids, lang, asked[0].now)) read.set(`${lang}:${b.id}`, b);
  }
  return placed.map((o, i): Outcome<Booking> => {
    if (!o.ok) return o;
    const booking = read.get(`${asked[i].lang}:${o.value}`);
    return booking ? { ok: true, value: booking } : refused('bookings.bookingNotFound');
  });
}
