/** Applications through real HTTP: start, approve, return, withdraw, refusals, races, and the to-do badge. */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { LaunchedItem, TodoItem } from '../../contract/calls/matters';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'Approver@2026';

/** Valid values of the demo leave request for `days` days. */
function leaveValues(days: number) {
  return {
    form1_1: 'personal',
    form1_2: ['2026-12-01 08:00', `2026-12-${String(1 + days).padStart(2, '0')} 18:00`],
    form1_3: days,
    form1_4: 'no',
    form1_6: '家中有事需要回家处理',
    form1_7: '王建国',
    form1_8: '13912345678',
  };
}

describe.each(bothEngines)('applications on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  /** The student's department head (the first approver), the dean of the school, and the counsellor. */
  let head: { uid: string; api: ApiClient };
  let dean: { uid: string; api: ApiClient };
  let counsellor: { uid: string; api: ApiClient };
  let leaveId: number;

  /** A seeded person made able to sign in, for the roles the demo accounts do not hold. */
  async function person(uid: string): Promise<ApiClient> {
    await server.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('uid', '=', uid).execute();
    return signedInClient(server.url, { account: uid, password: PASSWORD });
  }

  beforeAll(async () => {
    server = await startTestServer({ engine });
    student = await signedInClient(server.url, demoAccounts.student);
    const me = await server.db.selectFrom('users').select('department_id').where('uid', '=', demoAccounts.student.account).executeTakeFirstOrThrow();
    const department = await server.db.selectFrom('departments').select('head_uid').where('id', '=', me.department_id).executeTakeFirstOrThrow();
    const holder = (post: string) => server.db.selectFrom('user_posts').select('uid').where('post', '=', post).where('department_id', '=', me.department_id).executeTakeFirstOrThrow();
    const [deanUid, counsellorUid] = [(await holder('dean')).uid, (await holder('counsellor')).uid];
    expect(new Set([department.head_uid, deanUid, counsellorUid]).size).toBe(3);
    head = { uid: department.head_uid!, api: await person(department.head_uid!) };
    dean = { uid: deanUid, api: await person(deanUid) };
    counsellor = { uid: counsellorUid, api: await person(counsellorUid) };
    leaveId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const start = (days: number, key = randomBytes(8).toString('hex')) =>
    student.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(leaveValues(days)), start_key: key, terminal: 'mobile' });

  async function todoOf(api: ApiClient, instId: string): Promise<TodoItem> {
    const todo = await api.call<{ list: TodoItem[] }>(calls.getMyTodo, { page_size: 100 });
    const item = todo.body.d.list.find((t) => t.inst_id === instId);
    if (!item) throw new Error(`no to-do for instance ${instId}`);
    return item;
  }

  async function badgeMatchesList(api: ApiClient): Promise<void> {
    const [badge, list] = await Promise.all([
      api.call<{ my_todo: number }>(calls.getunreadData),
      api.call<{ total: number }>(calls.getMyTodo, { page_size: 1 }),
    ]);
    expect(badge.body.d.my_todo).toBe(list.body.d.total);
  }

  it("takes a short leave request through the department head and the dean, and completes it when the counsellor confirms the return, with the badge equal to the list", async () => {
    const started = await start(2);
    expect(started.body.e).toBe(0);
    const instId = started.body.d.inst_id;
    const mine = await student.call<{ list: LaunchedItem[] }>(calls.myStarted, { status: 0 });
    const launched = mine.body.d.list.find((i) => i.inst_id === instId);
    expect(launched).toMatchObject({ status: 0, app_name: '学生请假申请', is_reminder: 'yes', nodes: [{ node_name: '院系负责人审批' }] });

    const task = await todoOf(head.api, instId);
    expect(task).toMatchObject({ app_name: '学生请假申请', inst_creator_name: demoAccounts.student.name, task_status: 0, flags: [] });
    await badgeMatchesList(head.api);
    const approved = await head.api.call<{ status: number }>(calls.approveTask, { task_id: task.task_id, opinion: '同意，注意安全' });
    expect(approved.body).toMatchObject({ e: 0, d: { status: 0 } });
    await badgeMatchesList(head.api);
    const byDean = await dean.api.call<{ status: number }>(calls.approveTask, { task_id: (await todoOf(dean.api, instId)).task_id });
    expect(byDean.body).toMatchObject({ e: 0, d: { status: 0 } });
    const back = await counsellor.api.call<{ status: number }>(calls.approveTask, { task_id: (await todoOf(counsellor.api, instId)).task_id });
    expect(back.body).toMatchObject({ e: 0, d: { status: 2 } });
    await badgeMatchesList(counsellor.api);

    const steps = await server.db.selectFrom('process_steps').select(['action', 'node_name', 'opinion']).where('instance_id', '=', instId).orderBy('seq').execute();
    expect(steps.map((s) => s.action)).toEqual(['start', 'approve', 'approve', 'approve', 'complete']);
    expect(steps.map((s) => s.node_name).slice(1, 4)).toEqual(['院系负责人审批', '院长审批', '辅导员销假']);
    expect(steps[1]).toMatchObject({ node_name: '院系负责人审批', opinion: '同意，注意安全' });
    const messages = await server.db.selectFrom('messages').select(['type', 'title']).where('recipient_uid', '=', demoAccounts.student.account).where('about_id', '=', instId).execute();
    expect(messages.map((m) => m.title)).toContain('您的申请已办结：王思远的学生请假申请');
  });

  it('refuses the second approval of one task with a clear answer', async () => {
    const task = await todoOf(head.api, (await start(5)).body.d.inst_id);
    expect((await head.api.call(calls.approveTask, { task_id: task.task_id })).body.e).toBe(0);
    const again = await head.api.call(calls.approveTask, { task_id: task.task_id });
    expect(again.status).toBe(409);
    expect(again.body.m).toBe('该待办已被处理，请刷新后查看');
  });

  it("reveals nothing of another person's task or application", async () => {
    const instId = (await start(2)).body.d.inst_id;
    const task = await todoOf(head.api, instId);
    const stranger = await signedInClient(server.url, demoAccounts.guest);
    const approve = await stranger.call(calls.approveTask, { task_id: task.task_id });
    const withdraw = await stranger.call(calls.withdrawMatter, { inst_id: instId });
    for (const res of [approve, withdraw]) {
      expect(res.status).toBe(403);
      expect(res.body.m).toBe('没有权限执行此操作');
    }
    const list = await stranger.call<{ list: TodoItem[]; total: number }>(calls.getMyTodo);
    expect(list.body.d.list.map((t) => t.inst_id)).not.toContain(instId);
  });

  it('lets the applicant withdraw before anyone acted, and not after', async () => {
    const early = (await start(2)).body.d.inst_id;
    const withdrawn = await student.call(calls.withdrawMatter, { inst_id: early, opinion: '不需要了' });
    expect(withdrawn.body).toMatchObject({ e: 0, d: { status: 4 } });
    await badgeMatchesList(head.api);

    const late = (await start(5)).body.d.inst_id;
    await head.api.call(calls.approveTask, { task_id: (await todoOf(head.api, late)).task_id });
    const refused = await student.call(calls.withdrawMatter, { inst_id: late });
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe('审批人已经处理，不能撤回');
  });

  it('refuses an invalid form and a field the approver may not edit, storing nothing', async () => {
    const before = await server.db.selectFrom('process_instances').select('id').execute();
    const invalid = await student.call(calls.startMatter, { app_id: leaveId, values: JSON.stringify({ ...leaveValues(2), form1_8: '12345' }) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.m).toContain('form1_8');
    const badJson = await student.call(calls.startMatter, { app_id: leaveId, values: '{"form1_1":' });
    expect(badJson.body.m).toBe('参数 values 不是有效的 JSON');
    expect(await server.db.selectFrom('process_instances').select('id').execute()).toHaveLength(before.length);

    const task = await todoOf(head.api, (await start(2)).body.d.inst_id);
    const locked = await head.api.call(calls.approveTask, { task_id: task.task_id, values: JSON.stringify({ form1_3: 1 }) });
    expect(locked.status).toBe(400);
    expect(locked.body.m).toBe('当前环节不能修改字段：form1_3');
  });

  it('returns an application to the applicant, who resubmits it', async () => {
    const instId = (await start(2)).body.d.inst_id;
    const task = await todoOf(head.api, instId);
    expect((await head.api.call(calls.rejectTask, { task_id: task.task_id, opinion: '请补充证明材料' })).body.e).toBe(0);
    const mine = await student.call<{ list: LaunchedItem[] }>(calls.myStarted, { status: 0 });
    const returned = mine.body.d.list.find((i) => i.inst_id === instId)!;
    expect(returned.task_status).toBe(1);
    const resubmitted = await student.call(calls.resubmitMatter, { task_id: returned.task_id, values: JSON.stringify(leaveValues(1)) });
    expect(resubmitted.body.e).toBe(0);
    const back = await todoOf(head.api, instId);
    expect(back.task_status).toBe(0);
  });

  it('starts one application for a double-clicked submit', async () => {
    const key = randomBytes(8).toString('hex');
    const [a, b] = await Promise.all([start(2, key), start(2, key)]);
    expect(a.body.e).toBe(0);
    expect(b.body.d.inst_id).toBe(a.body.d.inst_id);
    const rows = await server.db.selectFrom('process_instances').select('id').where('start_key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('gives exactly one success to fifty concurrent approvals of one task', async () => {
    const task = await todoOf(head.api, (await start(5)).body.d.inst_id);
    const results = await Promise.all(Array.from({ length: 50 }, () => head.api.call(calls.approveTask, { task_id: task.task_id })));
    expect(results.filter((r) => r.body.e === 0)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const steps = await server.db.selectFrom('process_steps').select('action').where('instance_id', '=', task.inst_id).where('action', '=', 'approve').execute();
    expect(steps).toHaveLength(1);
  });

  it('urges the pending approvers with a type-4 message', async () => {
    const instId = (await start(2)).body.d.inst_id;
    const urged = await student.call(calls.myReminder, { inst_id: instId, node_id: 'dept_head' });
    expect(urged.body).toMatchObject({ e: 0, d: { reminded: 1 } });
    const messages = await server.db.selectFrom('messages').select('type').where('recipient_uid', '=', head.uid).where('type', '=', 4).where('about_id', '=', instId).execute();
    expect(messages.length).toBeGreaterThan(0);
  });
});
