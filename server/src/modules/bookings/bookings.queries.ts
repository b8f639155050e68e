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

/**
 * Until the transaction ends, these people's other booking attempts wait: their counts and their inserts are one
 * step. Taken in one order (of the lock keys), so two transactions locking overlapping people never deadlock.
 */
export async function lockPeople(db: DbOrTx, uids: readonly string[]): Promise<void> {
  if (!uids.length) return;
  await sql`SELECT pg_advisory_xact_lock(${PERSON_LOCKS}, k) FROM (SELECT DISTINCT hashtext(u) AS k FROM unnest(${[...uids]}::text[]) AS u ORDER BY k) AS keys`.execute(db);
}

export function bookingById(db: DbOrTx, id: number): Promise<BookingRow | undefined> {
  return bookings(db).where('id', '=', id).executeTakeFirst();
}

/** The booking ids made by requests, by `uid` and request key joined with a newline (those made none have no entry). */
export async function bookingIdsByKeys(db: DbOrTx, keys: string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; id: number }>`
    SELECT b.uid || chr(10) || b.request_key AS key, b.id FROM bookings b
    JOIN unnest(${keys}::text[]) AS k(key) ON b.uid = split_part(k.key, chr(10), 1) AND b.request_key = substr(k.key, strpos(k.key, chr(10)) + 1)`.execute(db);
  return new Map(rows.map((r) => [r.key, r.id]));
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

/** Where a person stands at the resource, as read under their lock. */
export interface Standing {
  /** The booking an earlier request with this key made. */
  retried: number | null;
  /** Whether they hold or wait for part of the time. */
  holds: boolean;
  /** Their bookings that count against the limits: kept or waiting, not over by `now`. */
  active: number;
  /** Those beginning on the day. */
  starting: number;
}

/** Where each person (with their request's key) stands at the resource, read in one statement, by uid. */
export async function standingsOf(
  db: DbOrTx,
  people: readonly { uid: string; request_key: string }[],
  resourceId: number,
  time: { from: Date; to: Date },
  day: { from: Date; to: Date },
  now: Date,
): Promise<Map<string, Standing>> {
  const { rows } = await sql<{ uid: string; retried: number | null; holds: boolean; active: number; starting: number }>`
    SELECT p.uid,
      (SELECT b.id FROM bookings b WHERE b.uid = p.uid AND b.request_key = p.request_key) AS retried,
      EXISTS (SELECT 1 FROM bookings b WHERE b.uid = p.uid AND b.resource_id = ${resourceId}
        AND (b.status IN ${HOLDING} OR b.status = 'waiting') AND b.during && ${range(time.from, time.to)}) AS holds,
      (SELECT count(*) FROM bookings b WHERE b.uid = p.uid AND b.resource_id = ${resourceId}
        AND b.status IN ('waiting', 'unpaid', 'pending', 'booked') AND upper(b.during) > ${now})::int AS active,
      (SELECT count(*) FROM bookings b WHERE b.uid = p.uid AND b.resource_id = ${resourceId}
        AND b.status IN ('waiting', 'unpaid', 'pending', 'booked', 'checked_in')
        AND lower(b.during) >= ${day.from} AND lower(b.during) < ${day.to})::int AS starting
    FROM jsonb_to_recordset(${JSON.stringify(people.map((p) => ({ uid: p.uid, request_key: p.request_key })))}::jsonb) AS p(uid text, request_key text)`.execute(db);
  return new Map(rows.map((r) => [r.uid, { retried: r.retried ?? null, holds: Boolean(r.holds), active: Number(r.active), starting: Number(r.starting) }]));
}

/** The ends of each person's no-shows at a resource since `since`, latest first, by uid (none: no entry). */
export async function noShowsOf(db: DbOrTx, uids: readonly string[], resourceId: number, since: Date): Promise<Map<string, Date[]>> {
  const rows = await db
    .selectFrom('bookings')
    .select(['uid', sql<Date>`upper(during)`.as('ends_at')])
    .where(sql<boolean>`uid = ANY(${[...uids]}::text[])`)
    .where('resource_id', '=', resourceId)
    .where('status', '=', 'no_show')
    .where(sql<boolean>`upper(during) > ${since}`)
    .orderBy(sql`upper(during)`, 'desc')
    .execute();
  const ends = new Map<string, Date[]>();
  for (const r of rows) ends.set(r.uid, [...(ends.get(r.uid) ?? []), r.ends_at]);
  return ends;
}

/**
 * Up to `count` units of the resource free for the whole range, in the resource's order, except `except` (units an
 * attempt found taken already, or has chosen). 'skipLocked' locks them for this transaction and skips units
 * concurrent bookings are taking (so concurrent batches spread over the units); 'unlocked' also sees those (one may
 * be taken for another time of the day, or rolled back): the insert then waits for the concurrent booking, and its
 * conflict, if any, says the unit went.
 */
export async function freeUnits(
  db: DbOrTx,
  resourceId: number,
  time: { from: Date; to: Date },
  count: number,
  except: readonly number[],
  only: number | undefined,
  mode: 'skipLocked' | 'unlocked',
): Promise<number[]> {
  // NOT IN over the units held then (hashed once), rather than NOT EXISTS probed per unit: a full slot of 2,000 seats
  // answers in about a millisecond instead of seven.
  const held = db
    .selectFrom('bookings as b')
    .select('b.unit_id')
    .where('b.resource_id', '=', resourceId)
    .where(sql<boolean>`b.status IN ${HOLDING}`)
    .where(sql<boolean>`b.during && ${range(time.from, time.to)}`)
    .where('b.unit_id', 'is not', null);
  let q = db.selectFrom('booking_units as u').select('u.id').where('u.resource_id', '=', resourceId).where('u.id', 'not in', held);
  if (except.length) q = q.where(sql<boolean>`u.id <> ALL(${[...except]}::integer[])`);
  if (only !== undefined) q = q.where('u.id', '=', only);
  q = q.orderBy('u.sort').orderBy('u.id').limit(count);
  const rows = await (mode === 'skipLocked' ? q.forUpdate().skipLocked() : q).execute();
  return rows.map((r) => r.id);
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

/**
 * Inserts the bookings in one statement and answers those inserted, as read back: a booking whose unit was taken
 * meanwhile at an overlapping time (the exclusion constraint), or whose request key was used, inserts nothing.
 */
export async function insertBookings(db: DbOrTx, made: readonly NewBooking[]): Promise<BookingRow[]> {
  if (!made.length) return [];
  // One JSON parameter, so the text (and its prepared statement) is the same for any number of bookings.
  const json = JSON.stringify(made.map((b) => ({ ...b, from: b.from.toISOString(), to: b.to.toISOString(), pay_by: b.pay_by?.toISOString() ?? null })));
  const { rows } = await sql<BookingRow>`
    INSERT INTO bookings (resource_id, unit_id, uid, during, status, request_key, fee, pay_by, remark, special)
    SELECT resource_id, unit_id, uid, tstzrange("from", "to", '[)'), status, request_key, fee, pay_by, remark, special
    FROM jsonb_to_recordset(${json}::jsonb) AS b(resource_id integer, unit_id integer, uid text, "from" timestamptz, "to" timestamptz,
      status text, request_key text, fee integer, pay_by timestamptz, remark text, special boolean)
    ON CONFLICT DO NOTHING
    RETURNING ${sql.join(bookingColumns.map((c) => sql.ref(c)))}, lower(during) AS starts_at, upper(during) AS ends_at`.execute(db);
  return rows;
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
