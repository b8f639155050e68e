/**
 * Bookings and the waitlist. What keeps them right under concurrency lives here: a person's bookings are serialised
 * by a transaction-scoped advisory lock on their uid, a free unit is chosen with FOR UPDATE SKIP LOCKED on the unit
 * rows (then, when that finds none, among the units concurrent bookings hold locked), and the insert itself is
 * guarded by the exclusion constraint (ON CONFLICT DO NOTHING: a unit someone else took meanwhile, or the same
 * request key again, inserts nothing).
 */
import { sql, type Selectable } from 'kysely';
import type { BookingStatus, BookingTab } from '../../../../contract/rules/booking';
import type { DbOrTx } from '../../db/database';
import type { BookingsTable } from './bookings.table';
import { HOLDING } from './resources.queries';

export type BookingRow = Omit<Selectable<BookingsTable>, 'during'> & { starts_at: Date; ends_at: Date };

/** The advisory lock space of a person's bookings (the first key of pg_advisory_xact_lock's two). */
const PERSON_LOCKS = 27_001;

const range = (from: Date, to: Date) => sql<string>`tstzrange(${from}, ${to}, '[)')`;

const bookingColumns = [
  'id', 'resource_id', 'unit_id', 'uid', 'status', 'request_key', 'fee', 'pay_by', 'inst_id', 'remark', 'special', 'created_at', 'cancelled_at', 'checked_in_at',
] as const;

function bookings(db: DbOrTx) {
  return db.selectFrom('bookings').select([...bookingColumns, sql<Date>`lower(during)`.as('starts_at'), sql<Date>`upper(during)`.as('ends_at')]);
}

