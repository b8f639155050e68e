/**
 * 填报统计 through the real server: a period's figures agree with the submissions they count (after an edit too), in
 * the caller's data scope only (a department-scoped holder sees that department and those under it, and is refused
 * any other); reminding the missing sends each a message once per scope per interval, on the job's time too; the
 * export holds the submissions; a student without tb-report is refused every call.
 */
import ExcelJS from 'exceljs';
import { calls } from '../../contract';
import type { CallDef } from '../../contract/call';
import type { FillMission, FillMissionSummary, FillStats, FillSubmission } from '../../contract/calls/fillins';
import { ErrorCode } from '../../contract/envelope';
import { FILLIN_REMIND_INTERVAL_MINUTES, FillinStatus } from '../../contract/rules/fillin';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { fillinFigures } from '../../server/src/modules/fillins/fillins.service';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines } from '../support/test-server';
import { campusTime, checkIn, fillinSuite, mission, people, school, submit, type FillinSuite, type Person, type School, type Page } from './fillins-fixtures';

type Missing = Page<{ uid: string; name: string; department: string; class_name: string; reminded_at: string }>;

describe.each(engines)('fill-in statistics on %s', (engine) => {
  let suite: FillinSuite;
  let college: School;
  let other: School;
  let m: { id: number; appId: number; name: string };
  let lab: Person[];
  let classA: Person[];
  let classB: Person[];
  let outside: Person[];
  /** Holds tb-report for `college` only; `campusWide` for the whole campus. */
  let holder: ApiClient;
  let campusWide: ApiClient;

  async function holding(department: number | null): Promise<ApiClient> {
    const [person] = await people(suite.server, 1, { department, identity: 'staff' });
    await suite.server.db.insertInto('permit_grants').values({ permit: 'tb-report', holder_kind: 'user', holder: person.uid, department_id: department, granted_by: null }).execute();
    return person.api;
  }

  beforeAll(async () => {
    suite = await fillinSuite(engine);
    [college, other] = [await school(suite.server), await school(suite.server)];
    m = await mission(suite, { population: { department_ids: [college.id, other.id], identity_types: ['student'] }, late_policy: 'accept', remind_time: '19:00' });
    classA = await people(suite.server, 6, { department: college.id, className: '测试2601' });
    classB = await people(suite.server, 4, { department: college.id, className: '测试2602' });
    lab = await people(suite.server, 3, { department: college.lab });
    outside = await people(suite.server, 5, { department: other.id, className: '外院2601' });
    holder = await holding(college.id);
    campusWide = await holding(null);
    // Monday: four of class A, two of class B (one late), one of the lab, three of the other school.
    const monday = [...classA.slice(0, 4), classB[0], lab[0], ...outside.slice(0, 3)];
    for (const [i, p] of monday.entries()) expect((await submit(p.api, m.id, 1, checkIn({ form1_1: Math.round((36.2 + i / 10) * 10) / 10, form1_3: i % 2 ? ['cough'] : [], form1_4: '2026-12-1' + (i % 3) }))).body.e).toBe(0);
    suite.clock.at = campusTime('2026-12-07T21:00:00');
    expect((await submit(classB[1].api, m.id, 1, checkIn({ form1_2: 'ill', form1_3: ['fever', 'tired'] }))).body.d.late).toBe(true);
    suite.clock.at = campusTime('2026-12-07T12:00:00');
  });
  afterAll(() => suite?.close());

  const stats = (api: ApiClient, payload: Record<string, unknown> = {}) => api.call<FillStats>(calls.getFillStats, { mission_id: m.id, period_num: 1, ...payload });

  /** The period's submissions as a direct count: people by department and class, and each option. */
  async function counted(departments: number[]) {
    const rows = await suite.server.db.selectFrom('fillin_submissions').select(['uid', 'department_id', 'class_name', 'late', 'values'])
      .where('mission_id', '=', m.id).where('period_num', '=', 1).where('department_id', 'in', departments).execute();
    const byClass = new Map<string, number>();
    for (const r of rows) if (r.class_name) byClass.set(r.class_name, (byClass.get(r.class_name) ?? 0) + 1);
    const options = new Map<string, number>();
    for (const r of rows) for (const v of [(r.values as Record<string, unknown>).form1_2, ...(((r.values as Record<string, unknown>).form1_3 as string[]) ?? [])]) options.set(String(v), (options.get(String(v)) ?? 0) + 1);
    const temperatures = rows.map((r) => (r.values as { form1_1: number }).form1_1);
    return { people: rows.length, late: rows.filter((r) => r.late).length, byClass, options, temperatures };
  }

  function expectAgreement(d: FillStats, direct: Awaited<ReturnType<typeof counted>>) {
    expect(d.totals.submitted).toBe(direct.people);
    expect(d.totals.late).toBe(direct.late);
    for (const c of d.classes) expect([c.class_name, c.submitted]).toEqual([c.class_name, direct.byClass.get(c.class_name) ?? 0]);
    const health = d.fields.find((f) => f.field_id === 'form1_2')!;
    const symptoms = d.fields.find((f) => f.field_id === 'form1_3')!;
    for (const o of [...health.options, ...symptoms.options]) expect([o.value, o.count]).toEqual([o.value, direct.options.get(o.value) ?? 0]);
    const temperature = d.fields.find((f) => f.field_id === 'form1_1')!;
    const total = Math.round(direct.temperatures.reduce((a, b) => a + b, 0) * 10) / 10;
    expect(temperature).toMatchObject({ kind: 'number', answered: direct.people, number: { sum: total, min: Math.min(...direct.temperatures), max: Math.max(...direct.temperatures) } });
  }

  it("answers a period's figures that agree with a count of its submissions, by department and class", async () => {
    const res = await stats(campusWide);
    expect(res.body.e).toBe(0);
    const d = res.body.d;
    expect(d.totals).toEqual({ population: 18, submitted: 10, late: 1, rate: 0.5556 });
    expect(d.mission).toMatchObject({ id: m.id, name: m.name, population: 18, submitted: 10, period: { num: 1, label: '12月7日' } });
    expect(d.departments.map((x) => [x.department_id, x.population, x.submitted, x.late])).toEqual([
      [college.id, 10, 6, 1],
      [college.lab, 3, 1, 0],
      [other.id, 5, 3, 0],
    ].sort((a, b) => a[0] - b[0]));
    expect(d.classes.map((c) => [c.class_name, c.population, c.submitted, c.rate])).toEqual([
      ['测试2601', 6, 4, 0.6667],
      ['测试2602', 4, 2, 0.5],
      ['外院2601', 5, 3, 0.6],
    ]);
    expectAgreement(d, await counted([college.id, college.lab, other.id]));
    const days = d.fields.find((f) => f.field_id === 'form1_4')!;
    expect(days).toMatchObject({ kind: 'date', answered: 9 });
    expect(days.dates.map((x) => x.day)).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
    expect(d.periods.map((p) => p.num)).toEqual([1]);
  });

  it('moves the figures with an edit, and they still agree', async () => {
    const mine = await classA[0].api.call<FillMission>(calls.getFillMission, { id: m.id });
    const edited = await submit(classA[0].api, m.id, 1, checkIn({ form1_1: 38.9, form1_2: 'ill', form1_3: ['fever'] }), { submission_id: mine.body.d.mine[0].id });
    expect(edited.body.e).toBe(0);
    const d = (await stats(campusWide)).body.d;
    expectAgreement(d, await counted([college.id, college.lab, other.id]));
    expect(d.fields.find((f) => f.field_id === 'form1_1')!.number!.max).toBe(38.9);
    expect(d.totals.submitted).toBe(10);
  });

  it("keeps a department-scoped holder to their school and the departments under it, refusing any other", async () => {
    const d = (await stats(holder)).body.d;
    expect(d.totals).toMatchObject({ population: 13, submitted: 7 });
    expect(d.departments.map((x) => x.department_id).sort()).toEqual([college.id, college.lab].sort());
    expect(d.classes.map((c) => c.class_name)).toEqual(['测试2601', '测试2602']);
    expectAgreement(d, await counted([college.id, college.lab]));
    const narrowed = (await stats(holder, { department_id: college.lab })).body.d;
    expect(narrowed.totals).toMatchObject({ population: 3, submitted: 1 });

    const refused = await stats(holder, { department_id: other.id });
    expect([refused.status, refused.body]).toEqual([403, { e: ErrorCode.FORBIDDEN, m: '该部门不在您的数据范围内', d: null }]);
    const english = await holder.call(calls.getFillMissing, { mission_id: m.id, period_num: 1, department_id: other.id }, { 'accept-language': 'en' });
    expect(english.body).toEqual({ e: ErrorCode.FORBIDDEN, m: 'This department is outside your data scope', d: null });
    for (const call of [calls.getFillSubmissions, calls.remindFillMissing]) {
      expect((await holder.call(call, { mission_id: m.id, period_num: 1, department_id: other.id })).body.e).toBe(ErrorCode.FORBIDDEN);
    }
    const missing = (await holder.call<Missing>(calls.getFillMissing, { mission_id: m.id, period_num: 1, page_size: 100 })).body.d;
    expect(missing.total).toBe(6);
    expect(missing.list.map((p) => p.uid)).toEqual([classA[4], classA[5], classB[2], classB[3], lab[1], lab[2]].map((p) => p.uid));
    expect(missing.list.every((p) => p.department.startsWith('测试学院'))).toBe(true);

    const subs = (await holder.call<Page<{ id: number; uid: string }>>(calls.getFillSubmissions, { mission_id: m.id, period_num: 1, page_size: 100 })).body.d;
    expect(subs.total).toBe(7);
    const theirs = await suite.server.db.selectFrom('fillin_submissions').select('id').where('uid', '=', outside[0].uid).executeTakeFirstOrThrow();
    expect((await holder.call(calls.getFillSubmission, { submission_id: theirs.id })).body).toEqual({ e: 403, m: '没有权限执行此操作', d: null });
    const ours = await holder.call<FillSubmission>(calls.getFillSubmission, { submission_id: subs.list[0].id });
    expect(ours.body.d).toMatchObject({ mission_id: m.id, editable: false, period: { num: 1 } });
    const own = await classA[1].api.call<FillSubmission>(calls.getFillSubmission, { submission_id: subs.list.find((s) => s.uid === classA[1].uid)!.id });
    expect(own.body.d).toMatchObject({ uid: classA[1].uid, class_name: '测试2601', editable: true });

    const missions = (await holder.call<Page<FillMissionSummary>>(calls.getFillMissions, { page_size: 100 })).body.d;
    expect(missions.list.find((x) => x.id === m.id)).toMatchObject({ population: 13, submitted: 7, rate: 0.5385 });
  });

  it('lists who is missing by department then number, and reminds them once per scope per interval', async () => {
    const missing = (await holder.call<Missing>(calls.getFillMissing, { mission_id: m.id, period_num: 1, class_name: '测试2601' })).body.d;
    expect(missing.list.map((p) => p.uid)).toEqual([classA[4].uid, classA[5].uid]);
    expect(missing.list.map((p) => p.reminded_at)).toEqual(['', '']);

    const reminded = await holder.call<{ reminded: number }>(calls.remindFillMissing, { mission_id: m.id, period_num: 1, class_name: '测试2601' });
    expect(reminded.body).toMatchObject({ e: 0, d: { reminded: 2 } });
    const messages = await suite.server.db.selectFrom('messages').select(['recipient_uid', 'type', 'title', 'about_kind', 'about_id', 'link']).where('about_kind', '=', 'fillin').where('about_id', '=', String(m.id)).execute();
    expect(messages.map((x) => x.recipient_uid).sort()).toEqual([classA[4].uid, classA[5].uid].sort());
    expect(messages[0]).toMatchObject({ type: 4, title: `填报提醒：请在 2026-12-07 20:00 前完成「${m.name}」（12月7日）`, link: `/fillForm/mission?id=${m.id}` });

    const again = await holder.call(calls.remindFillMissing, { mission_id: m.id, period_num: 1, class_name: '测试2601' });
    expect([again.status, again.body]).toEqual([429, { e: ErrorCode.TOO_MANY_REQUESTS, m: `已于 2026-12-07 12:00:00 提醒过，请 ${FILLIN_REMIND_INTERVAL_MINUTES} 分钟后再提醒`, d: null }]);
    const together = await Promise.all([0, 1, 2].map(() => holder.call(calls.remindFillMissing, { mission_id: m.id, period_num: 1, class_name: '测试2602' })));
    expect(together.map((a) => a.body.e).sort()).toEqual([0, ErrorCode.TOO_MANY_REQUESTS, ErrorCode.TOO_MANY_REQUESTS]);
    const after = (await holder.call<Missing>(calls.getFillMissing, { mission_id: m.id, period_num: 1, class_name: '测试2601' })).body.d;
    expect(after.list.map((p) => p.reminded_at)).toEqual(['2026-12-07 12:00:00', '2026-12-07 12:00:00']);

    suite.clock.at = campusTime(`2026-12-07T12:${String(FILLIN_REMIND_INTERVAL_MINUTES).padStart(2, '0')}:00`);
    expect((await holder.call(calls.remindFillMissing, { mission_id: m.id, period_num: 1, class_name: '测试2601' })).body.e).toBe(0);
    suite.clock.at = campusTime('2026-12-07T12:00:00');
  });

  it('reminds everyone still missing at the remind time through the job queue, then schedules the next day', async () => {
    const before = await suite.server.db.selectFrom('messages').select('id').where('about_kind', '=', 'fillin').where('about_id', '=', String(m.id)).execute();
    suite.clock.at = campusTime('2026-12-07T19:00:00');
    // (The demo campus's own reminders, due by this clock, run too.)
    expect(await suite.runJobs()).toBeGreaterThanOrEqual(1);
    const sent = await suite.server.db.selectFrom('messages').select(['recipient_uid']).where('about_kind', '=', 'fillin').where('about_id', '=', String(m.id)).execute();
    // 18 people, 10 filled in: 8 more messages.
    expect(sent.length - before.length).toBe(8);
    const next = await suite.server.db.selectFrom('jobs').select(['key', 'run_at']).where('kind', '=', 'fillins.remind').where('state', '=', 'pending').execute();
    expect(next.find((j) => j.key === `fillin:${m.id}:remind:2`)?.run_at).toEqual(campusTime('2026-12-08T19:00:00'));
    suite.clock.at = campusTime('2026-12-07T12:00:00');
  });

  it("exports the period's submissions in scope as an xlsx file whose rows are the submissions", async () => {
    const res = await fetch(`${suite.server.url}${calls.exportFillSubmissions.path}?mission_id=${m.id}&period_num=1`, { headers: { cookie: [...holder.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('x-total-rows')).toBe('7');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['填报数据', '说明']);
    const rows = book.worksheets[0].getSheetValues().flatMap((row) => (Array.isArray(row) ? [Array.from(row.slice(1), (v) => (v === undefined || v === null ? '' : v))] : []));
    expect(rows[0]).toEqual(['姓名', '学号/工号', '部门', '班级', '体温', '健康状况', '症状', '返校日期', '备注', '提交时间', '逾期']);
    const direct = await suite.server.db.selectFrom('fillin_submissions').select(['uid', 'values', 'late']).where('mission_id', '=', m.id).where('period_num', '=', 1)
      .where('department_id', 'in', [college.id, college.lab]).orderBy('id').execute();
    expect(rows.slice(1).map((r) => [r[1], r[4], r[10]])).toEqual(direct.map((s) => [s.uid, (s.values as { form1_1: number }).form1_1, s.late ? '是' : '否']));
    expect(rows.slice(1).find((r) => r[1] === classB[1].uid)!.slice(5, 7)).toEqual(['不适', '发热、乏力']);
  });

  it('refuses a student without tb-report every statistics call, and the signed-out', async () => {
    const student = classA[0].api;
    const payload = { mission_id: m.id, period_num: 1 };
    const tbCalls: CallDef[] = [calls.getFillMissions, calls.getFillStats, calls.getFillMissing, calls.getFillSubmissions, calls.remindFillMissing, calls.exportFillSubmissions];
    for (const call of tbCalls) {
      const res = await student.call(call, payload);
      expect([call.name, res.status, res.body]).toEqual([call.name, 403, { e: ErrorCode.FORBIDDEN, m: '没有权限执行此操作', d: null }]);
    }
    const someone = await suite.server.db.selectFrom('fillin_submissions').select('id').where('uid', '=', classA[1].uid).executeTakeFirstOrThrow();
    expect((await student.call(calls.getFillSubmission, { submission_id: someone.id })).body.e).toBe(403);
    for (const call of [...tbCalls, calls.fillreportmylist, calls.getFillMission]) {
      expect([call.name, (await new ApiClient(suite.server.url).call(call, { ...payload, id: m.id })).body.e]).toEqual([call.name, ErrorCode.LOGIN_REQUIRED]);
    }
  });

  it('gives the data center per department and per period figures from the same counts', async () => {
    const byDepartment = await fillinFigures(suite.server.db, { appId: m.appId, groupBy: 'department', from: '2026-12-01', to: '2026-12-07', departments: [college.id, college.lab], lang: 'zh' });
    expect(byDepartment.map((r) => [Number(r.key), r.submitted, r.population])).toEqual([
      [college.id, 6, 10],
      [college.lab, 1, 3],
    ].sort((a, b) => a[0] - b[0]));
    expect(byDepartment.find((r) => Number(r.key) === college.lab)!.label).toMatch(/研究所$/);
    const byPeriod = await fillinFigures(suite.server.db, { appId: m.appId, groupBy: 'period', from: '2026-12-07', to: '2026-12-08', departments: 'all', lang: 'en' });
    expect(byPeriod).toEqual([
      { key: '1', label: 'Dec 7', submitted: 10, population: 18 },
      { key: '2', label: 'Dec 8', submitted: 0, population: 18 },
    ]);
    expect(await fillinFigures(suite.server.db, { appId: 999999, groupBy: 'period', from: '2026-12-07', to: '2026-12-08', departments: 'all', lang: 'zh' })).toEqual([]);
  });

  it('serves the demo campus: the counsellor sees her school only, the demo student has today to fill with yesterday offered', async () => {
    const counsellor = await signedInClient(suite.server.url, demoAccounts.counsellor);
    const list = (await counsellor.call<Page<FillMissionSummary>>(calls.getFillMissions, {})).body.d;
    const health = list.list.find((x) => x.name === '每日健康打卡')!;
    expect(health).toBeDefined();
    const d = (await counsellor.call<FillStats>(calls.getFillStats, { mission_id: health.id })).body.d;
    const cs = await suite.server.db.selectFrom('departments').select('id').where('code', '=', 'CS').executeTakeFirstOrThrow();
    expect(d.departments.map((x) => x.department_id)).toEqual([cs.id]);
    expect(d.classes.map((c) => c.class_name)).toEqual(expect.arrayContaining(['计科2201', '计科2202', '计科2301']));
    expect(d.periods.length).toBeGreaterThanOrEqual(1);

    const student = await signedInClient(suite.server.url, demoAccounts.student);
    const mine = (await student.call<Page<{ id: number; app_name: string; status: number }>>(calls.fillreportmylist, { page_size: 5 })).body.d;
    expect(mine.list.find((r) => r.app_name === '每日健康打卡')).toMatchObject({ id: health.id, status: FillinStatus.toFill });
    const page = (await student.call<FillMission>(calls.getFillMission, { id: health.id })).body.d;
    expect(page).toMatchObject({ refusal: '', status: FillinStatus.toFill, late_policy: 'accept' });
    expect(JSON.parse(page.last_values)).toMatchObject({ form1_2: expect.any(String), form1_3: expect.any(String) });
  });

  it('documents fillreportmylist in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${suite.server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.paths[calls.fillreportmylist.path].get.operationId).toBe('fillreportmylist');
    expect(Object.values(doc.paths).flatMap((p) => Object.values(p).map((op) => op.operationId))).toEqual(expect.arrayContaining(Object.keys(calls).filter((n) => /Fill|fillreport/.test(n))));
  });

  it('answers unknown missions and periods with the envelope, never a 500', async () => {
    expect((await campusWide.call(calls.getFillStats, { mission_id: 999999 })).body).toEqual({ e: 404, m: '该填报任务不存在', d: null });
    expect((await campusWide.call(calls.getFillMissing, { mission_id: m.id, period_num: 0 })).status).toBe(400);
    expect((await campusWide.call(calls.getFillStats, { mission_id: 'abc' })).body.e).toBe(ErrorCode.INVALID_INPUT);
    expect((await classA[0].api.call(calls.getFillMission, { id: 999999 })).body).toEqual({ e: 404, m: '该填报任务不存在', d: null });
    expect((await classA[0].api.call<Page<unknown>>(calls.fillreportmylist, { status: 9 })).body.e).toBe(ErrorCode.INVALID_INPUT);
    expect(FillinStatus.toFill).toBe(0);
  });
});
