/**
 * Grants and acting for others: a secretary acts for the dean under his grant, approves in his name with both names in
 * the history and the audit log, cannot reach what the grant does not give, and is returned to her own account at
 * her next call once the grant is revoked; agent params are accepted only under a grant.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { GrantedUser, MyGrant } from '../../contract/calls/account';
import type { LaunchedItem, MatterDetail, TodoItem } from '../../contract/calls/matters';
import { USER_ID_COOKIE } from '../../contract/constants';
import type { UserInfo } from '../../contract/schemas';
import { campusDate } from '../../server/src/domain/campus-time';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const { dean, secretary, student } = demoAccounts;
const day = (offset: number) => campusDate(new Date(Date.now() + offset * 86_400_000));

function leaveValues() {
  return {
    form1_1: 'personal', form1_2: ['2026-12-01 08:00', '2026-12-02 18:00'], form1_3: 2, form1_4: 'no',
    form1_6: '家中有事需要回家处理', form1_7: '王建国', form1_8: '13912345678',
  };
}

describe.each(engines)('grants and acting on %s', (engine) => {
  let server: TestServer;
  let studentApi: ApiClient;
  let leaveId: number;

  /** A seeded person made able to sign in. */
  async function person(uid: string): Promise<ApiClient> {
    await server.db.updateTable('users').set({ password_hash: await hashPassword('Person@2026') }).where('uid', '=', uid).execute();
    return signedInClient(server.url, { account: uid, password: 'Person@2026' });
  }

  /** A leave request of the demo student, approved by the department head, so it waits on the dean. */
  async function waitingOnDean(): Promise<string> {
    const started = await studentApi.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(leaveValues()), start_key: randomBytes(8).toString('hex') });
    expect(started.body.e).toBe(0);
    const instId = started.body.d.inst_id;
    const headTask = await server.db.selectFrom('process_tasks').select(['id', 'assignee_uid']).where('instance_id', '=', instId).where('status', '=', 0).executeTakeFirstOrThrow();
    const head = await person(headTask.assignee_uid);
    expect((await head.call(calls.approveTask, { task_id: String(headTask.id) })).body.e).toBe(0);
    return instId;
  }

  const todoOf = async (api: ApiClient, instId: string) =>
    (await api.call<{ list: TodoItem[] }>(calls.getMyTodo, { page_size: 100 })).body.d.list.find((t) => t.inst_id === instId);
  const me = async (api: ApiClient) => (await api.call<UserInfo>(calls.getUserName)).body;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    studentApi = await signedInClient(server.url, student);
    leaveId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  it("lists the dean's grant to his secretary, for every service, until its end date", async () => {
    const api = await signedInClient(server.url, secretary);
    const granted = (await api.call<GrantedUser[]>(calls.getGrantMeLists)).body.d;
    expect(granted).toEqual([{ uid: dean.account, name: dean.name, number: dean.account, end_date: day(180), app_names: [] }]);
    const deanApi = await signedInClient(server.url, dean);
    const made = (await deanApi.call<MyGrant[]>(calls.getMyGrants)).body.d;
    expect(made[0]).toMatchObject({ grantee: { uid: secretary.account, name: secretary.name }, status: 'active', app_ids: [] });
  });

  it('lets the secretary act for the dean: his to-dos, an approval recorded with both names, and back to her own account', async () => {
    const instId = await waitingOnDean();
    const api = await signedInClient(server.url, secretary);
    expect(await todoOf(api, instId)).toBeUndefined();

    const acting = await api.call<{ uid: string }>(calls.changeUserLogin, { to_uid: dean.account });
    expect(acting.body).toMatchObject({ e: 0, d: { uid: dean.account } });
    expect(api.cookies.get(USER_ID_COOKIE)).toBe(dean.account);
    expect((await me(api)).d).toMatchObject({ uid: dean.account, name: dean.name, actor: { uid: secretary.account, name: secretary.name } });

    const task = await todoOf(api, instId);
    expect(task).toBeDefined();
    expect((await api.call(calls.approveTask, { task_id: task!.task_id, opinion: '同意' })).body.e).toBe(0);
    const detail = (await studentApi.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d;
    expect(detail.steps.find((s) => s.node_name === '院长审批')).toMatchObject({ action: 'approve', actor_name: dean.name, agent_name: secretary.name, opinion: '同意' });
    const stored = await server.db.selectFrom('process_steps').select(['actor_uid', 'agent_uid']).where('instance_id', '=', instId).where('node_name', '=', '院长审批').executeTakeFirstOrThrow();
    expect(stored).toEqual({ actor_uid: dean.account, agent_uid: secretary.account });
    const used = await server.db.selectFrom('audit_events').select(['uid', 'actor_uid', 'detail']).where('event', '=', 'grant_use').where('outcome', '=', 'success').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(used).toMatchObject({ uid: dean.account, actor_uid: secretary.account, detail: { call: 'approveTask' } });

    const back = await api.call<{ uid: string }>(calls.changeUserLogin, { to_uid: secretary.account });
    expect(back.body).toMatchObject({ e: 0, d: { uid: secretary.account } });
    const own = (await me(api)).d;
    expect(own.uid).toBe(secretary.account);
    expect(own.actor).toBeUndefined();
  });

  it("skips in a batch the dean's countersign tasks with the signature reason, acting for him or not, as single approval asks for the signature", async () => {
    const instIds = [await waitingOnDean(), await waitingOnDean()];
    const deanApi = await signedInClient(server.url, dean);
    const acting = await signedInClient(server.url, secretary);
    await acting.call(calls.changeUserLogin, { to_uid: dean.account });
    for (const [api, instId] of [[deanApi, instIds[0]], [acting, instIds[1]]] as const) {
      const task = (await todoOf(api, instId))!;
      // The dean's step is decided by any one of its approvers (或签), as the panel and the flow chart both say.
      const open = (await api.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d.my_tasks;
      expect(open.find((t) => t.task_id === task.task_id)).toMatchObject({ type: 3, mode: 'any' });
      const batch = await api.call<{ approved: string[]; skipped: { task_id: string; reason: string }[] }>(calls.batchApproveTasks, { task_ids: [task.task_id], opinion: '同意' });
      expect(batch.body.d).toEqual({ approved: [], skipped: [{ task_id: task.task_id, reason: '该环节需要签名，请逐条办理' }] });
      expect(await todoOf(api, instId)).toBeDefined();
      expect((await api.call(calls.approveTask, { task_id: task.task_id, opinion: '同意', sign: 1 })).body.e).toBe(0);
    }
  });

  it("refuses, while acting, the dean's own account settings, new grants and the back office", async () => {
    const api = await signedInClient(server.url, secretary);
    await api.call(calls.changeUserLogin, { to_uid: dean.account });
    const personal = [
      await api.call(calls.addGrant, { grantee_uid: student.account, start_date: day(0), end_date: day(3) }),
      await api.call(calls.repassword, { password: dean.password, 'new-password': 'Another@2026' }),
      await api.call(calls.getMyGrants),
    ];
    for (const answer of personal) expect(answer.body).toMatchObject({ e: 403, m: '代他人办理时不能进行此操作，请先返回本人账号' });
    expect((await api.call(calls.getAuditLog, { page: 1 })).body.e).toBe(403);
    expect((await signedInClient(server.url, dean)).cookies.size).toBeGreaterThan(0);
  });

  it("refuses acting for an account that granted nothing, and a grant's services bound what acting reaches", async () => {
    const api = await signedInClient(server.url, secretary);
    const refused = await api.call(calls.changeUserLogin, { to_uid: student.account });
    expect(refused.body).toMatchObject({ e: 403, m: '没有该账号的有效授权' });
    expect((await me(api)).d.uid).toBe(secretary.account);

    // The student lets a classmate act only for a service other than the leave request.
    const classmate = await server.db.selectFrom('users').select('uid').where('identity_type', '=', 'student').where('uid', '<>', student.account).orderBy('uid').executeTakeFirstOrThrow();
    const other = (await server.db.selectFrom('apps').select('id').where('id', '<>', leaveId).where('is_folder', '=', false).orderBy('id').executeTakeFirstOrThrow()).id;
    const limited = await studentApi.call<MyGrant>(calls.addGrant, { grantee_uid: classmate.uid, start_date: day(0), end_date: day(2), app_ids: other });
    expect(limited.body).toMatchObject({ e: 0, d: { status: 'active', app_ids: [other] } });
    const classmateApi = await person(classmate.uid);
    expect((await classmateApi.call(calls.changeUserLogin, { to_uid: student.account })).body.e).toBe(0);
    const leave = await classmateApi.call(calls.startMatter, { app_id: leaveId, values: JSON.stringify(leaveValues()) });
    expect(leave.body).toMatchObject({ e: 403, m: '您的授权不包含此事项' });
    // The lists show only the services granted: the student's leave requests are not among them, nor counted.
    const started = (await classmateApi.call<{ list: LaunchedItem[]; total: number }>(calls.myStarted, { page_size: 100 })).body.d;
    expect(started.list.every((i) => i.app_name !== '学生请假申请')).toBe(true);
    const [badge, todo] = [
      (await classmateApi.call<{ my_todo: number }>(calls.getunreadData)).body.d.my_todo,
      (await classmateApi.call<{ list: TodoItem[]; total: number }>(calls.getMyTodo, { page_size: 100 })).body.d,
    ];
    expect(todo.list.every((t) => t.app_id === other)).toBe(true);
    expect(badge).toBe(todo.total);
    const ownStarted = (await studentApi.call<{ list: LaunchedItem[] }>(calls.myStarted, { page_size: 100 })).body.d.list;
    expect(ownStarted.some((i) => i.app_name === '学生请假申请')).toBe(true);
    await studentApi.call(calls.revokeGrant, { id: limited.body.d.id });
  });

  it("returns the secretary to her own account at her next call once the dean revokes, with the spec's 10044", async () => {
    const deanApi = await signedInClient(server.url, dean);
    const granted = await deanApi.call<MyGrant>(calls.addGrant, { grantee_uid: secretary.account, start_date: day(0), end_date: day(1) });
    expect(granted.body.e).toBe(0);
    const api = await signedInClient(server.url, secretary);
    expect((await api.call(calls.changeUserLogin, { to_uid: dean.account })).body.e).toBe(0);

    // Revoking one grant leaves the other: the seeded one still lets her act.
    expect((await deanApi.call(calls.revokeGrant, { id: granted.body.d.id })).body.e).toBe(0);
    expect((await me(api)).d.uid).toBe(dean.account);
    const all = (await deanApi.call<MyGrant[]>(calls.getMyGrants)).body.d.filter((g) => g.grantee.uid === secretary.account && g.status === 'active');
    for (const grant of all) expect((await deanApi.call(calls.revokeGrant, { id: grant.id })).body.e).toBe(0);

    const next = await api.call(calls.getMyTodo, { page_size: 10 });
    expect(next.body).toMatchObject({ e: 10044, m: '授权已失效，已返回本人账号', d: null });
    expect(api.cookies.get(USER_ID_COOKIE)).toBe(secretary.account);
    const own = await me(api);
    expect(own.d).toMatchObject({ uid: secretary.account });
    expect(own.d.actor).toBeUndefined();
    expect((await api.call<GrantedUser[]>(calls.getGrantMeLists)).body.d).toEqual([]);
    expect((await api.call(calls.changeUserLogin, { to_uid: dean.account })).body.e).toBe(403);
    const statuses = (await deanApi.call<MyGrant[]>(calls.getMyGrants)).body.d.map((g) => g.status);
    expect(statuses.every((s) => s === 'revoked')).toBe(true);
  });

  it('refuses a grant to oneself, an end before the start or already passed, more than a year, and an unknown person', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ grantee_uid: student.account, start_date: day(0), end_date: day(1) }, '不能授权给自己'],
      [{ grantee_uid: dean.account, start_date: day(3), end_date: day(1) }, '结束日期不能早于开始日期'],
      [{ grantee_uid: dean.account, start_date: day(-10), end_date: day(-2) }, '结束日期不能早于今天'],
      [{ grantee_uid: dean.account, start_date: day(0), end_date: day(400) }, '授权期限最长一年'],
    ];
    for (const [payload, m] of cases) expect((await studentApi.call(calls.addGrant, payload)).body).toMatchObject({ m });
    const unknown = await studentApi.call(calls.addGrant, { grantee_uid: 'nobody-here', start_date: day(0), end_date: day(1) });
    expect(unknown.body.e).toBe(400);
    const badDate = await studentApi.call(calls.addGrant, { grantee_uid: dean.account, start_date: '2026-13-45x', end_date: day(1) });
    expect(badDate.body.e).toBe(400);
  });

  it("refuses revoking someone else's grant with the same answer as a missing one", async () => {
    const deanApi = await signedInClient(server.url, dean);
    const grant = await deanApi.call<MyGrant>(calls.addGrant, { grantee_uid: secretary.account, start_date: day(0), end_date: day(1) });
    const foreign = await studentApi.call(calls.revokeGrant, { id: grant.body.d.id });
    const missing = await studentApi.call(calls.revokeGrant, { id: '999999999' });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ e: 403, m: '授权不存在或不是您授予的' });
    expect((await deanApi.call(calls.revokeGrant, { id: grant.body.d.id })).body.e).toBe(0);
    expect((await deanApi.call(calls.revokeGrant, { id: grant.body.d.id })).body.e).toBe(0);
  });

  it('accepts agent params only under a grant: an entrusted application is the grantor’s, started by the agent', async () => {
    const guest = await signedInClient(server.url, demoAccounts.guest);
    const values = JSON.stringify(leaveValues());
    const refused = await guest.call(calls.startMatter, { app_id: leaveId, values, agent_uid: student.account, agent_name: student.name });
    expect(refused.body).toMatchObject({ e: 403, m: '没有该账号的有效授权' });
    // Agent params on any call are refused without a grant, not ignored.
    expect((await guest.call(calls.getMyTodo, { agent_uid: student.account })).body.e).toBe(403);

    const classmate = await server.db.selectFrom('users').select(['uid', 'name']).where('identity_type', '=', 'student').where('uid', 'like', '20%').where('uid', '<>', student.account).orderBy('uid', 'desc').executeTakeFirstOrThrow();
    const grant = await studentApi.call<MyGrant>(calls.addGrant, { grantee_uid: classmate.uid, start_date: day(0), end_date: day(1) });
    expect(grant.body.e).toBe(0);
    const classmateApi = await person(classmate.uid);
    const wrongDepartment = await classmateApi.call(calls.startMatter, { app_id: leaveId, values, agent_uid: student.account, starter_depart_id: '999999' });
    expect(wrongDepartment.body).toMatchObject({ e: 400, m: '发起部门不属于被代理人' });
    const started = await classmateApi.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values, agent_uid: student.account, agent_name: student.name });
    expect(started.body.e).toBe(0);
    const row = await server.db.selectFrom('process_instances').select(['creator_uid', 'agent_uid']).where('id', '=', started.body.d.inst_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ creator_uid: student.account, agent_uid: classmate.uid });
    for (const api of [studentApi, classmateApi]) {
      const entrusted = (await api.call<{ list: LaunchedItem[] }>(calls.getEntrustedList, { page_size: 50 })).body.d.list;
      expect(entrusted.map((i) => i.inst_id)).toContain(started.body.d.inst_id);
    }
    const detail = (await studentApi.call<MatterDetail>(calls.getMatterDetail, { inst_id: started.body.d.inst_id })).body.d;
    expect(detail.steps[0]).toMatchObject({ action: 'start', actor_name: student.name, agent_name: classmate.name });
    await studentApi.call(calls.revokeGrant, { id: grant.body.d.id });
  });
});