/** Until the transaction ends, the person's other booking attempts wait: their counts and their insert are one step. */
export async function lockPerson(db: DbOrTx, uid: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${PERSON_LOCKS}, hashtext(${uid}))`.execute(db);
}

export function bookingById(db: DbOrTx, id: number): Promise<BookingRow | undefined> {
  return bookings(db).where('id', '=', id).executeTakeFirst();
}

export function bookingByKey(db: DbOrTx, uid: string, requestKey: string): Promise<BookingRow | undefined> {
  return bookings(db).where('uid', '=', uid).where('request_key', '=', requestKey).executeTakeFirst();
}

/** Who holds the units at a time, as `uid` and request key: enough to tell a retry from a newcomer at a full slot. */
export async function holdersAt(db: DbOrTx, resourceId: number, from: Date, to: Date): Promise<{ uid: string; request_key: string }[]> {
  return db
    .selectFrom('bookings as b')
    .select(['b.uid', 'b.request_key'])
    .where('b.resource_id', '=', resourceId)
    .where(sql<boolean>`b.status IN ${HOLDING}`)
    .where(sql<boolean>`b.during && ${range(from, to)}`)
    .execute();
}

/**
 * Where the person stands at the resource, read in one statement under their lock: the booking an earlier request
 * with this key made, whether they hold or wait for part of the time, their bookings that count against the limits
 * (kept or waiting, not over by `now`), and those beginning on the day (`day`).
 */
export async function standingOf(
  db: DbOrTx,
  uid: string,
  requestKey: string,
  resourceId: number,
  time: { from: Date; to: Date },
  day: { from: Date; to: Date },
  now: Date,
): Promise<{ retried: number | null; holds: boolean; active: number; starting: number }> {
  const mine = () => db.selectFrom('bookings').where('uid', '=', uid).where('resource_id', '=', resourceId);
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('bookings').select('id').where('uid', '=', uid).where('request_key', '=', requestKey).as('retried'),
      eb
        .exists(
          mine()
            .select('id')
            .where(sql<boolean>`(status IN ${HOLDING} OR status = 'waiting')`)
            .where(sql<boolean>`during && ${range(time.from, time.to)}`),
        )
        .as('holds'),
      mine()
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('status', 'in', ['waiting', 'unpaid', 'pending', 'booked'])
        .where(sql<boolean>`upper(during) > ${now}`)
        .as('active'),
      mine()
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('status', 'in', ['waiting', 'unpaid', 'pending', 'booked', 'checked_in'])
        .where(sql<boolean>`lower(during) >= ${day.from} AND lower(during) < ${day.to}`)
        .as('starting'),
    ])
    .executeTakeFirstOrThrow();
  return { retried: row.retried ?? null, holds: Boolean(row.holds), active: Number(row.active), starting: Number(row.starting) };
}

/** The ends of the person's no-shows at a resource since `since`, latest first. */
export async function noShowsSince(db: DbOrTx, uid: string, resourceId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(sql<Date>`upper(during)`.as('ends_at'))
    .where('uid', '=', uid)
    .where('resource_id', '=', resourceId)
    .where('status', '=', 'no_show')
    .where(sql<boolean>`upper(during) > ${since}`)
    .orderBy(sql`upper(during)`, 'desc')
    .execute();
  return rows.map((r) => r.ends_at);
}

/**
 * A unit of the resource free for the whole range, except those this attempt found taken already (`tried`).
 * 'skipLocked' locks it for this transaction and skips units concurrent bookings are taking (so a crowd spreads
 * over the units); 'unlocked' also sees those (one may be taken for another time of the day, or rolled back): the
 * insert then waits for the concurrent booking, and its conflict, if any, says the unit went.
 */
/** Where a unit stands in the resource's order (sort, then id). */
export interface UnitPlace {
  sort: number;
  id: number;
}

/**
 * The first unit after `after` in the resource's order that nothing holds at the time and no concurrent booking is
 * taking (FOR UPDATE SKIP LOCKED). While a slot fills, the units after the last one taken are mostly free, so this
 * stops at the first of them, where the whole-slot form below orders every unit. (An anti-join: a probe per unit
 * was planned as a scan of the bookings per unit, 800 ms at 2,000 seats.)
 */
export async function freeUnitAfter(db: DbOrTx, resourceId: number, from: Date, to: Date, after: UnitPlace, tried: number[]): Promise<UnitPlace | undefined> {
  let q = db
    .selectFrom('booking_units as u')
    .select(['u.id', 'u.sort'])
    .where('u.resource_id', '=', resourceId)
    .where(sql<boolean>`(u.sort, u.id) > (${after.sort}, ${after.id})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bookings as b')
            .select(sql`1`.as('held'))
            .whereRef('b.unit_id', '=', 'u.id')
            .where(sql<boolean>`b.status IN ${HOLDING}`)
            .where(sql<boolean>`b.during && ${range(from, to)}`),
        ),
      ),
    );
  if (tried.length) q = q.where('u.id', 'not in', tried);
  return q.orderBy('u.sort').orderBy('u.id').limit(1).forUpdate().skipLocked().executeTakeFirst();
}

export async function freeUnit(db: DbOrTx, resourceId: number, from: Date, to: Date, tried: number[], only: number | undefined, mode: 'skipLocked' | 'unlocked'): Promise<UnitPlace | undefined> {
  // NOT IN over the units held then (hashed once), rather than NOT EXISTS probed per unit: a full slot of 2,000 seats
  // answers in about a millisecond instead of seven.
  const held = db
    .selectFrom('bookings as b')
    .select('b.unit_id')
    .where('b.resource_id', '=', resourceId)
    .where(sql<boolean>`b.status IN ${HOLDING}`)
    .where(sql<boolean>`b.during && ${range(from, to)}`)
    .where('b.unit_id', 'is not', null);
  let q = db.selectFrom('booking_units as u').select(['u.id', 'u.sort']).where('u.resource_id', '=', resourceId).where('u.id', 'not in', held);
  if (tried.length) q = q.where('u.id', 'not in', tried);
  if (only !== undefined) q = q.where('u.id', '=', only);
  q = q.orderBy('u.sort').orderBy('u.id').limit(1);
  return (mode === 'skipLocked' ? q.forUpdate().skipLocked() : q).executeTakeFirst();
}

export interface NewBooking {
  resource_id: number;
  unit_id: number | null;
  uid: string;
  from: Date;
  to: Date;
  status: BookingStatus;
  request_key: string;
  fee: number;
  pay_by: Date | null;
  remark: string;
  special: boolean;
}

