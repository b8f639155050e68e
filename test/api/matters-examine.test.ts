/**
 * What the examine and reject-step views offer and enforce: return targets, the sign value rule, copying to more
 * people, urging once an hour per step, withdraw before anyone acted, and terminate.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { MatterDetail } from '../../contract/calls/matters';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'Approver@2026';
const leaveValues = {
  form1_1: 'personal',
  form1_2: ['2026-12-01 08:00', '2026-12-02 18:00'],
  form1_3: 1,
  form1_4: 'no',
  form1_6: '家中有事需要回家处理',
  form1_7: '王建国',
  form1_8: '13912345678',
};

describe.each(engines)('examine and reject-step rules on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let head: ApiClient;
  let headUid: string;
  let dean: ApiClient;
  let reader: { uid: string; api: ApiClient };

  async function person(uid: string): Promise<ApiClient> {
    await server.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('uid', '=', uid).execute();
    return signedInClient(server.url, { account: uid, password: PASSWORD });
  }

  beforeAll(async () => {
    server = await startTestServer({ engine });
    student = await signedInClient(server.url, demoAccounts.student);
    const me = await server.db.selectFrom('users').select('department_id').where('uid', '=', demoAccounts.student.account).executeTakeFirstOrThrow();
    const department = await server.db.selectFrom('departments').select('head_uid').where('id', '=', me.department_id).executeTakeFirstOrThrow();
    const holder = async (post: string) => (await server.db.selectFrom('user_posts').select('uid').where('post', '=', post).where('department_id', '=', me.department_id).executeTakeFirstOrThrow()).uid;
    const [deanUid, counsellorUid] = [await holder('dean'), await holder('counsellor')];
    headUid = department.head_uid!;
    head = await person(headUid);
    dean = await person(deanUid);
    reader = { uid: counsellorUid, api: await person(counsellorUid) };
    const appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
    // The head checks, then the dean decides and signs.
    await publishProcess(server.db, appId, {
      nodes: [
        { kind: 'approval', id: 'head', name: '院系负责人审批', approvers: { type: 'users', uids: [department.head_uid!] }, mode: 'sequential' },
        { kind: 'approval', id: 'dean', name: '学院院长审批', approvers: { type: 'users', uids: [deanUid] }, mode: 'sequential', signature: true },
      ],
    });
    start = async () => {
      const res = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: appId, values: JSON.stringify(leaveValues), start_key: randomBytes(8).toString('hex') });
      expect(res.body.e).toBe(0);
      return res.body.d.inst_id;
    };
  });
  afterAll(() => server?.close());

  let start: () => Promise<string>;
  const detail = async (api: ApiClient, instId: string) => (await api.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d;
  const taskOf = async (api: ApiClient, instId: string) => (await detail(api, instId)).my_tasks[0];

  it('offers the applicant as the only return target at the first step, and the passed step after it', async () => {
    const instId = await start();
    const first = await taskOf(head, instId);
    expect(first).toMatchObject({ kind: 'approve', type: 1, return_targets: [{ to: 'initiator', node_name: '申请人' }], choose_next: [] });
    expect((await head.call(calls.approveTask, { task_id: first.task_id, opinion: '同意' })).body.e).toBe(0);

    const second = await taskOf(dean, instId);
    expect(second.return_targets).toEqual([{ to: 'initiator', node_name: '申请人' }, { to: 'head', node_name: '院系负责人审批' }]);
    const refused = await dean.call(calls.rejectTask, { task_id: second.task_id, opinion: '退回', to: 'dean' });
    expect(refused.body).toMatchObject({ e: 400, m: '不能退回到该环节' });
    expect((await dean.call(calls.rejectTask, { task_id: second.task_id, opinion: '请核实天数', to: 'head' })).body.e).toBe(0);
    const again = await taskOf(head, instId);
    expect(again.flags).toContain(5);
  });

  it('approves a signature step only with its sign value 2', async () => {
    const instId = await start();
    await head.call(calls.approveTask, { task_id: (await taskOf(head, instId)).task_id });
    const task = await taskOf(dean, instId);
    expect(task.flags).toContain(7);
    expect((await dean.call(calls.approveTask, { task_id: task.task_id, opinion: '同意' })).body).toMatchObject({ e: 400, m: '请确认签名后再办理' });
    expect((await dean.call(calls.approveTask, { task_id: task.task_id, sign: 1 })).body.e).toBe(400);
    const batch = await dean.call<{ skipped: { reason: string }[] }>(calls.batchApproveTasks, { task_ids: task.task_id });
    expect(batch.body.d.skipped[0].reason).toBe('该环节需要签名，请逐条办理');
    const signed = await dean.call<{ status: number }>(calls.approveTask, { task_id: task.task_id, opinion: '同意', sign: 2 });
    expect(signed.body).toMatchObject({ e: 0, d: { status: 2 } });
    expect((await detail(student, instId)).steps.at(-1)).toMatchObject({ action: 'complete', node_name: '流程结束', actor_name: '' });
  });

  it('copies to another person, who gets a read task, while the approver keeps theirs; nobody twice', async () => {
    const instId = await start();
    const task = await taskOf(head, instId);
    const res = await head.call(calls.ccTask, { task_id: task.task_id, uids: reader.uid, opinion: '请知悉' });
    expect(res.body.e).toBe(0);
    const notified = await reader.api.call<{ list: { inst_id: string; is_read: number }[] }>(calls.getNotifiedList, { page_size: 50 });
    expect(notified.body.d.list.find((i) => i.inst_id === instId)).toMatchObject({ is_read: 0 });
    expect((await taskOf(head, instId)).task_id).toBe(task.task_id);
    expect((await head.call(calls.ccTask, { task_id: task.task_id, uids: reader.uid })).body.e).toBe(400);
    expect((await head.call(calls.ccTask, { task_id: task.task_id, uids: demoAccounts.student.account })).body.e).toBe(400);
    const history = (await detail(student, instId)).steps.map((s) => s.action);
    expect(history).toEqual(['start', 'cc']);
    // Copying it on is acting on it: the applicant can no longer withdraw.
    expect((await detail(student, instId)).can_withdraw).toBe(0);
  });

  it('urges a waiting step once an hour: a type-4 message for its approver, then a clear refusal', async () => {
    const instId = await start();
    const before = (await head.call<Record<string, number>>(calls.messageCount)).body.d['4'];
    const view = await detail(student, instId);
    expect(view.urge_nodes).toEqual([{ node_id: 'head', node_name: '院系负责人审批', urge_after: '' }]);
    expect((await student.call(calls.myReminder, { inst_id: instId, node_id: 'head' })).body.e).toBe(0);
    expect((await head.call<Record<string, number>>(calls.messageCount)).body.d['4']).toBe(before + 1);
    const again = await student.call(calls.myReminder, { inst_id: instId, node_id: 'head' });
    expect(again.body).toMatchObject({ e: 429, m: '该环节一小时内已催办过，请稍后再试' });
    expect((await detail(student, instId)).urge_nodes[0].urge_after).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await head.call(calls.myReminder, { inst_id: instId, node_id: 'head' })).status).toBe(404);
  });

  it('withdraws before anyone acted, refuses once approved, and terminates for good', async () => {
    const untouched = await start();
    expect((await detail(student, untouched)).can_withdraw).toBe(1);
    expect((await student.call<{ status: number }>(calls.withdrawMatter, { inst_id: untouched })).body).toMatchObject({ e: 0, d: { status: 4 } });

    const approved = await start();
    await head.call(calls.approveTask, { task_id: (await taskOf(head, approved)).task_id });
    expect((await detail(student, approved)).can_withdraw).toBe(0);
    expect((await student.call(calls.withdrawMatter, { inst_id: approved })).body).toMatchObject({ e: 409, m: '审批人已经处理，不能撤回' });
    expect((await detail(student, approved)).can_terminate).toBe(1);
    expect((await dean.call(calls.terminateMatter, { inst_id: approved })).status).toBe(404);
    // The head took part, and holds a permit of another kind (fill-in statistics): that makes them no supervisor.
    await server.db.insertInto('permit_grants').values({ permit: 'tb-report', holder_kind: 'user', holder: headUid, department_id: null, granted_by: 'admin', updated_by: 'admin' }).execute();
    expect((await head.call(calls.terminateMatter, { inst_id: approved, opinion: '越权' })).body.e).not.toBe(0);
    expect((await detail(student, approved)).can_terminate).toBe(1);
    expect((await student.call<{ status: number }>(calls.terminateMatter, { inst_id: approved, opinion: '不需要了' })).body.d.status).toBe(1);
    expect((await detail(student, approved)).can_terminate).toBe(0);
  });
});
