import type { FastifyInstance } from 'fastify';
import { bookingsCalls } from '../../../../contract/calls/bookings';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { admitRequest } from '../../limits/rate-limit';
import { cancelReservation } from './cancel.service';
import { checkIn, reservationCode } from './check-in.service';
import { consultSchedule, publishConsultHours, withdrawConsultHours } from './consult.service';
import { reserveDetail, reserveHall, reserveSlots } from './hall.service';
import { payReservation } from './payment.service';
import { makeReservation } from './reserve.service';
import { bookingAsRead, myReservations } from './views.service';

/**
 * Booking attempts per person: a script firing at the opening second is slowed to what a person can tap, while a
 * person retrying a few times (or joining the waitlist) is not.
 */
const ATTEMPTS = { max: 10, windowMs: 10_000 };

export function bookingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const page = (p: { p?: number; page_size?: number }) => ({ p: p.p ?? 1, pageSize: p.page_size ?? 10 });
  registerCall(app, deps, bookingsCalls.getReserveHall, async (p, { db, user, lang, now }) =>
    reserveHall(db, { user, lang }, { kind: p.kind, campus: p.campus, keyword: p.keyword, date: p.date }, page(p), now()),
  );
  registerCall(app, deps, bookingsCalls.getReserveDetail, async (p, { db, user, lang, now }) => reserveDetail(db, { user, lang }, p.id, now()));
  registerCall(app, deps, bookingsCalls.getReserveSlots, async (p, { db, user, lang, now }) => reserveSlots(db, { user, lang }, p.id, p.date, now()));
  registerCall(app, deps, bookingsCalls.makeReservation, async (p, { db, user, lang, now, attempts }) => {
    await admitRequest(attempts, `booking:${user.uid}`, ATTEMPTS);
    return makeReservation(db, user, lang, p, now());
  });
  registerCall(app, deps, bookingsCalls.cancelReservation, async (p, { db, user, lang, now }) => cancelReservation(db, user.uid, lang, p.booking_id, p.reason ?? '', now()));
  registerCall(app, deps, bookingsCalls.myReservations, async (p, { db, user, lang, now }) => myReservations(db, user.uid, lang, p.tab, page(p), now()));
  registerCall(app, deps, bookingsCalls.getReservation, async (p, { db, lang, now }) => bookingAsRead(db, p.booking_id, lang, now()));
  registerCall(app, deps, bookingsCalls.getReservationCode, async (p, { db, lang, now, config }) => reservationCode(db, p.booking_id, lang, now(), config.publicUrl));
  registerCall(app, deps, bookingsCalls.payReservation, async (p, { db, request }) => payReservation(db, p.booking_id, p.channel, { openid: p.openid, clientIp: request.ip }));
  registerCall(app, deps, bookingsCalls.checkInReservation, async (p, { db, user, lang, now }) => checkIn(db, user, p.code, lang, now()));
  registerCall(app, deps, bookingsCalls.getConsultSchedule, async (p, { db, user }) => consultSchedule(db, user, p.date));
  registerCall(app, deps, bookingsCalls.publishConsultHours, async (p, { db, user, now }) => publishConsultHours(db, user, p, now()));
  registerCall(app, deps, bookingsCalls.withdrawConsultHours, async (p, { db, user, now }) => withdrawConsultHours(db, user, p.id, p.reason, now()));
}
