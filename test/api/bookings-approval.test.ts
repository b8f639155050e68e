/**
 * A booking that needs approval is an application like any other: the demo lecture hall's booking starts its
 * approval service's application, which is in the office director's to-do; its end decides the booking: approved,
 * it is booked; withdrawn by the applicant, cancelled; ended after the director sent it back, rejected and its place
 * handed to the waitlist. Cancelling the booking ends its application.
 */
import { calls } from '../../contract';
import type { Booking } from '../../contract/calls/bookings';
import type { MatterDetail, TodoItem } from '../../contract/calls/matters';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { signedInClient, type ApiClient } from '../support/http-client';
import { engines } from '../support/test-server';
import { book, bookingSuite, people, type BookingSuite } from './bookings-fixtures';

describe.each(engines)('bookings approved on the workflow runtime on %s', (engine) => {
  let suite: BookingSuite;
  let hall: number;
  let director: ApiClient;

  beforeAll(async () => {
    suite = await bookingSuite(engine);
    hall = (await suite.server.db.selectFrom('booking_resources').select('id').where('name', '=', '图书馆学术报告厅').executeTakeFirstOrThrow()).id;
    director = await signedInClient(suite.server.url, demoAccounts.officeDirector);
  });
  afterAll(() => suite?.close());

  const booking = (api: ApiClient, id: number) => api.call<Booking>(calls.getReservation, { booking_id: id });
  const titles = async (uid: string) => (await suite.server.db.selectFrom('messages').select('title').where('recipient_uid', '=', uid).where('about_kind', '=', 'booking').orderBy('id').execute()).map((m) => m.title);
  const directorsTask = async (instId: string) => {
    const todo = await director.call<{ list: TodoItem[] }>(calls.getMyTodo, { page_size: 100 });
    return todo.body.d.list.find((t) => t.inst_id === instId);
  };

  it('books the lecture hall once the office director approves the application the booking started', async () => {
    const [lecturer] = await people(suite.server, 1, 'staff');
    // Away from 14:00–18:00: the demo's lecture holds those hours a week after the day the campus was seeded.
    const made = await book(lecturer.api, { id: hall, date: '2026-12-10', start: '18:00', slots: 2, remark: '量子计算专题报告' });
    expect(made.body.d).toMatchObject({ status: 'pending', inst_id: expect.stringMatching(/^\d+$/) });
    const application = await lecturer.api.call<MatterDetail>(calls.getMatterDetail, { inst_id: made.body.d.inst_id });
    expect(application.body.e).toBe(0);
    expect(JSON.stringify(application.body.d)).toContain('图书馆学术报告厅 学术报告厅');

    const task = await directorsTask(made.body.d.inst_id);
    expect(task).toBeDefined();
    expect((await director.call(calls.approveTask, { task_id: task!.task_id, opinion: '同意使用' })).body.e).toBe(0);
    expect((await booking(lecturer.api, made.body.d.id)).body.d).toMatchObject({ status: 'booked' });
    expect(await titles(lecturer.uid)).toEqual(['预约已提交，等待审批：图书馆学术报告厅 2026-12-10 18:00–22:00', '预约已通过审批：图书馆学术报告厅 2026-12-10 18:00–22:00']);
  });

  it('cancels a booking whose application the applicant withdraws', async () => {
    const [lecturer] = await people(suite.server, 1, 'staff');
    const made = await book(lecturer.api, { id: hall, date: '2026-12-11', start: '08:00' });
    expect((await lecturer.api.call(calls.withdrawMatter, { inst_id: made.body.d.inst_id, opinion: '活动取消' })).body.e).toBe(0);
    expect((await booking(lecturer.api, made.body.d.id)).body.d.status).toBe('cancelled');
    expect(await directorsTask(made.body.d.inst_id)).toBeUndefined();
  });

  it('rejects a booking whose application ends after the director sent it back, and hands the place on', async () => {
    const [lecturer, next] = await people(suite.server, 2, 'staff');
    const made = await book(lecturer.api, { id: hall, date: '2026-12-14', start: '10:00' });
    const queued = await book(next.api, { id: hall, date: '2026-12-14', start: '10:00', waitlist: 1 });
    expect(queued.body.d.status).toBe('waiting');
    const task = await directorsTask(made.body.d.inst_id);
    expect((await director.call(calls.rejectTask, { task_id: task!.task_id, opinion: '当天已安排校级会议' })).body.e).toBe(0);
    expect((await booking(lecturer.api, made.body.d.id)).body.d.status).toBe('pending');
    expect((await lecturer.api.call(calls.terminateMatter, { inst_id: made.body.d.inst_id, opinion: '改期' })).body.e).toBe(0);

    expect((await booking(lecturer.api, made.body.d.id)).body.d.status).toBe('rejected');
    expect((await titles(lecturer.uid)).at(-1)).toBe('预约未通过审批：图书馆学术报告厅 2026-12-14 10:00–12:00');
    // The next in line gets the place, and their own application.
    const promoted = await booking(next.api, queued.body.d.id);
    expect(promoted.body.d).toMatchObject({ status: 'pending', inst_id: expect.stringMatching(/^\d+$/) });
    expect(await directorsTask(promoted.body.d.inst_id)).toBeDefined();
  });

  it('ends the application of a booking its holder cancels', async () => {
    const [lecturer] = await people(suite.server, 1, 'staff');
    const made = await book(lecturer.api, { id: hall, date: '2026-12-15', start: '08:00' });
    expect((await lecturer.api.call<Booking>(calls.cancelReservation, { booking_id: made.body.d.id, reason: '讲座取消' })).body.d.status).toBe('cancelled');
    const instance = await suite.server.db.selectFrom('process_instances').select('status').where('id', '=', made.body.d.inst_id).executeTakeFirstOrThrow();
    expect(instance.status).toBe(1);
    expect(await directorsTask(made.body.d.inst_id)).toBeUndefined();
  });
});
