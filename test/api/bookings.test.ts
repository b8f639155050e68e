/**
 * Booking through the real server: never two bookings of one place at once, whatever arrives together; a retried
 * request books once; the opening second is the server's; a person's limits hold under concurrent requests; and a
 * cancelled place goes to the first on the waitlist.
 */
import { calls } from '../../contract';
import type { Booking, ReserveDay } from '../../contract/calls/bookings';
import { BookingRefusal } from '../../contract/rules/booking';
import { ErrorCode } from '../../contract/envelope';
import { book, bookingSuite, campusTime, people, requestKey, resource, type BookingSuite } from './bookings-fixtures';
import { bothEngines } from '../support/test-server';

describe.each(bothEngines)('booking on %s', (engine) => {
  let suite: BookingSuite;

  beforeAll(async () => {
    suite = await bookingSuite(engine);
  });
  afterAll(() => suite?.close());

  it('books the last seat for exactly one of 50 people asking at once; the others hear it is full', async () => {
    const { server } = suite;
    const id = await resource(server, { kind: 'seat', name: '最后一个座位的自习区' }, 3);
    const [first, second, ...crowd] = await people(server, 52);
    expect((await book(first.api, { id, date: '2026-12-08', start: '10:00' })).body.e).toBe(0);
    expect((await book(second.api, { id, date: '2026-12-08', start: '10:00' })).body.e).toBe(0);

    const answers = await Promise.all(crowd.map((p) => book(p.api, { id, date: '2026-12-08', start: '10:00' })));
    const booked = answers.filter((a) => a.body.e === 0);
    expect(booked).toHaveLength(1);
    expect(answers.filter((a) => a.body.e === BookingRefusal.FULL)).toHaveLength(49);
    expect(answers.find((a) => a.body.e === BookingRefusal.FULL)?.body.m).toBe('该时段已约满');

    const held = await server.db.selectFrom('bookings').select(['unit_id']).where('resource_id', '=', id).where('status', '=', 'booked').execute();
    expect(new Set(held.map((h) => h.unit_id)).size).toBe(3);
    const slots = await first.api.call<ReserveDay>(calls.getReserveSlots, { id, date: '2026-12-08' });
    expect(slots.body.d.slots.find((s) => s.start === '10:00')).toMatchObject({ free: 0, capacity: 3, offered: true });
  });

  it('books different hours of one room for people asking at once: only overlapping times exclude each other', async () => {
    const { server } = suite;
    const id = await resource(server, { max_slots: 2 }, 1);
    const crowd = await people(server, 6);
    const starts = ['09:00', '10:00', '11:00', '12:00', '13:00', '13:00'];
    const answers = await Promise.all(crowd.map((p, i) => book(p.api, { id, date: '2026-12-08', start: starts[i] })));
    expect(answers.map((a) => a.body.e).sort()).toEqual([0, 0, 0, 0, 0, BookingRefusal.FULL]);
    // 14:00–16:00 is free; 12:00–14:00 overlaps two bookings.
    const [late] = await people(server, 1);
    expect((await book(late.api, { id, date: '2026-12-08', start: '12:00', slots: 2 })).body.e).toBe(BookingRefusal.FULL);
    expect((await book(late.api, { id, date: '2026-12-08', start: '14:00', slots: 2 })).body.d).toMatchObject({ start: '14:00', end: '16:00', status: 'booked' });
  });

  it('answers a retried request with the booking the first made, sent again or at once', async () => {
    const { server } = suite;
    const id = await resource(server, {}, 5);
    const [person] = await people(server, 1);
    const key = requestKey();
    const payload = { id, date: '2026-12-08', start: '14:00', request_key: key };
    const together = await Promise.all([person.api.call<Booking>(calls.makeReservation, payload), person.api.call<Booking>(calls.makeReservation, payload)]);
    const again = await person.api.call<Booking>(calls.makeReservation, payload);
    expect([...together, again].map((a) => a.body.e)).toEqual([0, 0, 0]);
    expect(new Set([...together, again].map((a) => a.body.d.id)).size).toBe(1);
    const rows = await server.db.selectFrom('bookings').select('id').where('uid', '=', person.uid).where('resource_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    // Sent again once the slot began (no longer offered to anyone), it still answers the booking it made.
    suite.clock.at = campusTime('2026-12-08T14:30:00');
    try {
      const late = await person.api.call<Booking>(calls.makeReservation, payload);
      expect(late.body).toMatchObject({ e: 0, d: { id: again.body.d.id } });
      expect((await book(person.api, { id, date: '2026-12-08', start: '14:00' })).body.e).toBe(BookingRefusal.NOT_OFFERED);
    } finally {
      suite.clock.at = campusTime('2026-12-07T09:00:00');
    }
  });

  it('places one booking for a person asking four times at once for a slot among a crowd, the rest told they hold it', async () => {
    const { server } = suite;
    const id = await resource(server, { kind: 'seat', name: '人群中的同一人' }, 10);
    const [eager, ...crowd] = await people(server, 4);
    const slot = { id, date: '2026-12-08', start: '15:00' };
    const answers = await Promise.all([...crowd.map((p) => book(p.api, slot)), ...Array.from({ length: 4 }, () => book(eager.api, slot))]);
    expect(answers.slice(0, 3).map((a) => a.body.e)).toEqual([0, 0, 0]);
    expect(answers.slice(3).map((a) => a.body.e).sort()).toEqual([0, BookingRefusal.ALREADY_HELD, BookingRefusal.ALREADY_HELD, BookingRefusal.ALREADY_HELD]);
    const rows = await server.db.selectFrom('bookings').select('unit_id').where('resource_id', '=', id).where('status', '=', 'booked').execute();
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.unit_id)).size).toBe(4);
  });

  it('answers a retry with its booking at a slot known full, where a newcomer hears it is full', async () => {
    const { server } = suite;
    const id = await resource(server, { kind: 'seat', name: '单座自习区' }, 1);
    const [holder, newcomer] = await people(server, 2);
    const payload = { id, date: '2026-12-08', start: '16:00', request_key: requestKey() };
    const made = await holder.api.call<Booking>(calls.makeReservation, payload);
    expect(made.body.e).toBe(0);
    // The newcomer's refusal leaves the slot known full to the server; the holder's retry must still find its booking.
    expect((await book(newcomer.api, { id, date: '2026-12-08', start: '16:00' })).body.e).toBe(BookingRefusal.FULL);
    const retried = await holder.api.call<Booking>(calls.makeReservation, payload);
    expect(retried.body.e).toBe(0);
    expect(retried.body.d.id).toBe(made.body.d.id);
    expect((await book(newcomer.api, { id, date: '2026-12-08', start: '16:00' })).body.e).toBe(BookingRefusal.FULL);
  });

  it("refuses a booking one second before the opening by the server's clock, naming the time, and takes it at the second", async () => {
    const { server, clock } = suite;
    const id = await resource(server, { kind: 'seat', days_ahead: 1, opens_at_time: '20:00' }, 10);
    const [person] = await people(server, 1);
    clock.at = campusTime('2026-12-07T19:59:59');
    const early = await book(person.api, { id, date: '2026-12-08', start: '09:00' });
    expect(early.body.e).toBe(BookingRefusal.NOT_OPEN);
    expect(early.body.m).toBe('预约尚未开放，将于 2026-12-07 20:00:00 开放');
    const day = await person.api.call<ReserveDay>(calls.getReserveSlots, { id, date: '2026-12-08' });
    expect(day.body.d).toMatchObject({ server_time: '2026-12-07 19:59:59', opens_at: '2026-12-07 20:00:00' });
    expect(day.body.d.slots.every((s) => !s.offered)).toBe(true);

    clock.at = campusTime('2026-12-07T20:00:00');
    expect((await book(person.api, { id, date: '2026-12-08', start: '09:00' })).body.e).toBe(0);
    // Two days ahead is beyond how far one may book.
    expect((await book(person.api, { id, date: '2026-12-09', start: '09:00' })).body.e).toBe(BookingRefusal.NOT_OFFERED);
    clock.at = campusTime('2026-12-07T09:00:00');
  });

  it("holds a person's daily limit when they send 20 requests at once", async () => {
    const { server } = suite;
    const id = await resource(server, { max_per_day: 2 }, 4);
    const [person] = await people(server, 1);
    const starts = Array.from({ length: 20 }, (_, i) => `${String(8 + (i % 14)).padStart(2, '0')}:00`);
    const answers = await Promise.all(starts.map((start) => book(person.api, { id, date: '2026-12-08', start })));
    const codes = answers.map((a) => a.body.e);
    expect(codes.filter((e) => e === 0)).toHaveLength(2);
    expect(codes.filter((e) => e === BookingRefusal.LIMIT_REACHED).length).toBeGreaterThan(0);
    expect(codes.every((e) => [0, BookingRefusal.LIMIT_REACHED, BookingRefusal.ALREADY_HELD, ErrorCode.TOO_MANY_REQUESTS].includes(e))).toBe(true);
    const rows = await server.db.selectFrom('bookings').select('id').where('uid', '=', person.uid).where('resource_id', '=', id).execute();
    expect(rows).toHaveLength(2);
    const limited = answers.find((a) => a.body.e === BookingRefusal.LIMIT_REACHED);
    expect(limited?.body.m).toContain('2 个');
  });

  it('gives a cancelled place to the first on the waitlist, and tells them', async () => {
    const { server } = suite;
    const id = await resource(server, { name: '候补测试研讨室' }, 1);
    const [holder, firstWaiting, secondWaiting] = await people(server, 3);
    const held = await book(holder.api, { id, date: '2026-12-09', start: '16:00' });
    expect(held.body.e).toBe(0);
    expect((await book(firstWaiting.api, { id, date: '2026-12-09', start: '16:00' })).body.e).toBe(BookingRefusal.FULL);
    const first = await book(firstWaiting.api, { id, date: '2026-12-09', start: '16:00', waitlist: 1 });
    const second = await book(secondWaiting.api, { id, date: '2026-12-09', start: '16:00', waitlist: 1 });
    expect(first.body.d).toMatchObject({ status: 'waiting', waitlist_position: 1, unit_label: '' });
    expect(second.body.d).toMatchObject({ status: 'waiting', waitlist_position: 2 });

    const cancelled = await holder.api.call<Booking>(calls.cancelReservation, { booking_id: held.body.d.id, reason: '临时有课' });
    expect(cancelled.body.d.status).toBe('cancelled');
    const promoted = await firstWaiting.api.call<Booking>(calls.getReservation, { booking_id: first.body.d.id });
    expect(promoted.body.d).toMatchObject({ status: 'booked', unit_label: '房间 1', waitlist_position: 0 });
    const still = await secondWaiting.api.call<Booking>(calls.getReservation, { booking_id: second.body.d.id });
    expect(still.body.d).toMatchObject({ status: 'waiting', waitlist_position: 1 });

    const told = await server.db.selectFrom('messages').select(['title', 'about_kind', 'about_id', 'link']).where('recipient_uid', '=', firstWaiting.uid).execute();
    expect(told).toContainEqual({
      title: '候补成功，已为您预约：候补测试研讨室 2026-12-09 16:00–17:00',
      about_kind: 'booking',
      about_id: String(first.body.d.id),
      link: `/matter/makeAnAppointment?id=${first.body.d.id}`,
    });
  });

  it('refuses to cancel after the deadline, naming it', async () => {
    const { server, clock } = suite;
    const id = await resource(server, { cancel_minutes: 60 }, 1);
    const [person] = await people(server, 1);
    const made = await book(person.api, { id, date: '2026-12-07', start: '15:00' });
    expect(made.body.d).toMatchObject({ may_cancel: true, cancel_by: '2026-12-07 14:00:00' });
    clock.at = campusTime('2026-12-07T14:30:00');
    const late = await person.api.call(calls.cancelReservation, { booking_id: made.body.d.id });
    expect(late.body).toEqual({ e: BookingRefusal.TOO_LATE_TO_CANCEL, m: '已过取消截止时间（2026-12-07 14:00:00），不能取消', d: null });
    const still = await person.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id });
    expect(still.body.d).toMatchObject({ status: 'booked', may_cancel: false });
    clock.at = campusTime('2026-12-07T09:00:00');
  });

  it("keeps each booking its holder's: another person can neither read nor cancel it", async () => {
    const { server } = suite;
    const id = await resource(server, {}, 2);
    const [owner, other] = await people(server, 2);
    const made = await book(owner.api, { id, date: '2026-12-10', start: '10:00' });
    const forbidden = { e: ErrorCode.FORBIDDEN, m: '没有权限执行此操作', d: null };
    for (const call of [calls.getReservation, calls.cancelReservation, calls.getReservationCode]) {
      const res = await other.api.call(call, { booking_id: made.body.d.id });
      expect([res.status, res.body]).toEqual([403, forbidden]);
    }
    expect((await owner.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id })).body.d.status).toBe('booked');
  });
});
