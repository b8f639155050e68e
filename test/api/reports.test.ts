/**
 * The data center through real HTTP on the demo campus: every source's rows equal a direct count of the applications
 * behind them (by department, status, period, a choice field's options, a Number field's sum and average; the
 * efficiency of services in hours), and a fill-in mission's rates equal what its statistics page counts; a department's report administrator sees her department only and is refused
 * another; a student or staff member without apps-report-lists is refused every call and finds no 报表 in search;
 * keys a report does not offer and ranges that are not ranges are refused in the envelope with a readable message;
 * and an export holds the rows runReport gives, read back with exceljs.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { calls } from '../../contract';
import type { FillStats } from '../../contract/calls/fillins';
import type { ReportDetail, ReportItem, ReportRun } from '../../contract/calls/reports';
import type { SearchGroups } from '../../contract/calls/search';
import { ErrorCode } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { demoReports } from '../../server/demo/campus/reports';
import { campusDate, campusDayStart } from '../../server/src/domain/campus-time';
import { ApiClient, signedInClient } from '../support/http-client';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';

type Page<T> = { list: T[]; total: number; p: number; page_size: number };

const DAY = 86_400_000;
/** The campus day `n` days before today. */
const daysAgo = (n: number) => campusDate(new Date(Date.now() - n * DAY));
/** [start, end) of the campus days from and to. */
const window = (from: string, to: string) => [campusDayStart(from)!, new Date(campusDayStart(to)!.getTime() + DAY)] as const;

