/**
 * Filling in through the real server: a submission is checked by the form's one validator, taken once per person and
 * period (a retried request answers the first), changed while its window is open, marked late or refused after it by
 * the mission's policy, and refused to people outside the population and on days nothing is due; 我的填报 lists the
 * caller's missions with the status of their current period, those to fill first.
 */
import { calls } from '../../contract';
import type { FillMission, FillReport } from '../../contract/calls/fillins';
import { ErrorCode } from '../../contract/envelope';
import { FillinRefusal, FillinStatus } from '../../contract/rules/fillin';
import { setDayKind } from '../../server/src/modules/calendar/calendar.service';
import { campusTime, checkIn, fillinSuite, mission, people, requestKey, school, submit, type FillinSuite, type School, type Page } from './fillins-fixtures';
import { engines } from '../support/test-server';

describe.each(engines)('filling in on %s', (engine) => {
  let suite: FillinSuite;
  let college: School;

  beforeAll(async () => {
    suite = await fillinSuite(engine);
    college = await school(suite.server);
  });
  afterAll(() => suite?.close());
  afterEach(() => {
    suite.clock.at = campusTime('2026-12-07T09:00:00');
  });

  const counts = (missionId: number) =>
    suite.server.db.selectFrom('fillin_counts').select((eb) => [eb.fn.sum<number>('submitted').as('people'), eb.fn.sum<number>('submissions').as('submissions'), eb.fn.sum<number>('late').as('late')])
      .where('mission_id', '=', missionId).executeTakeFirstOrThrow();

  it('takes a submission checked by the form, and shows it filled in 我的填报', async () => {
    const m = await mission(suite, { population: { department_ids: [college.id], identity_types: ['student'] } });
    const [student] = await people(suite.server, 1, { department: college.lab, className: '测试2601' });
    const mine = await student.api.call<FillMission>(calls.getFillMission, { id: m.id });
    expect(mine.body.d).toMatchObject({ name: m.name, status: FillinStatus.toFill, refusal: '', late: false, mine: [], server_time: '2026-12-07 09:00:00' });
    expect(mine.body.d.period).toEqual({ num: 1, label: '12月7日', due_date: '2026-12-07', opens_at: '2026-12-07 08:00:00', closes_at: '2026-12-07 20:00:59' });
    expect(mine.body.d.form.schema.fields.map((f) => f.label)).toEqual(['体温', '健康状况', '症状', '返校日期', '备注']);

    const made = await submit(student.api, m.id, 1, checkIn({ form1_3: ['cough'] }));
    expect(made.body).toMatchObject({ e: 0, d: { late: false } });
    const row = await suite.server.db.selectFrom('fillin_submissions').selectAll().where('id', '=', made.body.d.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uid: student.uid, department_id: college.lab, class_name: '测试2601', seq: 1, late: false, values: { form1_1: 36.5, form1_2: 'good', form1_3: ['cough'] } });

    const list = await student.api.call<Page<FillReport>>(calls.fillreportmylist, {});
    expect(list.body.d.list.find((r) => r.id === m.id)).toMatchObject({ status: FillinStatus.filled, submitted: 1, period_num: 1, app_type: 5, is_multi: 0, period_label: '12月7日', closes_at: '2026-12-07 20:00:59' });
    expect(await counts(m.id)).toEqual({ people: 1, submissions: 1, late: 0 });
  });

  it('refuses values the form does not take, and malformed data, with a readable message and no row', async () => {
    const m = await mission(suite, { population: { department_ids: [college.id] , identity_types: ['student'] } });
    const [student] = await people(suite.server, 1, { department: college.id });
    const hot = await submit(student.api, m.id, 1, checkIn({ form1_1: 45 }));
    expect([hot.status, hot.body.e, hot.body.m]).toEqual([400, ErrorCode.INVALID_INPUT, '表单填写有误：form1_1']);
    const missing = await submit(student.api, m.id, 1, { form1_1: 36.6 });
    expect(missing.body).toEqual({ e: ErrorCode.INVALID_INPUT, m: '表单填写有误：form1_2', d: null });
    const garbled = await student.api.call(calls.submitFillin, { mission_id: m.id, period_num: 1, data: '{not json', request_key: requestKey() });
    expect(garbled.body).toEqual({ e: ErrorCode.INVALID_INPUT, m: '填报内容格式不正确', d: null });
    const badKey = await student.api.call(calls.submitFillin, { mission_id: m.id, period_num: 'x', data: '{}', request_key: 'short' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.e).toBe(ErrorCode.INVALID_INPUT);
    expect(badKey.body.m).not.toBe('');
    const none = await suite.server.db.selectFrom('fillin_submissions').select('id').where('mission_id', '=', m.id).execute();
    expect(none).toEqual([]);
  });

  it('answers a retried request with the first submission, sent again, at once or after the window closed', async () => {
    const m = await mission(suite, { population: { uids: [] , department_ids: [college.id] } });
    const [student] = await people(suite.server, 1, { department: college.id });
    const key = requestKey();
    const payload = { mission_id: m.id, period_num: 1, data: JSON.stringify(checkIn()), request_key: key };
    const together = await Promise.all([0, 1, 2].map(() => student.api.call<{ id: number }>(calls.submitFillin, payload)));
    const again = await student.api.call<{ id: number }>(calls.submitFillin, payload);
    expect([...together, again].map((a) => a.body.e)).toEqual([0, 0, 0, 0]);
    expect(new Set([...together, again].map((a) => a.body.d.id)).size).toBe(1);
    expect(await counts(m.id)).toEqual({ people: 1, submissions: 1, late: 0 });
    // Retried once the window closed (late ones refused), it still answers the first.
    suite.clock.at = campusTime('2026-12-07T21:00:00');
    expect((await student.api.call<{ id: number }>(calls.submitFillin, payload)).body).toMatchObject({ e: 0, d: { id: again.body.d.id, late: false } });
  });

  it('takes one submission of a person sending three at once among a class filling in, the others refused as already filled', async () => {
    const m = await mission(suite, { population: { uids: [], department_ids: [college.id] } });
    const [eager, ...crowd] = await people(suite.server, 6, { department: college.id });
    const answers = await Promise.all([...crowd.map((p) => submit(p.api, m.id, 1, checkIn())), ...[0, 1, 2].map(() => submit(eager.api, m.id, 1, checkIn()))]);
    expect(answers.slice(0, 5).map((a) => a.body.e)).toEqual([0, 0, 0, 0, 0]);
    expect(answers.slice(5).map((a) => a.body.e).sort()).toEqual([0, FillinRefusal.ALREADY_FILLED, FillinRefusal.ALREADY_FILLED]);
    expect(await counts(m.id)).toEqual({ people: 6, submissions: 6, late: 0 });
  });

  it('refuses a second submission of the period (ALREADY_FILLED) and takes an edit of the first while open', async () => {
    const m = await mission(suite, { population: { department_ids: [college.id] } });
    const [student] = await people(suite.server, 1, { department: college.id });
    const first = await submit(student.api, m.id, 1, checkIn({ form1_2: 'ill', form1_3: ['cough', 'fever'] }));
    const second = await submit(student.api, m.id, 1, checkIn());
    expect(second.body).toEqual({ e: FillinRefusal.ALREADY_FILLED, m: '您本期已填报，可修改已提交的内容', d: null });
    const page = await student.api.call<FillMission>(calls.getFillMission, { id: m.id }, { 'accept-language': 'en' });
    expect(page.body.d).toMatchObject({ status: FillinStatus.filled, refusal: 'You have filled this period in already; you may change what you submitted' });
    expect(page.body.d.mine.map((s) => s.id)).toEqual([first.body.d.id]);

    const edited = await submit(student.api, m.id, 1, checkIn({ form1_1: 37.1, form1_3: ['tired'] }), { submission_id: first.body.d.id });
    expect(edited.body).toMatchObject({ e: 0, d: { id: first.body.d.id, late: false } });
    const fields = await suite.server.db.selectFrom('fillin_field_counts').select(['field_id', 'key', 'n', 'sum', 'min', 'max']).where('mission_id', '=', m.id).where('n', '<>', 0).orderBy('field_id').orderBy('key').execute();
    expect(fields.map((r) => [r.field_id, r.key, r.n, r.sum === null ? null : Number(r.sum), r.min === null ? null : Number(r.min)])).toEqual([
      ['form1_1', '', 1, 37.1, 37.1],
      ['form1_2', 'o:good', 1, null, null],
      ['form1_3', '', 1, null, null],
      ['form1_3', 'o:tired', 1, null, null],
    ]);
    expect(await counts(m.id)).toEqual({ people: 1, submissions: 1, late: 0 });

    // Nobody changes another's submission, nor one once the window closed.
    const [other] = await people(suite.server, 1, { department: college.id });
    expect((await submit(other.api, m.id, 1, checkIn(), { submission_id: first.body.d.id })).body).toEqual({ e: 403, m: '没有权限执行此操作', d: null });
    suite.clock.at = campusTime('2026-12-07T20:01:00');
    const late = await submit(student.api, m.id, 1, checkIn(), { submission_id: first.body.d.id });
    expect(late.body).toEqual({ e: FillinRefusal.CLOSED, m: '本期填报已于 2026-12-07 20:00:59 截止，不能再修改', d: null });
  });

  it('marks a submission after the window late when the mission accepts it, and refuses it when not', async () => {
    const accepting = await mission(suite, { population: { department_ids: [college.id] }, late_policy: 'accept' });
    const refusing = await mission(suite, { population: { department_ids: [college.id] }, late_policy: 'refuse' });
    const [student] = await people(suite.server, 1, { department: college.id });
    suite.clock.at = campusTime('2026-12-08T07:00:00');
    const list = await student.api.call<Page<FillReport>>(calls.fillreportmylist, {});
    // Before Tuesday's window opens at 08:00 both list Tuesday's period, not open yet.
    expect(list.body.d.list.filter((r) => [accepting.id, refusing.id].includes(r.id)).map((r) => [r.id, r.status, r.period_num])).toEqual([
      [accepting.id, FillinStatus.notOpen, 2],
      [refusing.id, FillinStatus.notOpen, 2],
    ]);
    const late = await submit(student.api, accepting.id, 1, checkIn());
    expect(late.body).toMatchObject({ e: 0, d: { late: true } });
    expect(await counts(accepting.id)).toEqual({ people: 1, submissions: 1, late: 1 });
    const refused = await submit(student.api, refusing.id, 1, checkIn());
    expect(refused.body).toEqual({ e: FillinRefusal.CLOSED, m: '本期填报已于 2026-12-07 20:00:59 截止', d: null });
    const early = await submit(student.api, refusing.id, 2, checkIn());
    expect(early.body).toEqual({ e: FillinRefusal.NOT_OPEN, m: '本期填报尚未开始，将于 2026-12-08 08:00:00 开始', d: null });
    expect((await submit(student.api, refusing.id, 400, checkIn())).body.e).toBe(FillinRefusal.NOT_OPEN);
  });

  it('refuses people outside the population, whatever they send', async () => {
    const m = await mission(suite, { population: { department_ids: [college.lab], identity_types: ['student'] } });
    const [staff] = await people(suite.server, 1, { department: college.lab, identity: 'staff' });
    const [elsewhere] = await people(suite.server, 1, { department: college.id });
    for (const api of [staff.api, elsewhere.api]) {
      expect((await submit(api, m.id, 1, checkIn())).body).toEqual({ e: FillinRefusal.NOT_IN_POPULATION, m: '您不在该填报任务的填报范围内', d: null });
      expect((await api.call(calls.getFillMission, { id: m.id })).body.e).toBe(FillinRefusal.NOT_IN_POPULATION);
      expect((await api.call<Page<FillReport>>(calls.fillreportmylist, {})).body.d.list.map((r) => r.id)).not.toContain(m.id);
    }
    // A person named joins whatever their department.
    const named = await mission(suite, { population: { uids: [elsewhere.uid] } });
    expect((await submit(elsewhere.api, named.id, 1, checkIn())).body.e).toBe(0);
    expect((await submit(staff.api, named.id, 1, checkIn())).body.e).toBe(FillinRefusal.NOT_IN_POPULATION);
  });

  it('asks nothing on a holiday unless the mission says so, and lists the next day due as not open', async () => {
    await setDayKind(suite.server.db, '2026-12-09', 'holiday', { name: '校庆日' });
    const workdays = await mission(suite, { population: { department_ids: [college.id] }, on_holidays: false });
    const always = await mission(suite, { population: { department_ids: [college.id] }, on_holidays: true });
    const [student] = await people(suite.server, 1, { department: college.id });
    suite.clock.at = campusTime('2026-12-09T10:00:00');
    expect((await submit(student.api, workdays.id, 3, checkIn())).body).toEqual({ e: FillinRefusal.NOT_OPEN, m: '2026-12-09 为节假日，本期无需填报', d: null });
    expect((await submit(student.api, always.id, 3, checkIn())).body.e).toBe(0);
    const list = (await student.api.call<Page<FillReport>>(calls.fillreportmylist, {})).body.d.list;
    expect(list.find((r) => r.id === workdays.id)).toMatchObject({ status: FillinStatus.notOpen, period_num: 4, period_label: '12月10日' });
    // Saturday and Sunday are no working days either: Friday's next due period is Monday.
    suite.clock.at = campusTime('2026-12-12T10:00:00');
    const weekend = (await student.api.call<Page<FillReport>>(calls.fillreportmylist, {})).body.d.list;
    expect(weekend.find((r) => r.id === workdays.id)).toMatchObject({ status: FillinStatus.notOpen, period_num: 8, period_label: '12月14日' });
  });

  it('takes several submissions a period from a multi mission, counting the person once', async () => {
    const m = await mission(suite, { population: { department_ids: [college.id] }, is_multi: true });
    const [student] = await people(suite.server, 1, { department: college.id });
    const answers = await Promise.all([submit(student.api, m.id, 1, checkIn()), submit(student.api, m.id, 1, checkIn({ form1_2: 'ill' })), submit(student.api, m.id, 1, checkIn())]);
    expect(answers.map((a) => a.body.e)).toEqual([0, 0, 0]);
    const rows = await suite.server.db.selectFrom('fillin_submissions').select('seq').where('mission_id', '=', m.id).orderBy('seq').execute();
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(await counts(m.id)).toEqual({ people: 1, submissions: 3, late: 0 });
    const page = await student.api.call<FillMission>(calls.getFillMission, { id: m.id });
    expect(page.body.d).toMatchObject({ is_multi: 1, refusal: '', status: FillinStatus.filled });
    expect(page.body.d.mine).toHaveLength(3);
  });

  it("lists 我的填报 to fill first and closing soonest, filters by status, and offers last period's values (免填)", async () => {
    const daily = await mission(suite, { population: { department_ids: [college.id] }, prefill_last: true, late_policy: 'accept', close_time: '18:00' });
    const weekly = await mission(suite, { population: { department_ids: [college.id] }, period_kind: 'weekly' });
    const later = await mission(suite, { population: { department_ids: [college.id] }, start_date: '2026-12-20' });
    const [student] = await people(suite.server, 1, { department: college.id });
    expect((await submit(student.api, daily.id, 1, checkIn({ form1_1: 36.8, form1_4: '2026-12-10' }))).body.e).toBe(0);
    suite.clock.at = campusTime('2026-12-08T09:00:00');
    const listed = (await student.api.call<Page<FillReport>>(calls.fillreportmylist, { page_size: 100 })).body.d;
    const ours = listed.list.filter((r) => [daily.id, weekly.id, later.id].includes(r.id));
    expect(ours.map((r) => [r.id, r.status, r.closes_at])).toEqual([
      [daily.id, FillinStatus.toFill, '2026-12-08 18:00:59'],
      [weekly.id, FillinStatus.toFill, '2026-12-13 20:00:59'],
      [later.id, FillinStatus.notOpen, '2026-12-20 20:00:59'],
    ]);
    expect(ours[1]).toMatchObject({ period_kind: 'weekly', period_label: '第50周' });
    const toFill = (await student.api.call<Page<FillReport>>(calls.fillreportmylist, { status: FillinStatus.toFill, page_size: 100 })).body.d.list;
    expect(toFill.every((r) => r.status === FillinStatus.toFill)).toBe(true);
    expect(toFill.map((r) => r.id)).toEqual(expect.arrayContaining([daily.id, weekly.id]));

    const page = await student.api.call<FillMission>(calls.getFillMission, { id: daily.id });
    expect(page.body.d).toMatchObject({ period: { num: 2 }, last_period_label: '12月7日' });
    expect(JSON.parse(page.body.d.last_values)).toMatchObject({ form1_1: 36.8, form1_2: 'good', form1_4: '2026-12-10' });
    const without = await student.api.call<FillMission>(calls.getFillMission, { id: weekly.id });
    expect(without.body.d.last_values).toBe('');
    const history = await student.api.call<Page<{ id: number; late: boolean; period: { num: number } }>>(calls.getMyFillHistory, { mission_id: daily.id });
    expect(history.body.d).toMatchObject({ total: 1, list: [{ late: false, period: { num: 1, label: '12月7日' } }] });
  });

  it('keeps every submission and the figures agreeing when 40 people of one class submit at once', async () => {
    const m = await mission(suite, { population: { department_ids: [college.id] } });
    const crowd = await people(suite.server, 40, { department: college.id, className: '测试2602' });
    const answers = await Promise.all(crowd.map((p, i) => submit(p.api, m.id, 1, checkIn({ form1_1: 36 + (i % 10) / 10 }))));
    expect(answers.filter((a) => a.body.e === 0)).toHaveLength(40);
    expect(await counts(m.id)).toEqual({ people: 40, submissions: 40, late: 0 });
    const temperature = await suite.server.db.selectFrom('fillin_field_counts').select((eb) => [eb.fn.sum<number>('n').as('n'), eb.fn.sum<string>('sum').as('sum'), eb.fn.min<string>('min').as('min'), eb.fn.max<string>('max').as('max')])
      .where('mission_id', '=', m.id).where('field_id', '=', 'form1_1').where('key', '=', '').executeTakeFirstOrThrow();
    expect([Number(temperature.n), Number(temperature.sum), Number(temperature.min), Number(temperature.max)]).toEqual([40, 1458, 36, 36.9]);
  });
});
