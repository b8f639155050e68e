/**
 * The burst scenario's data, on the database the server under benchmark uses: simulated students signed in (each a
 * session whose token both processes derive from a shared seed, since 10,000 password sign-ins would measure argon2,
 * not booking), the study-seat resource that opens at one second, and the SQL check afterwards.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import { campusDate, campusDateTime } from '../../server/src/domain/campus-time';
import { tokenHash } from '../../server/src/modules/auth/session-store';
import { addResource } from '../../server/src/modules/bookings/resources.service';

const DAY = 86_400_000;
const BATCH = 1000;

/** The simulated students' uids, in order. */
export const studentUids = (count: number) => Array.from({ length: count }, (_, i) => `BS${String(i + 1).padStart(6, '0')}`);

/** A student's session token, derived from the run's seed. */
export const sessionToken = (seed: string, uid: string) => createHmac('sha256', seed).update(uid).digest('base64url');

/** The students, with a session each valid for a day. */
export async function addStudents(db: Db, count: number, seed: string): Promise<void> {
  const college = await db.selectFrom('departments').select('id').where('kind', '=', 'college').orderBy('sort').executeTakeFirstOrThrow();
  const uids = studentUids(count);
  for (let i = 0; i < uids.length; i += BATCH) {
    const batch = uids.slice(i, i + BATCH);
    await db
      .insertInto('users')
      .values(batch.map((uid, j) => ({ uid, number: uid, name: `压测学生${i + j + 1}`, identity_type: 'student', identity_id: 'undergraduate', identity_name: '本科生', department_id: college.id })))
      .execute();
    const expires = new Date(Date.now() + DAY);
    await db.insertInto('sessions').values(batch.map((uid) => ({ token_hash: tokenHash(sessionToken(seed, uid)), uid, expires_at: expires }))).execute();
  }
}

export interface OpenedSeats {
  resourceId: number;
  date: string;
  start: string;
}

/**
 * `seats` study seats whose booking for the next day opens at `opensAt` (a whole minute): days_ahead 1, at that
 * clock time. Everyone wants the first slot of that day; one booking a person a day.
 */
export async function addSeats(db: Db, seats: number, opensAt: Date): Promise<OpenedSeats> {
  const resourceId = await addResource(
    db,
    {
      kind: 'seat',
      source_type: 1,
      name: '压测自习座位',
      campus: '主校区',
      location: '图书馆四楼',
      slot_minutes: 120,
      open_time: '08:00',
      close_time: '22:00',
      days_ahead: 1,
      opens_at_time: campusDateTime(opensAt).slice(11, 16),
      max_per_day: 1,
      max_active: 2,
      audiences: ['student'],
    },
    Array.from({ length: seats }, (_, i) => `B${String(i + 1).padStart(4, '0')}`),
  );
  return { resourceId, date: campusDate(new Date(opensAt.getTime() + DAY)), start: '08:00' };
}

export interface Check {
  /** Pairs of holding bookings of one unit at overlapping times: must be 0. */
  oversold: number;
  /** Holding bookings, the units they hold, and the most any student holds. */
  holding: number;
  unitsHeld: number;
  mostPerStudent: number;
}

export async function checkBookings(db: Db, resourceId: number): Promise<Check> {
  const holding = sql.raw(`('unpaid', 'pending', 'booked', 'checked_in')`);
  const { rows } = await sql<{ oversold: number; holding: number; units_held: number; most: number }>`
    SELECT
      (SELECT count(*) FROM bookings a JOIN bookings b ON a.unit_id = b.unit_id AND a.id < b.id AND a.during && b.during
        WHERE a.resource_id = ${resourceId} AND a.status IN ${holding} AND b.status IN ${holding})::int AS oversold,
      (SELECT count(*) FROM bookings WHERE resource_id = ${resourceId} AND status IN ${holding})::int AS holding,
      (SELECT count(DISTINCT unit_id) FROM bookings WHERE resource_id = ${resourceId} AND status IN ${holding})::int AS units_held,
      (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM bookings WHERE resource_id = ${resourceId} AND status IN ${holding} GROUP BY uid) s)::int AS most`.execute(db);
  const r = rows[0];
  return { oversold: r.oversold, holding: r.holding, unitsHeld: r.units_held, mostPerStudent: r.most };
}