/** Inserts the booking; undefined when its unit was taken at an overlapping time, or its request key was used. */
/** The booking inserted, as read back; undefined when the unit was taken meanwhile or the key was used. */
export async function insertBooking(db: DbOrTx, b: NewBooking): Promise<BookingRow | undefined> {
  const { rows } = await sql<BookingRow>`
    INSERT INTO bookings (resource_id, unit_id, uid, during, status, request_key, fee, pay_by, remark, special)
    VALUES (${b.resource_id}, ${b.unit_id}, ${b.uid}, ${range(b.from, b.to)}, ${b.status}, ${b.request_key}, ${b.fee}, ${b.pay_by}, ${b.remark}, ${b.special})
    ON CONFLICT DO NOTHING
    RETURNING ${sql.join(bookingColumns.map((c) => sql.ref(c)))}, lower(during) AS starts_at, upper(during) AS ends_at`.execute(db);
  return rows[0];
}

/**
 * Moves a booking on from one of the statuses it may be in; undefined when it is in none of them (someone, or a job,
 * moved it first). `unit` places a waitlist entry.
 */
export async function moveBooking(
  db: DbOrTx,
  id: number,
  from: readonly BookingStatus[],
  to: BookingStatus,
  set: { unit_id?: number; pay_by?: Date | null; cancelled_at?: Date; checked_in_at?: Date; inst_id?: string | null } = {},
): Promise<BookingRow | undefined> {
  const row = await db
    .updateTable('bookings')
    .set({ status: to, ...set })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .returning([...bookingColumns, sql<Date>`lower(during)`.as('starts_at'), sql<Date>`upper(during)`.as('ends_at')])
    .executeTakeFirst();
  return row;
}

/** Places a waitlist entry on a unit; false when the unit was taken meanwhile (the exclusion constraint). */
export async function placeWaiting(db: DbOrTx, id: number, unitId: number, status: BookingStatus, payBy: Date | null): Promise<boolean> {
  try {
    await sql`SAVEPOINT place_waiting`.execute(db);
    const moved = await moveBooking(db, id, ['waiting'], status, { unit_id: unitId, pay_by: payBy });
    await sql`RELEASE SAVEPOINT place_waiting`.execute(db);
    return moved !== undefined;
  } catch (error) {
    if ((error as { code?: string }).code !== '23P01') throw error;
    await sql`ROLLBACK TO SAVEPOINT place_waiting`.execute(db);
    return false;
  }
}

/** Waitlist entries of the resource overlapping the range that begin after `now`, first come first. */
export function waitingFor(db: DbOrTx, resourceId: number, from: Date, to: Date, now: Date, limit: number) {
  return bookings(db)
    .where('resource_id', '=', resourceId)
    .where('status', '=', 'waiting')
    .where(sql<boolean>`during && ${range(from, to)}`)
    .where(sql<boolean>`lower(during) > ${now}`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Places in the queue of waitlist entries: how many waiting for the same time at the resource came first. */
export async function queuePositions(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('bookings as w')
    .select(['w.id', (eb) => eb.selectFrom('bookings as o').select(eb.fn.countAll<number>().as('n'))
      .whereRef('o.resource_id', '=', 'w.resource_id').where('o.status', '=', 'waiting').where(sql<boolean>`o.during = w.during`).whereRef('o.id', '<=', 'w.id').as('position')])
    .where('w.id', 'in', ids)
    .where('w.status', '=', 'waiting')
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.position)]));
}

const TAB_STATUSES: Record<BookingTab, BookingStatus[]> = {
  upcoming: ['waiting', 'unpaid', 'pending', 'booked', 'checked_in'],
  past: ['booked', 'checked_in', 'no_show'],
  cancelled: ['cancelled', 'released', 'rejected', 'expired'],
};

