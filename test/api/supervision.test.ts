/**
 * Efficiency supervision through real HTTP on the demo campus: the overview's and the department page's figures equal
 * the applications behind them and the monitoring list a supervisor sees, and follow a new application as it starts and
 * ends; a student and a staff member without the permits are refused every call; a department's supervisor sees her
 * college's services only and may not act outside them; each intervention (remind, reassign, terminate) is a step of
 * the application's history and a line of the audit trail, and the new holder finds the task in their to-do; bad
 * input answers in the envelope.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { calls } from '../../contract';
import type { MatterDetail } from '../../contract/calls/matters';
import type { DepartService, MonitoredApplication, MonitoredNode, ServiceSurvey } from '../../contract/calls/supervision';
import { ErrorCode } from '../../contract/envelope';
import { Permit } from '../../contract/rules/permissions';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { campusDate, campusDayStart } from '../../server/src/domain/campus-time';
import { recountWaiting } from '../../server/src/modules/matters/matters.service';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { type ApiClient, signedInClient } from '../support/http-client';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';

type Page<T> = { list: T[]; total: number };

const DAY = 86_400_000;
const today = () => campusDate(new Date());
/** The longest period the pages take, ending today: it holds every application still open in the demo. */
const YEAR = { from: campusDate(new Date(Date.now() - 365 * DAY)), to: today() };

