/**
 * Acting under a grant limited to one service: the dean lets his secretary act only for 在校证明开具. Whatever a
 * payload adds, she cannot reach his leave-request task or its application, a batch approval cannot take them, and
 * his period away (which would move every task of his) is his own to set or cancel.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { MyGrant } from '../../contract/calls/account';
import { campusDate } from '../../server/src/domain/campus-time';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const { dean, secretary, student } = demoAccounts;
const NOT_COVERED = { e: 403, m: '您的授权不包含此事项', d: null };
const NOT_WHILE_ACTING = { e: 403, m: '代他人办理时不能进行此操作，请先返回本人账号', d: null };
const day = (offset: number) => campusDate(new Date(Date.now() + offset * 86_400_000));

describe.each(engines)('acting under a grant limited to one service on %s', (engine) => {
  let server: TestServer;
  let deanApi: ApiClient;
  let acting: ApiClient;
  let certificateId: number;
  /** The dean's task on a certificate, which the grant covers, and on a leave request, which it leaves out. */
  const covered = { task: '', instance: '' };
  const uncovered = { task: '', instance: '' };

  async function person(uid: string): Promise<ApiClient> {
    await server.db.updateTable('users').set({ password_hash: await hashPassword('Person@2026') }).where('uid', '=', uid).execute();
    return signedInClient(server.url, { account: uid, password: 'Person@2026' });
  }

  /** The open task of an application, held by `uid` when given. */
  const pendingTask = (instanceId: string, uid?: string) => {
    const open = server.db.selectFrom('process_tasks').select(['id', 'assignee_uid']).where('instance_id', '=', instanceId).where('status', '=', 0);
    return (uid ? open.where('assignee_uid', '=', uid) : open).orderBy('id').executeTakeFirstOrThrow();
  };
  const holderOf = async (taskId: string) => (await server.db.selectFrom('process_tasks').select(['assignee_uid', 'status']).where('id', '=', taskId).executeTakeFirstOrThrow());

  beforeAll(async () => {
    server = await startTestServer({ engine });
    deanApi = await signedInClient(server.url, dean);
    const studentApi = await signedInClient(server.url, student);
    const appId = async (name: string) => (await server.db.selectFrom('apps').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    certificateId = await appId('在校证明开具');
    const leaveId = await appId('学生请假申请');

    // A certificate waiting at the registry, handed to the dean by the officer holding it.
    const certificate = await server.db.selectFrom('process_tasks as t').innerJoin('process_instances as i', 'i.id', 't.instance_id')
      .select(['t.id', 't.assignee_uid', 't.instance_id']).where('i.app_id', '=', certificateId).where('t.node_id', '=', 'registry').where('t.status', '=', 0)
      .orderBy('t.id').executeTakeFirstOrThrow();
    const officer = await person(certificate.assignee_uid);
    expect((await officer.call(calls.transferTask, { task_id: String(certificate.id), to_uid: dean.account })).body.e).toBe(0);
    covered.instance = String(certificate.instance_id);
    covered.task = String((await pendingTask(covered.instance, dean.account)).id);

    // A leave request approved by the department head, so it waits on the dean.
    const values = {
      form1_1: 'personal', form1_2: ['2026-12-01 08:00', '2026-12-02 18:00'], form1_3: 2, form1_4: 'no',
      form1_6: '家中有事需要回家处理', form1_7: '王建国', form1_8: '13912345678',
    };
    const started = await studentApi.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    uncovered.instance = started.body.d.inst_id;
    const head = await pendingTask(uncovered.instance);
    expect((await (await person(head.assignee_uid)).call(calls.approveTask, { task_id: String(head.id) })).body.e).toBe(0);
    uncovered.task = String((await pendingTask(uncovered.instance, dean.account)).id);

    // Only the certificate: the seeded grant for every service ends.
    const all = (await deanApi.call<MyGrant[]>(calls.getMyGrants)).body.d.filter((g) => g.status === 'active');
    for (const grant of all) expect((await deanApi.call(calls.revokeGrant, { id: grant.id })).body.e).toBe(0);
    const limited = await deanApi.call(calls.addGrant, { grantee_uid: secretary.account, start_date: day(0), end_date: day(7), app_ids: certificateId });
    expect(limited.body.e).toBe(0);
    acting = await signedInClient(server.url, secretary);
    expect((await acting.call(calls.changeUserLogin, { to_uid: dean.account })).body.e).toBe(0);
  });
  afterAll(() => server?.close());

  it('reaches the application of the service granted, leaving aside the fields a call does not take', async () => {
    expect((await acting.call(calls.getMatterDetail, { inst_id: covered.instance })).body.e).toBe(0);
    const leaveId = (await server.db.selectFrom('process_instances').select('app_id').where('id', '=', uncovered.instance).executeTakeFirstOrThrow()).app_id;
    expect((await acting.call(calls.getMatterDetail, { inst_id: covered.instance, app_id: leaveId, task_id: uncovered.task })).body.e).toBe(0);
  });

  it("refuses the dean's leave-request task and application even when the payload adds the granted service", async () => {
    for (const extra of [{}, { app_id: certificateId }]) {
      expect((await acting.call(calls.approveTask, { task_id: uncovered.task, opinion: '同意', sign: 1, ...extra })).body).toEqual(NOT_COVERED);
      expect((await acting.call(calls.getMatterDetail, { inst_id: uncovered.instance, ...extra })).body).toEqual(NOT_COVERED);
    }
    expect(await holderOf(uncovered.task)).toEqual({ assignee_uid: dean.account, status: 0 });
  });

  it('approves in a batch none of the tasks of a service the grant leaves out', async () => {
    for (const taskIds of [[uncovered.task], [covered.task, uncovered.task]]) {
      expect((await acting.call(calls.batchApproveTasks, { task_ids: taskIds, app_id: certificateId })).body).toEqual(NOT_COVERED);
    }
    expect(await holderOf(uncovered.task)).toEqual({ assignee_uid: dean.account, status: 0 });
    expect(await holderOf(covered.task)).toEqual({ assignee_uid: dean.account, status: 0 });
  });

  it("refuses setting or cancelling the dean's period away while acting, and moves none of his tasks", async () => {
    const set = await acting.call(calls.setOutOfOffice, { delegate_uid: secretary.account, starts_at: day(0), ends_at: day(3) });
    expect(set.body).toEqual(NOT_WHILE_ACTING);
    expect(await holderOf(uncovered.task)).toEqual({ assignee_uid: dean.account, status: 0 });
    expect(await holderOf(covered.task)).toEqual({ assignee_uid: dean.account, status: 0 });

    const own = await deanApi.call<{ id: string }>(calls.setOutOfOffice, { delegate_uid: demoAccounts.staff.account, starts_at: day(30), ends_at: day(31) });
    expect(own.body.e).toBe(0);
    expect((await acting.call(calls.cancelOutOfOffice, { id: own.body.d.id })).body).toEqual(NOT_WHILE_ACTING);
    const periods = await deanApi.call<{ id: string; cancelled: number }[]>(calls.getOutOfOffice);
    expect(periods.body.d.find((p) => p.id === own.body.d.id)).toMatchObject({ cancelled: 0 });
  });

  it("approves the granted service's task from a form whose extra fields name another service", async () => {
    const leaveId = (await server.db.selectFrom('process_instances').select('app_id').where('id', '=', uncovered.instance).executeTakeFirstOrThrow()).app_id;
    const approved = await acting.call(calls.approveTask, { task_id: covered.task, opinion: '同意', sign: 1, app_id: leaveId, inst_id: uncovered.instance });
    expect(approved.body.e).toBe(0);
    expect((await holderOf(covered.task)).status).not.toBe(0);
  });
});
