/**
 * The demo campus's booking hall as students and staff see it (at the moment it was seeded: its rules and demo
 * bookings are relative to that day), its search group, and a counsellor's consultation hours: published, booked, shown on the
 * counsellor's day and withdrawn with a reason the holder is told.
 */
import { calls } from '../../contract';
import type { Booking, ConsultHours, ReserveDay, ReserveDetail, ReserveHallItem } from '../../contract/calls/bookings';
import type { SearchGroups } from '../../contract/calls/search';
import { ErrorCode } from '../../contract/envelope';
import { campusDate } from '../../server/src/domain/campus-time';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { signedInClient, type ApiClient } from '../support/http-client';
import { book, bookingSuite, people, type BookingSuite } from './bookings-fixtures';
import { engines } from '../support/test-server';

type Hall = { list: ReserveHallItem[]; total: number; campuses: string[] };
/** The demo's days count from when it was seeded (once per test run, maybe before a midnight this suite runs after). */
let seededAt = new Date();
const day = (offset: number) => campusDate(new Date(seededAt.getTime() + offset * 86_400_000));

describe.each(engines)('the booking hall on %s', (engine) => {
  let suite: BookingSuite;
  let student: ApiClient;
  let staff: ApiClient;

  beforeAll(async () => {
    suite = await bookingSuite(engine);
    seededAt = (await suite.server.db.selectFrom('bookings').select('created_at').where('request_key', '=', 'demo-study-room').executeTakeFirstOrThrow()).created_at;
    suite.clock.at = seededAt;
    student = await signedInClient(suite.server.url, demoAccounts.student);
    staff = await signedInClient(suite.server.url, demoAccounts.staff);
  });
  afterAll(() => suite?.close());

  it("lists what the caller may book by kind and campus, with today's free places", async () => {
    const all = await student.call<Hall>(calls.getReserveHall, { page_size: 50 });
    expect(all.body.d.campuses).toEqual(['东校区', '主校区', '南校区'].sort());
    const names = all.body.d.list.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['主校区图书馆研讨室', '东校区图书馆研讨室', '南校区图书馆研讨室', '体育馆羽毛球场', '图书馆自习座位', '心理咨询 · 张婷']));
    // Projectors and the lecture hall are for staff.
    expect(names).not.toContain('便携投影仪');
    expect((await staff.call<Hall>(calls.getReserveHall, { kind: 'equipment' })).body.d.list.map((r) => r.name)).toEqual(['便携投影仪']);

    const rooms = await student.call<Hall>(calls.getReserveHall, { kind: 'room', campus: '东校区' });
    expect(rooms.body.d.list).toEqual([expect.objectContaining({ name: '东校区图书馆研讨室', source_type: 1, capacity: 3, fee: 0, needs_approval: false })]);
    const seats = (await student.call<Hall>(calls.getReserveHall, { kind: 'seat', date: day(1) })).body.d.list[0];
    // Tomorrow: 7 two-hour slots of 200 seats, none taken.
    expect(seats).toMatchObject({ capacity: 200, free_on_day: 1400 });
    const badminton = await student.call<Hall>(calls.getReserveHall, { keyword: 'badminton' }, { 'accept-language': 'en' });
    expect(badminton.body.d.list).toEqual([expect.objectContaining({ name: 'Badminton courts, Sports Hall', fee: 2000 })]);
  });

  it("shows a resource's rules and the student's demo booking in 我的预约", async () => {
    const hall = await student.call<Hall>(calls.getReserveHall, { keyword: '主校区图书馆研讨室' });
    const detail = await student.call<ReserveDetail>(calls.getReserveDetail, { id: hall.body.d.list[0].id });
    expect(detail.body.d).toMatchObject({ days_ahead: 7, opens_at_time: '08:00', max_slots: 4, refusal: '', manages: false, units: expect.arrayContaining([expect.objectContaining({ label: '研讨室 A301' })]) });
    expect(detail.body.d.app_id).toBeGreaterThan(0);
    expect(detail.body.d.description).toContain('<p>');
    const mine = await student.call<{ list: Booking[] }>(calls.myReservations, { tab: 'upcoming' });
    expect(mine.body.d.list).toContainEqual(expect.objectContaining({ resource_name: '主校区图书馆研讨室', date: day(1), start: '15:00', end: '17:00', status: 'booked', unit_label: '研讨室 A301', remark: '数据结构课程小组讨论' }));
    const slots = await student.call<ReserveDay>(calls.getReserveSlots, { id: hall.body.d.list[0].id, date: day(1) });
    expect(slots.body.d.slots.find((s) => s.start === '15:00')).toMatchObject({ free: 4, capacity: 5, mine: expect.any(Number) });
  });

  it('finds resources in the 预约 search group, typed by where they open', async () => {
    const found = await student.call<SearchGroups>(calls.allSearch, { keyword: '研讨室', group: 'reservation' });
    expect(found.body.d.reservation.map((r) => [r.origin_name, r.type])).toEqual([
      ['主校区图书馆研讨室', 1],
      ['东校区图书馆研讨室', 1],
      ['南校区图书馆研讨室', 1],
    ]);
    expect((await student.call<SearchGroups>(calls.allSearch, { keyword: '投影仪' })).body.d.reservation).toEqual([]);
    expect((await staff.call<SearchGroups>(calls.allSearch, { keyword: '投影仪' })).body.d.reservation.map((r) => r.type)).toEqual([2]);
  });

  it('lets a counsellor publish hours that students book, show who booked, and withdraw them with a reason', async () => {
    const counsellor = await signedInClient(suite.server.url, demoAccounts.counsellor);
    const date = day(5);
    const published = await counsellor.call<ConsultHours>(calls.publishConsultHours, { date, start: '14:00', end: '16:00', location: '学生活动中心 305 心理咨询室' });
    expect(published.body.d).toMatchObject({ date, start: '14:00', end: '16:00', bookings: [] });
    const overlapping = await counsellor.call(calls.publishConsultHours, { date, start: '15:30', end: '17:00', location: '学生活动中心 305 心理咨询室' });
    expect(overlapping.body).toEqual({ e: ErrorCode.CONFLICT, m: '与已发布的时段重叠', d: null });

    const hall = await student.call<Hall>(calls.getReserveHall, { kind: 'consult' });
    const id = hall.body.d.list[0].id;
    const slots = await student.call<ReserveDay>(calls.getReserveSlots, { id, date });
    expect(slots.body.d.slots.map((s) => s.start)).toEqual(['14:00', '14:30', '15:00', '15:30']);
    const [visitor] = await people(suite.server, 1);
    const made = await book(visitor.api, { id, date, start: '14:30', remark: '想聊聊考试焦虑' });
    expect(made.body.d).toMatchObject({ status: 'booked', location: '学生活动中心 305 心理咨询室', unit_label: '张婷' });

    const schedule = await counsellor.call<{ hours: ConsultHours[] }>(calls.getConsultSchedule, { date });
    expect(schedule.body.d.hours[0].bookings).toEqual([expect.objectContaining({ booking_id: made.body.d.id, start: '14:30', end: '15:00', status: 'booked', remark: '想聊聊考试焦虑' })]);

    const withdrawn = await counsellor.call<{ cancelled: number }>(calls.withdrawConsultHours, { id: published.body.d.id, reason: '临时外出参加培训' });
    expect(withdrawn.body.d).toEqual({ cancelled: 1 });
    expect((await visitor.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id })).body.d.status).toBe('cancelled');
    const told = await suite.server.db.selectFrom('messages').select(['title', 'content']).where('recipient_uid', '=', visitor.uid).where('title', 'like', '咨询时段已取消%').execute();
    expect(told).toEqual([{ title: `咨询时段已取消，您的预约随之取消：心理咨询 · 张婷 ${date} 14:30–15:00`, content: '临时外出参加培训' }]);
    expect((await student.call<ReserveDay>(calls.getReserveSlots, { id, date })).body.d.closed).toBe(true);
  });

  it('keeps consultation scheduling to holders of resource-consult', async () => {
    const res = await student.call(calls.publishConsultHours, { date: day(5), start: '09:00', end: '10:00', location: '宿舍' });
    expect([res.status, res.body]).toEqual([403, { e: ErrorCode.FORBIDDEN, m: '您没有咨询排班权限', d: null }]);
    expect((await student.call(calls.getConsultSchedule, { date: day(5) })).status).toBe(403);
  });
});