describe.each(bothEngines)('efficiency supervision on %s', (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let student: ApiClient;
  let staff: ApiClient;
  let viceDean: ApiClient;
  let appId: number;
  let csId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    csId = (await server.db.selectFrom('departments').select('id').where('code', '=', 'CS').executeTakeFirstOrThrow()).id;
    appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    // The certificate service is handled by the computer science college here, and its one step has a one-hour SLA.
    await server.db.updateTable('apps').set({ department_id: csId }).where('id', '=', appId).execute();
    await publishProcess(server.db, appId, {
      nodes: [{ kind: 'approval', id: 'registry', name: '教务处审核', approvers: { type: 'users', uids: [demoAccounts.staff.account] }, mode: 'sequential', sla_hours: 1 }],
    });
    // The vice dean supervises her college: the three supervision permits, granted for it only.
    await server.db
      .insertInto('permit_grants')
      .values([Permit.serviceCount, Permit.serviceSituation, Permit.departService].map((permit) => ({ permit, holder_kind: 'user' as const, holder: demoAccounts.viceDean.account, department_id: csId, granted_by: null })))
      .execute();
    [admin, student, staff, viceDean] = await Promise.all([demoAccounts.admin, demoAccounts.student, demoAccounts.staff, demoAccounts.viceDean].map((a) => signedInClient(server.url, a)));
  });
  afterAll(() => server?.close());

  const ok = async <T>(api: ApiClient, call: (typeof calls)[keyof typeof calls], payload: Record<string, unknown> = {}): Promise<T> => {
    const res = await api.call<T>(call, payload);
    expect([call.name, res.status, res.body.e, res.body.m]).toEqual([call.name, 200, 0, expect.any(String)]);
    return res.body.d;
  };
  const survey = (api: ApiClient, period: Record<string, string> = {}) => ok<ServiceSurvey>(api, calls.getServiceSurvey, period);
  const monitoring = (api: ApiClient, payload: Record<string, unknown> = {}) => ok<Page<MonitoredApplication>>(api, calls.getMonitoringList, { page_size: 100, ...payload });
  const detail = (api: ApiClient, instId: string) => ok<MatterDetail>(api, calls.getMatterDetail, { inst_id: instId });

  async function start(): Promise<string> {
    const form = await server.db.selectFrom('form_versions').select('schema').where('app_id', '=', appId).orderBy('version', 'desc').executeTakeFirstOrThrow();
    const purpose = form.schema.fields.find((f) => f.id === 'form1_1');
    const values = { form1_1: purpose && 'options' in purpose ? purpose.options[0].value : '', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
    return (await ok<{ inst_id: string }>(student, calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') })).inst_id;
  }
  const taskOf = async (instId: string) => (await server.db.selectFrom('process_tasks').select(['id', 'assignee_uid']).where('instance_id', '=', instId).where('status', 'in', [0, 1]).executeTakeFirstOrThrow());
  const auditOf = (instId: string) => server.db.selectFrom('audit_changes').selectAll().where('area', '=', 'supervision').where('entity_id', '=', instId).orderBy('id').execute();

  /** A direct count of the applications made (or ended) in the period, by SQL on the applications themselves. */
  async function direct(period: { from: string; to: string }) {
    const [start, end] = [campusDayStart(period.from)!, new Date(campusDayStart(period.to)!.getTime() + DAY)];
    const { rows } = await sql<{ started: number; open: number; finished: number; completed: number }>`
      SELECT count(*) FILTER (WHERE created_at >= ${start} AND created_at < ${end})::int AS started,
        count(*) FILTER (WHERE created_at >= ${start} AND created_at < ${end} AND status = 0)::int AS open,
        count(*) FILTER (WHERE finished_at >= ${start} AND finished_at < ${end} AND status <> 0)::int AS finished,
        count(*) FILTER (WHERE finished_at >= ${start} AND finished_at < ${end} AND status = 2)::int AS completed
      FROM process_instances`.execute(server.db);
    return rows[0];
  }

  it('gives figures that agree with the applications and with the monitoring list', async () => {
    const figures = await survey(admin, YEAR);
    const counted = await direct(YEAR);
    expect(figures.total).toMatchObject({ started: counted.started, in_progress: counted.open, finished: counted.finished, completed: counted.completed });
    expect(figures.total.started).toBeGreaterThan(50);
    expect(figures.total.avg_seconds).toBeGreaterThan(0);
    expect(figures.total.p90_seconds).toBeGreaterThanOrEqual(figures.total.avg_seconds * 0.5);
    // The in-progress figure is the monitoring list's length; each service's too.
    expect((await monitoring(admin)).total).toBe(figures.total.in_progress);
    const busiest = figures.services[0];
    expect((await monitoring(admin, { app_id: busiest.app_id })).total).toBe(busiest.in_progress);
    expect(figures.services.reduce((sum, s) => sum + s.started, 0)).toBe(figures.total.started);
    expect(figures.trend).toHaveLength(366);
    expect(figures.trend.reduce((sum, d) => sum + d.started, 0)).toBe(figures.total.started);
    expect(figures.services_online).toBeGreaterThan(10);
    // The demo's applicants rated most of their ended applications of the services that take ratings, and each such
    // service's star is the average of its ratings.
    expect(figures.total.ratings).toBeGreaterThan(10);
    const { rows: stars } = await sql<{ star: string; average: string }>`
      SELECT a.star, round(avg(r.stars), 1) AS average FROM application_ratings r JOIN apps a ON a.id = r.app_id GROUP BY a.id, a.star`.execute(server.db);
    expect(stars.length).toBeGreaterThan(0);
    for (const s of stars) expect(Number(s.star)).toBe(Number(s.average));
    // By node: each application once at each node where it waits, however many of its approvers hold a task there.
    const nodes = await ok<MonitoredNode[]>(admin, calls.getMonitoringNodes);
    const { rows: waits } = await sql<{ pairs: number; tasks: number }>`
      SELECT count(DISTINCT (t.instance_id, t.node_id))::int AS pairs, count(*)::int AS tasks
      FROM process_tasks t JOIN process_instances i ON i.id = t.instance_id
      WHERE i.status = 0 AND t.kind IN ('approve', 'resubmit') AND t.status IN (0, 1)`.execute(server.db);
    expect(waits[0].tasks).toBeGreaterThan(waits[0].pairs);
    expect(nodes.reduce((sum, n) => sum + n.running, 0)).toBe(waits[0].pairs);
    // The department ranking holds the same applications, ranked.
    const departments = await ok<DepartService>(admin, calls.getDepartService, YEAR);
    expect(departments.departments.map((d) => d.rank)).toEqual(departments.departments.map((_, i) => i + 1));
    const byOffice = figures.services.filter((s) => s.department !== '').reduce((sum, s) => sum + s.finished, 0);
    expect(departments.departments.reduce((sum, d) => sum + d.finished, 0)).toBe(byOffice);
  });

  it('counts a new application as it starts and as it ends, with its handling time and SLA', async () => {
    const before = (await survey(admin)).services.find((s) => s.app_id === appId)!;
    const instId = await start();
    const after = (await survey(admin)).services.find((s) => s.app_id === appId)!;
    expect([after.started, after.in_progress]).toEqual([before.started + 1, before.in_progress + 1]);
    const listed = await monitoring(admin, { app_id: appId });
    expect(listed.list.map((a) => a.inst_id)).toContain(instId);
    // Opened three working days ago, the task is past its one-hour SLA and stuck.
    await server.db.updateTable('process_tasks').set({ created_at: new Date(Date.now() - 6 * DAY) }).where('instance_id', '=', instId).execute();
    await recountWaiting(server.db);
    const late = (await monitoring(admin, { app_id: appId, only: 'stuck' })).list.find((a) => a.inst_id === instId)!;
    expect(late).toMatchObject({ stuck: true, tasks: [{ overdue: true, holder_uid: demoAccounts.staff.account, node_name: '教务处审核' }] });
    expect((await monitoring(admin, { app_id: appId, only: 'overdue' })).list.map((a) => a.inst_id)).toContain(instId);
    const nodes = await ok<MonitoredNode[]>(admin, calls.getMonitoringNodes, { app_id: appId });
    expect(nodes.find((n) => n.node_id === 'registry')).toMatchObject({ app_name: '在校证明开具', longest_seconds: expect.any(Number) });
    expect(nodes.reduce((sum, n) => sum + n.running, 0)).toBe(listed.total);

    await ok(staff, calls.approveTask, { task_id: String((await taskOf(instId)).id), opinion: '同意' });
    const ended = (await survey(admin)).services.find((s) => s.app_id === appId)!;
    expect([ended.in_progress, ended.finished, ended.completed, ended.overdue]).toEqual([before.in_progress, before.finished + 1, before.completed + 1, before.overdue + 1]);
  });

  it('keeps since when and where each application waits as it moves: on an approver, back on the applicant, and no more once ended', async () => {
    const waits = (instId: string) => server.db.selectFrom('process_instances').select(['waiting_since', 'approval_since']).where('id', '=', instId).executeTakeFirstOrThrow();
    const opened = (instId: string, kind: string) =>
      server.db.selectFrom('process_tasks').select('created_at').where('instance_id', '=', instId).where('kind', '=', kind as 'approve').where('status', 'in', [0, 1]).executeTakeFirstOrThrow();
    const where = (instId: string) => server.db.selectFrom('process_waits').select(['node_id', 'since']).where('instance_id', '=', instId).execute();
    const instId = await start();
    const approval = (await opened(instId, 'approve')).created_at;
    expect(await waits(instId)).toEqual({ waiting_since: approval, approval_since: approval });
    expect(await where(instId)).toEqual([{ node_id: 'registry', since: approval }]);
    const oversee = await ok<Page<{ inst_id: string }>>(admin, calls.getOverseeList, { page_size: 100 });
    expect(oversee.list.map((a) => a.inst_id)).toContain(instId);

    await ok(staff, calls.rejectTask, { task_id: String((await taskOf(instId)).id), opinion: '请补充用途' });
    const resubmit = (await opened(instId, 'resubmit')).created_at;
    expect(await waits(instId)).toEqual({ waiting_since: resubmit, approval_since: null });
    expect(await where(instId)).toEqual([{ node_id: expect.not.stringMatching(/^registry$/), since: resubmit }]);
    // Waiting on the applicant, it is in monitoring and not in 督办, which follows approvers.
    expect((await monitoring(admin, { app_id: appId })).list.map((a) => a.inst_id)).toContain(instId);
    expect((await ok<Page<{ inst_id: string }>>(admin, calls.getOverseeList, { page_size: 100 })).list.map((a) => a.inst_id)).not.toContain(instId);

    await ok(admin, calls.terminateSupervised, { inst_id: instId, reason: '重复申请' });
    expect(await waits(instId)).toEqual({ waiting_since: null, approval_since: null });
    expect(await where(instId)).toEqual([]);
    expect((await monitoring(admin, { app_id: appId })).list.map((a) => a.inst_id)).not.toContain(instId);
    // What the runtime kept through every action so far is what counting the tasks again gives.
    const all = () => Promise.all([
      server.db.selectFrom('process_instances').select(['id', 'waiting_since', 'approval_since']).where('status', '=', 0).orderBy('id').execute(),
      server.db.selectFrom('process_waits').selectAll().orderBy('instance_id').orderBy('node_id').execute(),
    ]);
    const kept = await all();
    expect(kept[1].length).toBeGreaterThan(0);
    await recountWaiting(server.db);
    expect(await all()).toEqual(kept);
  });

  it('refuses a student and a staff member without the permits on every call', async () => {
    const instId = await start();
    const task = String((await taskOf(instId)).id);
    const everyCall = [
      [calls.getServiceSurvey, {}], [calls.getDepartService, {}], [calls.exportServiceSurvey, {}], [calls.exportDepartService, {}],
      [calls.getMonitoringNodes, {}], [calls.getMonitoringList, {}], [calls.getOverseeList, {}],
      [calls.remindHolder, { inst_id: instId, node_id: 'registry' }], [calls.reassignTask, { task_id: task, to_uid: demoAccounts.admin.account, reason: '试试' }],
      [calls.terminateSupervised, { inst_id: instId, reason: '试试' }],
    ] as const;
    for (const api of [student, staff]) {
      for (const [call, payload] of everyCall) {
        const res = await api.call(call, payload);
        expect([call.name, res.status, res.body.e, res.body.d]).toEqual([call.name, 403, ErrorCode.FORBIDDEN, null]);
      }
    }
    expect((await detail(student, instId)).steps.map((s) => s.action)).toEqual(['start']);
  });

  it('shows a department supervisor her department only, and refuses her elsewhere', async () => {
    const mine = await survey(viceDean, YEAR);
    expect(mine.services.length).toBeGreaterThan(0);
    expect(new Set(mine.services.map((s) => s.department))).toEqual(new Set([mine.services[0].department]));
    expect(mine.services.map((s) => s.app_id)).toContain(appId);
    const campus = await survey(admin, YEAR);
    expect(mine.total.started).toBe(campus.services.filter((s) => s.department === mine.services[0].department).reduce((sum, s) => sum + s.started, 0));
    expect(mine.total.started).toBeLessThan(campus.total.started);
    const ranking = await ok<DepartService>(viceDean, calls.getDepartService, { ...YEAR, department_id: csId });
    expect(ranking.departments.map((d) => d.department_id)).toEqual([csId]);
    expect(ranking.services.map((s) => s.app_id)).toContain(appId);
    const other = (await server.db.selectFrom('departments').select('id').where('id', '<>', csId).where('parent_id', 'is', null).executeTakeFirstOrThrow()).id;
    const refused = await viceDean.call(calls.getDepartService, { department_id: other });
    expect([refused.status, refused.body.e]).toEqual([403, ErrorCode.FORBIDDEN]);

    const listed = await monitoring(viceDean);
    const reachable = new Set(mine.services.map((s) => s.name));
    expect(listed.list.every((a) => reachable.has(a.app_name))).toBe(true);
    const elsewhere = (await monitoring(admin)).list.find((a) => !reachable.has(a.app_name))!;
    const outside = await viceDean.call(calls.remindHolder, { inst_id: elsewhere.inst_id, node_id: elsewhere.tasks[0].node_id });
    expect([outside.status, outside.body.e, outside.body.m]).toEqual([403, ErrorCode.FORBIDDEN, '该服务不在您的督查范围内']);
    const otherService = (await server.db.selectFrom('process_instances').select('app_id').where('id', '=', elsewhere.inst_id).executeTakeFirstOrThrow()).app_id;
    expect((await viceDean.call(calls.getMonitoringList, { app_id: otherService })).status).toBe(403);
    // The oversee list (督办) follows the same scope.
    const overseen = await ok<{ list: { app_name: string }[]; total: number }>(viceDean, calls.getOverseeList, { page_size: 50 });
    expect(overseen.total).toBeGreaterThan(0);
    expect(overseen.list.every((a) => reachable.has(a.app_name))).toBe(true);
    expect((await ok<{ total: number }>(admin, calls.getOverseeList, {})).total).toBeGreaterThan(overseen.total);
    expect((await viceDean.call(calls.getOverseeList, { app_id: otherService })).status).toBe(403);
  });

  it('reminds, reassigns and terminates, each in the history and the audit trail', async () => {
    const instId = await start();
    const reminded = await ok<{ status: number }>(admin, calls.remindHolder, { inst_id: instId, node_id: 'registry' });
    expect(reminded.status).toBe(0);

    const task = await taskOf(instId);
    await ok(admin, calls.reassignTask, { task_id: String(task.id), to_uid: demoAccounts.viceDean.account, reason: '原审批人出差' });
    const todo = await ok<Page<{ inst_id: string }>>(viceDean, calls.getMyTodo, { page_size: 50 });
    expect(todo.list.map((t) => t.inst_id)).toContain(instId);
    const history = (await detail(viceDean, instId)).steps;
    expect(history.map((s) => s.action)).toEqual(['start', 'urge', 'reassign']);
    expect(history[1].actor_name).toBe(demoAccounts.admin.name);
    expect(history[2]).toMatchObject({ actor_name: demoAccounts.admin.name, opinion: '原审批人出差' });
    // The route still to take names who holds the step now.
    const route = await ok<{ nodes: { node_id: string; approvers: { uid: string }[] }[] }>(student, calls.getMatterRoute, { inst_id: instId });
    expect(route.nodes.find((n) => n.node_id === 'registry')?.approvers.map((a) => a.uid)).toEqual([demoAccounts.viceDean.account]);

    const ended = await ok<{ status: number }>(admin, calls.terminateSupervised, { inst_id: instId, reason: '重复申请' });
    expect(ended.status).toBe(1);
    const steps = (await detail(student, instId)).steps;
    expect(steps[steps.length - 1]).toMatchObject({ action: 'terminate', opinion: '重复申请', actor_name: demoAccounts.admin.name });
    const trail = await auditOf(instId);
    expect(trail.map((r) => r.action)).toEqual(['remind', 'reassign', 'terminate']);
    expect(trail.every((r) => r.actor_uid === demoAccounts.admin.account)).toBe(true);
    expect(JSON.parse(JSON.stringify(trail[1].after))).toMatchObject({ holder: demoAccounts.viceDean.account, reason: '原审批人出差' });
    // An ended application takes no more interventions.
    const again = await admin.call(calls.terminateSupervised, { inst_id: instId, reason: '再次' });
    expect(again.body.e).not.toBe(0);
    expect(again.status).toBeLessThan(500);
  });

  it('takes the applicant’s star rating once an application has ended, as the service’s star and the overview’s satisfaction', async () => {
    const rate = (api: ApiClient, instId: string, stars: unknown, comment?: string) => api.call<{ stars: number; app_star: number }>(calls.rateMatter, { inst_id: instId, stars, comment });
    const refused = async (api: ApiClient, instId: string, status: number, text: string) => {
      const res = await rate(api, instId, 4);
      expect([res.status, res.body.m, res.body.d]).toEqual([status, text, null]);
    };
    const star = async () => Number((await server.db.selectFrom('apps').select('star').where('id', '=', appId).executeTakeFirstOrThrow()).star);
    const before = (await survey(admin)).services.find((s) => s.app_id === appId)!;
    await server.db.updateTable('apps').set({ star_enable: false }).where('id', '=', appId).execute();
    const [first, second] = [await start(), await start()];
    expect((await detail(student, first)).rating).toEqual({ can_rate: 0, stars: 0, comment: '' });
    await refused(student, first, 409, '事项办结后才能评价');
    for (const instId of [first, second]) await ok(staff, calls.approveTask, { task_id: String((await taskOf(instId)).id), opinion: '同意' });
    // Ended, but the service takes no ratings yet.
    expect((await detail(student, first)).rating.can_rate).toBe(0);
    await refused(student, first, 409, '该服务未开启评价');

    await server.db.updateTable('apps').set({ star_enable: true }).where('id', '=', appId).execute();
    expect((await detail(student, first)).rating).toEqual({ can_rate: 1, stars: 0, comment: '' });
    expect((await detail(staff, first)).rating.can_rate).toBe(0);
    await refused(staff, first, 403, '只有申请人可以进行此操作');
    await refused(admin, first, 403, '没有权限执行此操作');
    for (const bad of [0, 6, 2.5, 'five']) expect((await rate(student, first, bad)).status).toBe(400);
    expect((await rate(student, first, 5, 'x'.repeat(201))).status).toBe(400);

    expect((await rate(student, first, 4, '  办得很快  ')).body.d).toEqual({ stars: 4, app_star: 4 });
    expect((await rate(student, second, 5)).body.d).toEqual({ stars: 5, app_star: 4.5 });
    // Rated again, the first rating is replaced, not added.
    expect((await rate(student, first, 2, '等了两天')).body.d).toEqual({ stars: 2, app_star: 3.5 });
    expect(await star()).toBe(3.5);
    expect((await detail(student, first)).rating).toEqual({ can_rate: 1, stars: 2, comment: '等了两天' });
    const after = (await survey(admin)).services.find((s) => s.app_id === appId)!;
    const given = await server.db.selectFrom('application_ratings').select(['stars']).where('app_id', '=', appId).execute();
    expect(after).toMatchObject({ ratings: given.length, stars: Math.round((given.reduce((n, r) => n + r.stars, 0) / given.length) * 10) / 10 });
    expect(after.ratings).toBe(before.ratings + 2);
    expect((await survey(admin)).total.ratings).toBeGreaterThanOrEqual(after.ratings);
  });

  it('answers bad input in the envelope, never with a 500', async () => {
    const instId = await start();
    const task = String((await taskOf(instId)).id);
    const cases = [
      [calls.getServiceSurvey, { from: '2026-02-30' }, 400],
      [calls.getServiceSurvey, { from: '2026-05-01', to: '2026-04-01' }, 400],
      [calls.getServiceSurvey, { from: 'yesterday' }, 400],
      [calls.getMonitoringList, { stuck_days: 0 }, 400],
      [calls.getMonitoringList, { only: 'late' }, 400],
      [calls.reassignTask, { task_id: task, to_uid: demoAccounts.viceDean.account, reason: '   ' }, 400],
      [calls.reassignTask, { task_id: task, to_uid: 'nobody-here', reason: '出差' }, 400],
      [calls.reassignTask, { task_id: 'x1', to_uid: demoAccounts.viceDean.account, reason: '出差' }, 404],
      [calls.terminateSupervised, { inst_id: instId }, 400],
      [calls.remindHolder, { inst_id: '999999999999', node_id: 'registry' }, 404],
    ] as const;
    for (const [call, payload, status] of cases) {
      const res = await admin.call(call, payload);
      expect([call.name, res.status, typeof res.body.e, typeof res.body.m, res.body.d]).toEqual([call.name, status, 'number', 'string', null]);
      expect(res.body.e).not.toBe(0);
    }
    expect((await taskOf(instId)).assignee_uid).toBe(demoAccounts.staff.account);
  });
});
