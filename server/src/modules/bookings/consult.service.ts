/**
 * Consultation scheduling (/reserve/m_consultationScheduling, permit resource-consult): a counsellor publishes hours,
 * which students book in slots of the counsellor's resource (made on the first publish), sees who booked each, and
 * may withdraw hours, which cancels their bookings and tells the holders why.
 */
import type { ConsultHours } from '../../../../contract/calls/bookings';
import { Permit } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { campusDate } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { clockOf, instantOf } from './booking-times';
import * as q from './bookings.queries';
import { endBooking } from './end-booking';
import * as consult from './consult.queries';
import { dayBounds } from './day-plan';
import { CANCELLABLE } from './views.service';

/** A new counsellor's rules: half-hour slots a week ahead, one active booking per student, cancel two hours ahead. */
const CONSULT_RULES = { kind: 'consult', source_type: 2, slot_minutes: 30, days_ahead: 7, opens_at_time: '00:00', max_active: 1, max_slots: 1, cancel_minutes: 120 } as const;
/** Whom a day's schedule shows: everyone who holds, held or waits for a place. */
const SHOWN = ['waiting', 'unpaid', 'pending', 'booked', 'checked_in', 'no_show'] as const;

async function requirePermit(db: DbOrTx, user: SessionUser): Promise<void> {
  if (!(await org.holdsPermit(db, user, Permit.resourceConsult))) throw new DomainError('bookings.noConsultPermit');
}

export async function consultSchedule(db: DbOrTx, user: SessionUser, day: string) {
  await requirePermit(db, user);
  const resource = await consult.consultResourceOf(db, user.uid);
  const bounds = dayBounds(day);
  if (!resource || !bounds) return { resource_id: resource?.id ?? 0, slot_minutes: resource?.slot_minutes ?? CONSULT_RULES.slot_minutes, hours: [] };
  const hours = await consult.hoursIn(db, [resource.id], bounds.from, bounds.to);
  const booked = await q.bookingsWithin(db, resource.id, bounds.from, bounds.to, SHOWN);
  const people = await org.activePeopleCards(db, [...new Set(booked.map((b) => b.uid))]);
  return {
    resource_id: resource.id,
    slot_minutes: resource.slot_minutes,
    hours: hours.map(
      (h): ConsultHours => ({
        id: h.id,
        date: day,
        start: clockOf(h.starts_at),
        end: clockOf(h.ends_at),
        location: h.location,
        bookings: booked
          .filter((b) => b.starts_at >= h.starts_at && b.ends_at <= h.ends_at)
          .map((b) => ({ booking_id: b.id, start: clockOf(b.starts_at), end: clockOf(b.ends_at), name: people.get(b.uid)?.name ?? '', number: people.get(b.uid)?.number ?? '', status: b.status, remark: b.remark })),
      }),
    ),
  };
}

export async function publishConsultHours(db: DbOrTx, user: SessionUser, input: { date: string; start: string; end: string; location: string }, now: Date): Promise<ConsultHours> {
  await requirePermit(db, user);
  if (!dayBounds(input.date)) throw new DomainError('bookings.badHours');
  const from = instantOf(input.date, input.start);
  const to = instantOf(input.date, input.end);
  if (from <= now) throw new DomainError('bookings.pastHours');
  const location = input.location.trim();
  return inTransaction(db, async (tx) => {
    const resourceId = await consult.ensureConsultResource(
      tx,
      { ...CONSULT_RULES, counsellor_uid: user.uid, name: `心理咨询 · ${user.name}`, name_en: `Counselling with ${user.name}`, location, manager_uids: [user.uid] },
      user.name,
    );
    const resource = (await consult.consultResourceOf(tx, user.uid))!;
    if (to.getTime() - from.getTime() < resource.slot_minutes * 60_000) throw new DomainError('bookings.badHours');
    const id = await consult.insertHours(tx, resourceId, from, to, location);
    if (id === undefined) throw new DomainError('bookings.hoursOverlap');
    return { id, date: campusDate(from), start: input.start, end: input.end, location, bookings: [] };
  });
}

export async function withdrawConsultHours(db: DbOrTx, user: SessionUser, id: number, reason: string, now: Date): Promise<{ cancelled: number }> {
  await requirePermit(db, user);
  return inTransaction(db, async (tx) => {
    const resource = await consult.consultResourceOf(tx, user.uid);
    const hours = resource && (await consult.deleteHours(tx, resource.id, id));
    if (!resource || !hours) throw new DomainError('bookings.hoursNotFound');
    let cancelled = 0;
    // Waitlist entries first, so the freed places are not handed to people whose hours are going too.
    for (const b of await q.bookingsWithin(tx, resource.id, hours.starts_at, hours.ends_at, CANCELLABLE)) {
      if (await endBooking(tx, b, resource, 'cancelled', 'withdrawn', now, CANCELLABLE, reason.trim())) cancelled += 1;
    }
    return { cancelled };
  });
}