/** 我的预约: upcoming (not over, soonest first), past (over, latest first) or cancelled (latest first). */
function tab(db: DbOrTx, uid: string, which: BookingTab, now: Date) {
  let q = db.selectFrom('bookings').where('uid', '=', uid).where('status', 'in', TAB_STATUSES[which]);
  if (which === 'upcoming') q = q.where(sql<boolean>`upper(during) > ${now}`);
  if (which === 'past') q = q.where(sql<boolean>`upper(during) <= ${now}`);
  return q;
}

export async function myPage(db: DbOrTx, uid: string, which: BookingTab, now: Date, page: { offset: number; limit: number }) {
  const order = which === 'upcoming' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    tab(db, uid, which, now).select('id').orderBy(sql`lower(during)`, order).orderBy('id', order).offset(page.offset).limit(page.limit).execute(),
    tab(db, uid, which, now).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(total.n) };
}

/** Bookings as their holder reads them: with resource, unit and (for a consultation) its hours' place. */
export function bookingViews(db: DbOrTx, ids: number[]) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('booking_resources as r', 'r.id', 'b.resource_id')
    .leftJoin('booking_units as u', 'u.id', 'b.unit_id')
    .select([
      ...bookingColumns.map((c) => `b.${c}` as const),
      sql<Date>`lower(b.during)`.as('starts_at'),
      sql<Date>`upper(b.during)`.as('ends_at'),
      'r.name', 'r.name_en', 'r.kind', 'r.source_type', 'r.campus', 'r.cancel_minutes', 'r.manager_uids', 'r.counsellor_uid',
      sql<string>`coalesce((SELECT h.location FROM consult_hours h WHERE h.resource_id = b.resource_id AND h.during @> b.during LIMIT 1), r.location)`.as('location'),
      sql<string>`coalesce(u.label, '')`.as('unit_label'),
    ])
    .where('b.id', 'in', ids.length ? ids : [0])
    .execute();
}

/** The catalogue service opening each booking's resource (null when none), by booking. */
export async function servicesOfBookings(db: DbOrTx, ids: number[]): Promise<{ id: number; app_id: number | null }[]> {
  return db.selectFrom('bookings as b').innerJoin('booking_resources as r', 'r.id', 'b.resource_id').select(['b.id', 'r.app_id']).where('b.id', 'in', ids).execute();
}

/** The booking an approval application belongs to. */
export function bookingByApplication(db: DbOrTx, instId: string): Promise<BookingRow | undefined> {
  return bookings(db).where('inst_id', '=', instId).executeTakeFirst();
}

export async function setApplication(db: DbOrTx, id: number, instId: string): Promise<void> {
  await db.updateTable('bookings').set({ inst_id: instId }).where('id', '=', id).execute();
}

export async function unitLabel(db: DbOrTx, unitId: number): Promise<string> {
  return (await db.selectFrom('booking_units').select('label').where('id', '=', unitId).executeTakeFirst())?.label ?? '';
}

/** Which of `ids` are the user's bookings. */
export async function ownBookingIds(db: DbOrTx, ids: number[], uid: string): Promise<number[]> {
  const rows = await db.selectFrom('bookings').select('id').where('id', 'in', ids).where('uid', '=', uid).execute();
  return rows.map((r) => r.id);
}

/** Bookings of a resource in some statuses lying within a range (a consultation's hours), waitlist entries first. */
export function bookingsWithin(db: DbOrTx, resourceId: number, from: Date, to: Date, statuses: readonly BookingStatus[]) {
  return bookings(db)
    .where('resource_id', '=', resourceId)
    .where('status', 'in', [...statuses])
    .where(sql<boolean>`during <@ ${range(from, to)}`)
    .orderBy(sql`status = 'waiting'`, 'desc')
    .orderBy('id')
    .execute();
}

/** The key check-in codes are signed with, stored once (a concurrent first use keeps the first). */
export async function signingKey(db: DbOrTx, fresh: Buffer): Promise<Buffer> {
  await db.insertInto('booking_keys').values({ id: 1, key: fresh }).onConflict((oc) => oc.column('id').doNothing()).execute();
  return (await db.selectFrom('booking_keys').select('key').where('id', '=', 1).executeTakeFirstOrThrow()).key;
}
