/**
 * After a booking is made: the venue checks it in from the holder's signed code; nobody else can, nor with a code
 * that expired or was altered; a booking nobody checked in becomes a no-show, and enough of them block the person
 * until a named day; the holder is reminded an hour ahead; an unpaid booking is released at its deadline and the
 * place goes on to the waitlist. Time moves by the server's clock, and the timers run on it.
 */
import { calls } from '../../contract';
import type { Booking, ReserveDetail } from '../../contract/calls/bookings';
import { BookingRefusal } from '../../contract/rules/booking';
import { ErrorCode } from '../../contract/envelope';
import { book, bookingSuite, campusTime, people, resource, type BookingSuite } from './bookings-fixtures';
import { bothEngines } from '../support/test-server';

interface Code {
  code: string;
  check_in_url: string;
  expires_at: string;
  booking: Booking;
}

describe.each(bothEngines)('at the venue on %s', (engine) => {
  let suite: BookingSuite;

  beforeAll(async () => {
    suite = await bookingSuite(engine);
  });
  afterAll(() => suite?.close());
  afterEach(() => {
    suite.clock.at = campusTime('2026-12-07T09:00:00');
  });

  it('checks a booking in for a manager with a valid code, once; refuses an expired or altered code and anyone else', async () => {
    const { server, clock } = suite;
    const [manager, stranger] = await people(server, 2, 'staff');
    const id = await resource(server, { manager_uids: [manager.uid] }, 2);
    const [holder] = await people(server, 1);
    const made = await book(holder.api, { id, date: '2026-12-07', start: '10:00' });
    expect((await manager.api.call<ReserveDetail>(calls.getReserveDetail, { id })).body.d.manages).toBe(true);

    clock.at = campusTime('2026-12-07T09:50:00');
    const shown = await holder.api.call<Code>(calls.getReservationCode, { booking_id: made.body.d.id });
    expect(shown.body.d).toMatchObject({ expires_at: '2026-12-07 09:55:00', booking: { id: made.body.d.id, status: 'booked' } });
    expect(shown.body.d.check_in_url).toBe(`/v2/reserve/m_checkIn?code=${encodeURIComponent(shown.body.d.code)}`);
    const { code } = shown.body.d;

    const [signedId, expiry, sign] = code.split('.');
    const forged = `${Number(signedId) + 1}.${expiry}.${sign}`;
    expect((await manager.api.call(calls.checkInReservation, { code: forged })).body).toEqual({ e: ErrorCode.SHOW_ERROR, m: '签到码无效', d: null });
    const notManager = await stranger.api.call(calls.checkInReservation, { code });
    expect([notManager.status, notManager.body.m]).toEqual([403, '您不是该场地的管理员，不能签到']);

    const checked = await manager.api.call<Booking>(calls.checkInReservation, { code });
    expect(checked.body.d).toMatchObject({ id: made.body.d.id, status: 'checked_in', holder_name: expect.any(String) });
    const again = await manager.api.call<Booking>(calls.checkInReservation, { code });
    expect(again.body).toMatchObject({ e: 0, d: { status: 'checked_in' } });

    clock.at = campusTime('2026-12-07T09:56:00');
    expect((await manager.api.call(calls.checkInReservation, { code })).body).toEqual({ e: ErrorCode.SHOW_ERROR, m: '签到码已过期，请让预约人刷新后重新出示', d: null });
  });

  it('opens check-in 15 minutes before the start', async () => {
    const { server, clock } = suite;
    const [manager] = await people(server, 1, 'staff');
    const id = await resource(server, { manager_uids: [manager.uid] }, 1);
    const [holder] = await people(server, 1);
    const made = await book(holder.api, { id, date: '2026-12-07', start: '11:00' });
    clock.at = campusTime('2026-12-07T10:40:00');
    const { code } = (await holder.api.call<Code>(calls.getReservationCode, { booking_id: made.body.d.id })).body.d;
    expect((await manager.api.call(calls.checkInReservation, { code })).body.m).toBe('不在签到时间内（开始前 15 分钟至结束）');
    clock.at = campusTime('2026-12-07T10:45:00');
    expect((await manager.api.call<Booking>(calls.checkInReservation, { code })).body.d.status).toBe('checked_in');
  });

  it('marks a booking nobody checked in a no-show, and blocks booking after the limit until the day it names', async () => {
    const { server, clock } = suite;
    const id = await resource(server, { no_show_limit: 2, no_show_block_days: 7 }, 3);
    const [person] = await people(server, 1);
    const first = await book(person.api, { id, date: '2026-12-07', start: '10:00' });
    const second = await book(person.api, { id, date: '2026-12-07', start: '12:00' });
    clock.at = campusTime('2026-12-07T13:00:00');
    await suite.runTimers();
    for (const made of [first, second]) {
      expect((await person.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id })).body.d.status).toBe('no_show');
    }
    const blocked = await book(person.api, { id, date: '2026-12-08', start: '10:00' });
    // The earlier of the two ended at 11:00 on the 7th: it leaves the 7-day window on the 14th.
    expect(blocked.body).toEqual({ e: BookingRefusal.BLOCKED, m: '您多次预约未到，2026-12-14 前不能在此预约', d: null });
    expect((await person.api.call<ReserveDetail>(calls.getReserveDetail, { id })).body.d.refusal).toBe('您多次预约未到，2026-12-14 前不能在此预约');
    const listed = await person.api.call<{ list: Booking[] }>(calls.myReservations, { tab: 'past' });
    expect(listed.body.d.list.map((b) => b.status)).toEqual(['no_show', 'no_show']);

    clock.at = campusTime('2026-12-14T13:00:01');
    expect((await book(person.api, { id, date: '2026-12-15', start: '10:00' })).body.e).toBe(0);
  });

  it('reminds the holder an hour before the start, only once', async () => {
    const { server, clock } = suite;
    const id = await resource(server, { name: '提醒测试研讨室' }, 1);
    const [person] = await people(server, 1);
    await book(person.api, { id, date: '2026-12-07', start: '15:00' });
    const reminders = () => server.db.selectFrom('messages').select('title').where('recipient_uid', '=', person.uid).where('title', 'like', '预约提醒%').execute();
    clock.at = campusTime('2026-12-07T13:59:00');
    await suite.runTimers();
    expect(await reminders()).toEqual([]);
    clock.at = campusTime('2026-12-07T14:00:00');
    await suite.runTimers();
    await suite.runTimers();
    expect(await reminders()).toEqual([{ title: '预约提醒：提醒测试研讨室 2026-12-07 15:00–16:00 即将开始' }]);
  });

  it('holds a fee-bearing booking unpaid until its window ends, then releases it to the first waiting', async () => {
    const { server, clock } = suite;
    const id = await resource(server, { kind: 'venue', name: '收费测试球场', fee: 2000, payment_minutes: 15 }, 1);
    const [payer, waiting] = await people(server, 2);
    const made = await book(payer.api, { id, date: '2026-12-08', start: '19:00', slots: 2 });
    expect(made.body.d).toMatchObject({ status: 'unpaid', fee: 4000, paid: false, pay_by: '2026-12-07 09:15:00' });
    const queued = await book(waiting.api, { id, date: '2026-12-08', start: '19:00', waitlist: 1 });
    expect(queued.body.d.status).toBe('waiting');

    clock.at = campusTime('2026-12-07T09:14:59');
    await suite.runTimers();
    expect((await payer.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id })).body.d.status).toBe('unpaid');
    clock.at = campusTime('2026-12-07T09:15:00');
    await suite.runTimers();
    expect((await payer.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id })).body.d.status).toBe('released');
    const promoted = await waiting.api.call<Booking>(calls.getReservation, { booking_id: queued.body.d.id });
    expect(promoted.body.d).toMatchObject({ status: 'unpaid', pay_by: '2026-12-07 09:30:00', fee: 2000 });
    const told = await server.db.selectFrom('messages').select('title').where('recipient_uid', '=', payer.uid).where('about_kind', '=', 'booking').orderBy('id').execute();
    expect(told.map((m) => m.title)).toEqual(['预约已保留，请在 09:15 前支付：收费测试球场 2026-12-08 19:00–21:00', '预约因未按时支付已释放：收费测试球场 2026-12-08 19:00–21:00']);
  });

  it('expires a waitlist entry whose slot began without a place', async () => {
    const { server, clock } = suite;
    const id = await resource(server, {}, 1);
    const [holder, waiting] = await people(server, 2);
    await book(holder.api, { id, date: '2026-12-07', start: '10:00' });
    const queued = await book(waiting.api, { id, date: '2026-12-07', start: '10:00', waitlist: 1 });
    clock.at = campusTime('2026-12-07T10:00:00');
    await suite.runTimers();
    expect((await waiting.api.call<Booking>(calls.getReservation, { booking_id: queued.body.d.id })).body.d).toMatchObject({ status: 'expired', may_cancel: false });
    const cancelled = await waiting.api.call<{ list: Booking[] }>(calls.myReservations, { tab: 'cancelled' });
    expect(cancelled.body.d.list.map((b) => b.id)).toEqual([queued.body.d.id]);
  });
});