// Both engines: the figures are SQL the two may read differently (JSON paths, percentiles, campus time, grouping sets).
describe.each(bothEngines)('the data center on %s', (engine) => {
  let server: TestServer;
  let staff: ApiClient;
  let admin: ApiClient;
  let viceDean: ApiClient;
  let student: ApiClient;
  let secretary: ApiClient;
  const ids = new Map<string, number>();
  const departments = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [staff, admin, viceDean, student, secretary] = await Promise.all(
      [demoAccounts.staff, demoAccounts.admin, demoAccounts.viceDean, demoAccounts.student, demoAccounts.teachingSecretary].map((a) => signedInClient(server.url, a)),
    );
    for (const r of await server.db.selectFrom('report_definitions').select(['id', 'name']).execute()) ids.set(r.name, r.id);
    for (const d of await server.db.selectFrom('departments').select(['id', 'code']).execute()) departments.set(d.code, d.id);
  });
  afterAll(() => server?.close());

  const appId = async (name: string) => (await server.db.selectFrom('apps').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const run = (api: ApiClient, name: string, payload: Record<string, unknown> = {}, lang = 'zh-CN') =>
    api.call<ReportRun>(calls.runReport, { id: ids.get(name), ...payload }, { 'accept-language': lang });
  const ran = async (api: ApiClient, name: string, payload: Record<string, unknown> = {}, lang = 'zh-CN') => {
    const res = await run(api, name, payload, lang);
    expect([res.status, res.body.e, res.body.m]).toEqual([200, 0, expect.any(String)]);
    return res.body.d;
  };
  const counts = (rows: ReportRun['rows']) => Object.fromEntries(rows.map((r) => [r.key, r.count]));

  /** Applications of a service (every service when null) made in the campus days, as a direct count by an expression. */
  async function directCounts(service: string | null, from: string, to: string, key: ReturnType<typeof sql<string>>, where = sql`true`) {
    const [start, end] = window(from, to);
    const app = service === null ? sql`true` : sql`i.app_id = ${await appId(service)}`;
    const { rows } = await sql<{ key: string | null; n: string }>`
      SELECT ${key} AS key, count(*) AS n FROM process_instances i
      WHERE ${app} AND i.created_at >= ${start} AND i.created_at < ${end} AND ${where} GROUP BY 1`.execute(server.db);
    return Object.fromEntries(rows.map((r) => [r.key ?? '', Number(r.n)]));
  }

  it('lists the demo reports to holders of apps-report-lists, by keyword and in English', async () => {
    const all = await staff.call<Page<ReportItem>>(calls.getReportList, { page_size: 20 });
    expect(all.body.e).toBe(0);
    const seeded = demoReports.filter((r) => r.source !== 'fillins' || ids.has(r.name)).map((r) => r.name);
    expect(all.body.d.list.map((r) => r.name)).toEqual(seeded);
    expect(all.body.d.total).toBe(seeded.length);
    expect(all.body.d.list[0]).toMatchObject({ name: '各学院请假申请统计', source: 'applications', chart: 'bar', service: '学生请假申请' });
    expect(all.body.d.list.find((r) => r.name === '服务办理效率')).toMatchObject({ source: 'efficiency', service: '' });
    expect(all.body.d.list[0].updated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const leave = await staff.call<Page<ReportItem>>(calls.getReportList, { keyword: '请假' });
    expect(leave.body.d.list.map((r) => r.name)).toEqual(['各学院请假申请统计', '请假类型分布']);
    const english = await admin.call<Page<ReportItem>>(calls.getReportList, { keyword: 'leave', page_size: 1 }, { 'accept-language': 'en' });
    expect([english.body.d.total, english.body.d.list.map((r) => [r.name, r.service])]).toEqual([2, [['Leave applications by school', 'Student leave request']]]);
    expect((await viceDean.call<Page<ReportItem>>(calls.getReportList, {})).body.d.total).toBe(seeded.length);
  });

  it("gives a report's dimensions and measures, the default first, its default range and the viewer's departments", async () => {
    const detail = (await staff.call<ReportDetail>(calls.getReportDetail, { id: ids.get('各学院请假申请统计') })).body.d;
    expect(detail.dimensions.map((d) => d.key)).toEqual(['department', 'period:month', 'period:week', 'period:day', 'status', 'field:form1_1', 'field:form1_4']);
    expect(detail.dimensions.map((d) => d.label)).toEqual(['按部门', '按月', '按周', '按日', '按办理状态', '请假类型', '是否离开本市']);
    expect(detail.measures).toEqual([
      { key: 'count', label: '申请数' },
      { key: 'sum:form1_3', label: '请假天数合计' },
      { key: 'avg:form1_3', label: '请假天数平均值' },
    ]);
    expect([detail.from, detail.to]).toEqual([daysAgo(364), daysAgo(0)]);
    expect(detail.departments).toHaveLength(departments.size);
    expect(detail.departments[0]).toEqual({ id: departments.get('CS'), name: '计算机科学与技术学院' });

    const english = (await staff.call<ReportDetail>(calls.getReportDetail, { id: ids.get('服务办理效率') }, { 'accept-language': 'en' })).body.d;
    expect(english).toMatchObject({ name: 'Service handling time', source: 'efficiency', chart: 'bar' });
    expect(english.measures.map((m) => m.label)).toEqual(['Average handling time', '90th percentile handling time', 'Handled']);
    expect(english.dimensions.map((d) => d.label)).toEqual(['By service', 'By handling office', 'By month', 'By week', 'By day']);

    const scoped = (await viceDean.call<ReportDetail>(calls.getReportDetail, { id: ids.get('各学院请假申请统计') })).body.d;
    expect(scoped.departments).toEqual([{ id: departments.get('CS'), name: '计算机科学与技术学院' }]);
  });

  it("counts a service's applications by the applicant's department as a direct count does, and drills along the days", async () => {
    const report = await ran(staff, '各学院请假申请统计');
    expect(report).toMatchObject({ dimension: { key: 'department', label: '按部门' }, measure: { key: 'count', label: '申请数' }, chart: 'bar', unit: '', drill: 'period:day' });
    const direct = await directCounts('学生请假申请', daysAgo(364), daysAgo(0), sql`i.department_id::text`);
    expect(counts(report.rows)).toEqual(direct);
    expect(report.total.count).toBe(Object.values(direct).reduce((a, b) => a + b, 0));
    expect(report.total.count).toBeGreaterThan(20);
    expect(report.rows.every((r) => r.value === r.count)).toBe(true);
    // Largest first, named by the department.
    expect(report.rows.map((r) => r.value)).toEqual([...report.rows.map((r) => r.value)].sort((a, b) => b - a));
    const cs = report.rows.find((r) => r.key === String(departments.get('CS')));
    expect(cs?.label).toBe('计算机科学与技术学院');

    // The drill: the same report narrowed to that department, day by day over the range.
    const drilled = await ran(staff, '各学院请假申请统计', { dimension: 'period:day', department_id: departments.get('CS') });
    expect(drilled.rows).toHaveLength(365);
    expect(drilled.rows[0]).toMatchObject({ key: daysAgo(364), label: daysAgo(364) });
    expect(drilled.total.count).toBe(cs?.count);
    expect(drilled.rows.reduce((sum, r) => sum + r.count, 0)).toBe(cs?.count);
  });

  it("counts by status, by a choice field's options and by month, and sums and averages a Number field", async () => {
    const range = [daysAgo(364), daysAgo(0)] as const;
    const byStatus = await ran(staff, '各学院请假申请统计', { dimension: 'status' });
    expect(counts(byStatus.rows)).toEqual(await directCounts('学生请假申请', ...range, sql`i.status::text`));
    expect(byStatus.rows.map((r) => r.label)).toEqual(byStatus.rows.map((r) => ({ 0: '办理中', 1: '已终止', 2: '已办结', 4: '已撤回' })[Number(r.key)]));
    expect(byStatus.drill).toBe('');

    const byType = await ran(staff, '请假类型分布');
    expect(byType).toMatchObject({ chart: 'pie', dimension: { key: 'field:form1_1', label: '请假类型' } });
    expect(counts(byType.rows)).toEqual(await directCounts('学生请假申请', ...range, sql`i.state -> 'values' ->> 'form1_1'`));
    const order = ['personal', 'sick', 'official', 'bereavement', 'other'];
    expect(byType.rows.map((r) => r.key)).toEqual(order.filter((k) => byType.rows.some((r) => r.key === k)));
    expect(byType.rows.find((r) => r.key === 'sick')?.label).toBe('病假');
    const typesInEnglish = await ran(staff, '请假类型分布', {}, 'en');
    expect(typesInEnglish.rows.find((r) => r.key === 'sick')?.label).toBe('Sick leave');

    const [start, end] = window(...range);
    const leave = await appId('学生请假申请');
    const { rows } = await sql<{ total: string; average: string; n: string }>`
      SELECT sum((state -> 'values' ->> 'form1_3')::numeric) AS total, avg((state -> 'values' ->> 'form1_3')::numeric) AS average, count(*) AS n
      FROM process_instances WHERE app_id = ${leave} AND created_at >= ${start} AND created_at < ${end}`.execute(server.db);
    const days = await ran(staff, '各学院请假申请统计', { measure: 'sum:form1_3' });
    expect(days).toMatchObject({ measure: { key: 'sum:form1_3', label: '请假天数合计' }, unit: '天' });
    expect(days.total).toEqual({ value: Number(rows[0].total), count: Number(rows[0].n) });
    expect(days.rows.reduce((sum, r) => sum + r.value, 0)).toBe(Number(rows[0].total));
    const average = await ran(staff, '各学院请假申请统计', { measure: 'avg:form1_3' }, 'en');
    expect(average.unit).toBe('days');
    expect(average.total.value).toBeCloseTo(Number(rows[0].average), 2);

    const monthly = await ran(staff, '各学院请假申请统计', { dimension: 'period:month' });
    expect(monthly.rows.length).toBeGreaterThanOrEqual(12);
    expect(monthly.rows[0].key).toBe(daysAgo(364).slice(0, 7));
    expect(monthly.rows[monthly.rows.length - 1].key).toBe(daysAgo(0).slice(0, 7));
    expect(monthly.rows[0].label).toMatch(/^\d{4}年\d{1,2}月$/);
    const campusMonth = sql<string>`to_char(timezone('UTC', i.created_at) + interval '8 hours', 'YYYY-MM')`;
    const directMonths = await directCounts('学生请假申请', ...range, campusMonth);
    expect(Object.fromEntries(monthly.rows.filter((r) => r.count > 0).map((r) => [r.key, r.count]))).toEqual(directMonths);
  });

  it("counts a Checkbox field's applications under each option chosen, and a money field's sum with its unit", async () => {
    const repairs = await ran(staff, '宿舍报修故障类型');
    const [start, end] = window(daysAgo(364), daysAgo(0));
    const repairApp = await appId('宿舍报修');
    const { rows } = await sql<{ choice: string; n: string }>`
      SELECT c.choice, count(*) AS n FROM process_instances i, jsonb_array_elements_text(i.state -> 'values' -> 'form1_3') AS c(choice)
      WHERE i.app_id = ${repairApp} AND i.created_at >= ${start} AND i.created_at < ${end} GROUP BY 1`.execute(server.db);
    expect(counts(repairs.rows)).toEqual(Object.fromEntries(rows.map((r) => [r.choice, Number(r.n)])));
    const applications = await directCounts('宿舍报修', daysAgo(364), daysAgo(0), sql`'all'`);
    expect(repairs.total.count).toBe(applications.all);
    expect(repairs.rows.reduce((sum, r) => sum + r.count, 0)).toBeGreaterThanOrEqual(repairs.total.count);
    const problems: Record<string, string> = { water: '水管 / 龙头漏水', electric: '电路 / 照明', door: '门窗 / 锁具', ac: '空调', heater: '热水器', furniture: '床铺 / 桌椅', other: '其他' };
    expect(repairs.rows.map((r) => r.label)).toEqual(Object.keys(problems).filter((k) => k in counts(repairs.rows)).map((k) => problems[k]));

    const claims = await ran(staff, '差旅费报销金额统计');
    expect(claims).toMatchObject({ measure: { key: 'sum:form1_7', label: '报销总额合计' }, unit: '元', drill: 'period:day' });
    const travel = await appId('差旅费报销');
    const sums = await sql<{ total: string }>`
      SELECT sum((state -> 'values' ->> 'form1_7')::numeric) AS total FROM process_instances WHERE app_id = ${travel} AND created_at >= ${start} AND created_at < ${end}`.execute(
      server.db,
    );
    expect(claims.total.value).toBeCloseTo(Number(sums.rows[0].total), 2);
    expect(claims.rows.reduce((sum, r) => sum + r.value, 0)).toBeCloseTo(claims.total.value, 2);
  });

  it('counts every service day by day, every day of the range shown, and by service', async () => {
    const trend = await ran(staff, '每日申请趋势');
    expect(trend).toMatchObject({ chart: 'line', dimension: { key: 'period:day' } });
    expect(trend.rows.map((r) => r.key)).toEqual(Array.from({ length: 30 }, (_, i) => daysAgo(29 - i)));
    const campusDay = sql<string>`to_char(timezone('UTC', i.created_at) + interval '8 hours', 'YYYY-MM-DD')`;
    const direct = await directCounts(null, daysAgo(29), daysAgo(0), campusDay);
    expect(Object.fromEntries(trend.rows.filter((r) => r.count > 0).map((r) => [r.key, r.count]))).toEqual(direct);
    expect(trend.total.count).toBe(Object.values(direct).reduce((a, b) => a + b, 0));
    expect(trend.total.count).toBeGreaterThan(10);

    const weekly = await ran(staff, '每日申请趋势', { dimension: 'period:week' }, 'en');
    expect(weekly.rows[0].label).toMatch(/^Week of \d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${weekly.rows[0].key}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weekly.total.count).toBe(trend.total.count);

    const byService = await ran(staff, '每日申请趋势', { dimension: 'service' });
    expect(counts(byService.rows)).toEqual(await directCounts(null, daysAgo(29), daysAgo(0), sql`i.app_id::text`));
    const names = new Map((await server.db.selectFrom('apps').select(['id', 'name']).execute()).map((a) => [String(a.id), a.name]));
    expect(byService.rows.every((r) => r.label === names.get(r.key))).toBe(true);
  });

  it('measures the hours from application to decision by service and by office, as the engine recorded them', async () => {
    const [start, end] = window(daysAgo(364), daysAgo(0));
    const { rows } = await sql<{ app_id: number; office: number | null; hours: number }>`
      SELECT i.app_id, a.department_id AS office, extract(epoch FROM i.finished_at - i.created_at)::float8 / 3600 AS hours
      FROM process_instances i JOIN apps a ON a.id = i.app_id
      WHERE i.status IN (1, 2) AND i.finished_at >= ${start} AND i.finished_at < ${end}`.execute(server.db);
    expect(rows.length).toBeGreaterThan(50);
    const p90 = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = 0.9 * (sorted.length - 1);
      return sorted[Math.floor(at)] + (sorted[Math.ceil(at)] - sorted[Math.floor(at)]) * (at - Math.floor(at));
    };
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

    const byService = await ran(staff, '服务办理效率');
    expect(byService).toMatchObject({ measure: { key: 'avg_hours', label: '平均办理时长' }, unit: '小时', dimension: { key: 'service' }, drill: '' });
    expect(byService.total.count).toBe(rows.length);
    expect(byService.total.value).toBeCloseTo(mean(rows.map((r) => r.hours)), 1);
    for (const row of byService.rows) {
      const hours = rows.filter((r) => String(r.app_id) === row.key).map((r) => Number(r.hours));
      expect([row.key, row.count]).toEqual([row.key, hours.length]);
      expect(row.value).toBeCloseTo(mean(hours), 1);
    }
    const slow = await ran(staff, '服务办理效率', { measure: 'p90_hours' }, 'en');
    expect(slow.unit).toBe('hours');
    for (const row of slow.rows) expect(row.value).toBeCloseTo(p90(rows.filter((r) => String(r.app_id) === row.key).map((r) => Number(r.hours))), 1);

    const byOffice = await ran(staff, '服务办理效率', { dimension: 'department', measure: 'count' });
    expect(byOffice).toMatchObject({ dimension: { label: '按办理部门' }, measure: { label: '办结数' }, drill: 'service' });
    const offices: Record<string, number> = {};
    for (const r of rows) offices[r.office === null ? '' : String(r.office)] = (offices[r.office === null ? '' : String(r.office)] ?? 0) + 1;
    expect(counts(byOffice.rows)).toEqual(offices);
    // The drill: one office's services.
    const [busiest] = byOffice.rows;
    const drilled = await ran(staff, '服务办理效率', { dimension: 'service', department_id: Number(busiest.key) });
    expect(drilled.total.count).toBe(busiest.count);
    expect(drilled.rows.every((r) => rows.some((x) => String(x.app_id) === r.key && String(x.office) === busiest.key))).toBe(true);
  });

  it("gives a fill-in mission's submission rate by department and by period as 填报统计 counts each period", async () => {
    const report = await ran(staff, '健康打卡提交率');
    expect(report).toMatchObject({ chart: 'bar', dimension: { key: 'department', label: '按部门' }, measure: { key: 'rate', label: '提交率' }, unit: '%', drill: 'period' });
    const byPeriod = await ran(staff, '健康打卡提交率', { dimension: 'period' });
    expect(byPeriod.rows.length).toBeGreaterThanOrEqual(10);
    expect(byPeriod.dimension.label).toBe('按填报周期');

    // Each period as the mission's statistics page shows it to the same reader.
    const healthApp = await appId('每日健康打卡');
    const mission = await server.db.selectFrom('fillin_missions').select('id').where('app_id', '=', healthApp).executeTakeFirstOrThrow();
    const departmentsSeen: Record<string, { submitted: number; population: number }> = {};
    for (const row of byPeriod.rows) {
      const stats = (await staff.call<FillStats>(calls.getFillStats, { mission_id: mission.id, period_num: Number(row.key) })).body.d;
      expect([row.key, row.label, row.count]).toEqual([String(stats.period.num), stats.period.label, stats.totals.submitted]);
      expect(row.value).toBeCloseTo(stats.totals.rate, 3);
      for (const d of stats.departments) {
        const seen = (departmentsSeen[String(d.department_id)] ??= { submitted: 0, population: 0 });
        seen.submitted += d.submitted;
        seen.population += d.population;
      }
    }
    expect(Object.fromEntries(report.rows.map((r) => [r.key, r.count]))).toEqual(Object.fromEntries(Object.entries(departmentsSeen).map(([k, v]) => [k, v.submitted])));
    for (const row of report.rows) expect(row.value).toBeCloseTo(departmentsSeen[row.key].submitted / departmentsSeen[row.key].population, 3);
    const all = Object.values(departmentsSeen).reduce((sum, d) => ({ submitted: sum.submitted + d.submitted, population: sum.population + d.population }), { submitted: 0, population: 0 });
    expect(report.total.count).toBe(all.submitted);
    expect(report.total.value).toBeCloseTo(all.submitted / all.population, 3);
    // And the submissions themselves: one a person a period.
    const stored = await server.db.selectFrom('fillin_submissions').select((eb) => eb.fn.countAll<number>().as('n')).where('mission_id', '=', mission.id).where('period_num', 'in', byPeriod.rows.map((r) => Number(r.key))).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(all.submitted);

    // The vice dean's college only; the drill into it goes along the periods.
    const cs = departments.get('CS')!;
    const hers = await ran(viceDean, '健康打卡提交率');
    expect(hers.rows.map((r) => [r.key, r.count])).toEqual([[String(cs), departmentsSeen[String(cs)].submitted]]);
    const drilled = await ran(viceDean, '健康打卡提交率', { dimension: 'period', department_id: cs }, 'en');
    expect(drilled).toMatchObject({ unit: '%', measure: { label: 'Submission rate' } });
    expect(drilled.total.count).toBe(departmentsSeen[String(cs)].submitted);
    expect((await run(viceDean, '健康打卡提交率', { department_id: departments.get('EE') })).status).toBe(403);
  });

  it("keeps a department's report administrator to her college: her rows, her total, and a refusal for any other department", async () => {
    const cs = departments.get('CS')!;
    const hers = await ran(viceDean, '各学院请假申请统计');
    expect(hers.rows.map((r) => r.key)).toEqual([String(cs)]);
    const direct = await directCounts('学生请假申请', daysAgo(364), daysAgo(0), sql`i.department_id::text`);
    expect(hers.total.count).toBe(direct[String(cs)]);

    const trend = await ran(viceDean, '每日申请趋势', { dimension: 'department' });
    expect(trend.rows.map((r) => r.key)).toEqual([String(cs)]);
    const everyone = await ran(staff, '每日申请趋势', { dimension: 'department' });
    expect(trend.total.count).toBe(everyone.rows.find((r) => r.key === String(cs))?.count);

    // Efficiency counts the services her college handles (none of the demo's): nothing of the offices'.
    const offices = await ran(viceDean, '服务办理效率', { dimension: 'department' });
    expect(offices.rows.every((r) => r.key === String(cs))).toBe(true);

    expect((await ran(viceDean, '各学院请假申请统计', { department_id: cs })).total.count).toBe(hers.total.count);
    for (const other of [departments.get('EE'), departments.get('AA'), 999999]) {
      const refused = await run(viceDean, '各学院请假申请统计', { department_id: other });
      expect([refused.status, refused.body]).toEqual([403, { e: ErrorCode.FORBIDDEN, m: '您的数据权限不包含该部门，只能查看授权范围内的数据', d: null }]);
    }
    const english = await run(viceDean, '服务办理效率', { department_id: departments.get('EE') }, 'en');
    expect(english.body.m).toBe('Your data scope does not include this department; you can see only the departments you are granted');
  });

  it('refuses a student and a staff member without the permit every call, and search gives them no 报表', async () => {
    const id = ids.get('各学院请假申请统计');
    for (const api of [student, secretary]) {
      for (const [call, payload] of [[calls.getReportList, {}], [calls.getReportDetail, { id }], [calls.runReport, { id }], [calls.exportReport, { id }]] as const) {
        const res = await api.call(call, payload);
        expect([call.name, res.status, res.body.e, res.body.d]).toEqual([call.name, 403, ErrorCode.FORBIDDEN, null]);
        expect(res.body.m).toBe('没有权限执行此操作');
      }
    }
    const search = async (api: ApiClient, keyword: string) => (await api.call<SearchGroups>(calls.allSearch, { keyword })).body.d;
    const found = await search(staff, '请假');
    // A name starting with the keyword first, then the rest.
    expect(found.reports.map((r) => [r.origin_name, r.type, r.id])).toEqual([
      ['请假类型分布', 0, ids.get('请假类型分布')],
      ['各学院请假申请统计', 0, ids.get('各学院请假申请统计')],
    ]);
    expect(found.reports[0].name).toBe('<em>请假</em>类型分布');
    expect((await search(viceDean, '效率')).reports.map((r) => r.origin_name)).toEqual(['服务办理效率']);
    const english = await staff.call<SearchGroups>(calls.allSearch, { keyword: 'handling' }, { 'accept-language': 'en' });
    expect(english.body.d.reports.map((r) => r.origin_name)).toEqual(['Service handling time']);
    for (const api of [student, secretary, new ApiClient(server.url)]) {
      const d = await search(api, '请假');
      expect(d.reports).toEqual([]);
    }
    // The student finds the service itself.
    expect((await search(student, '请假')).apps.map((a) => a.origin_name)).toContain('学生请假申请');
    // Only a name the caller could find counts as a click.
    expect((await staff.call(calls.setSearchService, { name: '服务办理效率' })).body.e).toBe(0);
    expect((await student.call(calls.setSearchService, { name: '服务办理效率' })).body.e).not.toBe(0);
  });

  it('refuses keys the report does not offer and ranges that are not ranges, in the envelope with a readable message', async () => {
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      ['各学院请假申请统计', { dimension: 'field:form9_9' }, 400, '该报表不能按“field:form9_9”统计', 'This report cannot be grouped by "field:form9_9"'],
      ['各学院请假申请统计', { dimension: 'service' }, 400, '该报表不能按“service”统计', 'This report cannot be grouped by "service"'],
      ['各学院请假申请统计', { dimension: 'nonsense' }, 400, '该报表不能按“nonsense”统计', 'This report cannot be grouped by "nonsense"'],
      ['各学院请假申请统计', { measure: 'sum:form1_1' }, 400, '该报表没有“sum:form1_1”这项指标', 'This report has no measure "sum:form1_1"'],
      ['服务办理效率', { measure: 'sum:form1_3' }, 400, '该报表没有“sum:form1_3”这项指标', 'This report has no measure "sum:form1_3"'],
      ['每日申请趋势', { from: '2026-03-02', to: '2026-03-01' }, 400, '开始日期不能晚于结束日期', 'The start date cannot be after the end date'],
      ['每日申请趋势', { from: '2025-01-01', to: '2026-01-02' }, 400, '统计时间跨度不能超过 366 天', 'The time range cannot be longer than 366 days'],
      ['每日申请趋势', { from: '2026-02-30' }, 400, '日期 2026-02-30 不存在', 'There is no day 2026-02-30'],
    ];
    for (const [name, payload, status, zh, en] of cases) {
      const res = await run(staff, name, payload);
      expect([res.status, res.body]).toEqual([status, { e: status, m: zh, d: null }]);
      expect((await run(staff, name, payload, 'en')).body.m).toBe(en);
    }
    // A leap year's 366 days are a range.
    expect((await run(staff, '每日申请趋势', { from: '2024-01-01', to: '2024-12-31' })).body.e).toBe(0);
    const missing = await staff.call(calls.runReport, { id: 999999 });
    expect([missing.status, missing.body.m]).toEqual([404, '该报表不存在或已停用']);
    for (const payload of [{ id: ids.get('每日申请趋势'), from: '2026/01/01' }, { id: 'one' }, { id: ids.get('每日申请趋势'), department_id: 0 }]) {
      const res = await staff.call(calls.runReport, payload);
      expect([res.status, res.body.e, res.body.d]).toEqual([400, ErrorCode.INVALID_INPUT, null]);
      expect(res.body.m).toEqual(expect.any(String));
    }
  });

  /** An export as the browser downloads it, and its sheets' rows read back. */
  async function download(api: ApiClient, query: Record<string, unknown>, lang = 'zh-CN') {
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${calls.exportReport.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, {
      headers: { cookie, 'accept-language': lang },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const sheets = async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      const rows = (n: number) => book.worksheets[n].getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1).map((v) => (v ?? '') as string | number)] : []));
      return { names: book.worksheets.map((w) => w.name), rows };
    };
    return { res, bytes, sheets };
  }

  it('exports the rows runReport gives as an xlsx file, with what the file holds on its second sheet', async () => {
    const query = { id: ids.get('差旅费报销金额统计'), dimension: 'department', measure: 'sum:form1_7' };
    const report = await ran(staff, '差旅费报销金额统计', query);
    const { res, sheets } = await download(staff, query);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('x-total-rows')).toBe(String(report.rows.length));
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toMatch(/filename\*=UTF-8''差旅费报销金额统计-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-\d{12}\.xlsx$/);
    const { names, rows } = await sheets();
    expect(names).toEqual(['按部门', '说明']);
    const [header, ...lines] = rows(0);
    expect(header).toEqual(['按部门', '报销总额合计（元）', '记录数']);
    expect(lines).toEqual(report.rows.map((r) => [r.label, r.value, r.count]));
    const about = Object.fromEntries(rows(1).map(([k, v]) => [k, v]));
    expect(about).toMatchObject({ 报表: '差旅费报销金额统计', 统计维度: '按部门', 统计指标: '报销总额合计（元）', 统计时间: `${daysAgo(364)} ~ ${daysAgo(0)}`, 部门: '授权范围内全部' });
    expect(about).toMatchObject({ 合计: `${report.total.value} 元`, 记录总数: String(report.total.count), 导出行数: String(report.rows.length) });

    // In English, narrowed to her college by the vice dean: her rows only.
    const cs = departments.get('CS');
    const mine = await ran(viceDean, '每日申请趋势', { dimension: 'period:week', department_id: cs }, 'en');
    const english = await download(viceDean, { id: ids.get('每日申请趋势'), dimension: 'period:week', department_id: cs }, 'en');
    const book = await english.sheets();
    expect(book.names).toEqual(['By week', 'About']);
    expect(book.rows(0)).toEqual([['By week', 'Applications', 'Records'], ...mine.rows.map((r) => [r.label, r.value, r.count])]);
    expect(Object.fromEntries(book.rows(1).map(([k, v]) => [k, v]))).toMatchObject({ Department: 'School of Computer Science and Technology', Total: String(mine.total.value) });

    const refused = await download(viceDean, { id: ids.get('每日申请趋势'), department_id: departments.get('EE') });
    expect([refused.res.status, JSON.parse(refused.bytes.toString())]).toEqual([403, { e: 403, m: '您的数据权限不包含该部门，只能查看授权范围内的数据', d: null }]);
    const bad = await download(staff, { id: ids.get('每日申请趋势'), measure: 'avg_hours' });
    expect([bad.res.status, JSON.parse(bad.bytes.toString()).m]).toEqual([400, '该报表没有“avg_hours”这项指标']);
  });

  it('reads values an older form left behind: a missing choice counts as not given, a number stored as text adds nothing', async () => {
    const leave = await appId('学生请假申请');
    const [start] = window(daysAgo(364), daysAgo(0));
    const [a, b] = await server.db.selectFrom('process_instances').select('id').where('app_id', '=', leave).where('created_at', '>=', start).orderBy('id').limit(2).execute();
    const before = await ran(staff, '请假类型分布', { measure: 'sum:form1_3' });
    const days = async (id: string) => Number((await sql<{ d: number }>`SELECT (state -> 'values' ->> 'form1_3')::int AS d FROM process_instances WHERE id = ${id}`.execute(server.db)).rows[0].d);
    const [lostType, lostDays] = [await days(a.id), await days(b.id)];
    await sql`UPDATE process_instances SET state = state #- '{values,form1_1}' WHERE id = ${a.id}`.execute(server.db);
    await sql`UPDATE process_instances SET state = jsonb_set(state, '{values,form1_3}', '"三天"') WHERE id = ${b.id}`.execute(server.db);

    const after = await ran(staff, '请假类型分布', { measure: 'sum:form1_3' });
    const notGiven = after.rows[after.rows.length - 1];
    expect(notGiven).toEqual({ key: '', label: '未填写', value: lostType, count: 1 });
    expect(after.total).toEqual({ value: before.total.value - lostDays, count: before.total.count });
    expect((await ran(staff, '请假类型分布', { measure: 'sum:form1_3' }, 'en')).rows.find((r) => r.key === '')?.label).toBe('Not given');
  });
});
