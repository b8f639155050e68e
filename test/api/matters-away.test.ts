/** Out of office: an approver's tasks go to their agent while they are away, in their name, and come back. */
import { calls } from '../../contract';
import type { TodoItem } from '../../contract/calls/matters';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { applyForCertificate, certificateWithOneStep } from '../support/certificate';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const campusText = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(engines)('out of office on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let owner: ApiClient;
  let agent: { uid: string; name: string; api: ApiClient };
  let appId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    student = await signedInClient(server.url, demoAccounts.student);
    owner = await signedInClient(server.url, demoAccounts.staff);
    const other = await server.db.selectFrom('users').select(['uid', 'name']).where('identity_type', '=', 'staff').where('uid', 'not in', ['admin', demoAccounts.staff.account]).orderBy('uid').executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ password_hash: await hashPassword('Agent@2026') }).where('uid', '=', other.uid).execute();
    agent = { ...other, api: await signedInClient(server.url, { account: other.uid, password: 'Agent@2026' }) };
    appId = await certificateWithOneStep(server);
  });
  afterAll(() => server?.close());

  const start = () => applyForCertificate(server, student, appId);

  const pending = async (api: ApiClient) => (await api.call<{ list: TodoItem[] }>(calls.getMyTodo, { page_size: 100 })).body.d.list;

  it('moves pending and new tasks to the agent, in the owner’s name, and brings the untouched ones back', async () => {
    const since = new Date();
    const before = [await start(), await start()];
    const ownBefore = (await pending(owner)).map((t) => String(t.inst_id));
    expect(ownBefore).toEqual(expect.arrayContaining(before));

    const now = new Date();
    const set = await owner.call<{ id: string }>(calls.setOutOfOffice, {
      delegate_uid: agent.uid, starts_at: campusText(new Date(now.getTime() - 60_000)), ends_at: campusText(new Date(now.getTime() + 7 * 86_400_000)), reason: '出差',
    });
    expect(set.body.e).toBe(0);
    const overlap = await owner.call(calls.setOutOfOffice, { delegate_uid: agent.uid, starts_at: campusText(new Date(now.getTime() + 86_400_000)), ends_at: campusText(new Date(now.getTime() + 2 * 86_400_000)) });
    expect(overlap.body.m).toBe('这段时间已设置过外出代理');

    expect((await pending(owner)).map((t) => String(t.inst_id))).not.toEqual(expect.arrayContaining(before));
    const during = await start();
    const held = await pending(agent.api);
    expect(held.map((t) => String(t.inst_id))).toEqual(expect.arrayContaining([...before, during]));
    const delegated = await server.db.selectFrom('process_steps').select(['action', 'targets']).where('instance_id', '=', before[0]).where('action', '=', 'delegate').execute();
    expect(delegated).toEqual([{ action: 'delegate', targets: [agent.uid] }]);
    const newTasks = (uid: string) =>
      server.db.selectFrom('messages').select('title').where('recipient_uid', '=', uid).where('title', 'like', '您有新的待办%').where('created_at', '>=', since).execute();
    const toOwner = await newTasks(demoAccounts.staff.account);
    const toAgent = await newTasks(agent.uid);
    expect(toAgent.length).toBeGreaterThanOrEqual(3);
    expect(toOwner).toHaveLength(2);

    const first = held.find((t) => String(t.inst_id) === before[0])!;
    expect((await agent.api.call(calls.approveTask, { task_id: first.task_id, opinion: '代为同意' })).body.e).toBe(0);
    const processed = await owner.call<{ list: TodoItem[] }>(calls.getMyTodo, { tab: 'processed' });
    expect(processed.body.d.list.find((t) => String(t.inst_id) === before[0])).toMatchObject({ task_status: 2, handler_name: agent.name });

    expect((await owner.call(calls.cancelOutOfOffice, { id: set.body.d.id })).body.e).toBe(0);
    const back = (await pending(owner)).map((t) => String(t.inst_id));
    expect(back).toEqual(expect.arrayContaining([before[1], during]));
    expect(back).not.toContain(before[0]);
    expect((await pending(agent.api)).map((t) => String(t.inst_id))).not.toContain(during);
    const badge = await owner.call<{ my_todo: number }>(calls.getunreadData);
    expect(badge.body.d.my_todo).toBe(back.length);
  });

  it('lets an administrator reopen a completed application with a reason, back to its applicant; nobody else', async () => {
    const instId = await start();
    const task = (await pending(owner)).find((t) => String(t.inst_id) === instId)!;
    expect((await owner.call<{ status: number }>(calls.approveTask, { task_id: task.task_id })).body.d.status).toBe(2);
    expect((await student.call(calls.reopenMatter, { inst_id: instId, opinion: '重新审核' })).status).toBe(403);
    const admin = await signedInClient(server.url, demoAccounts.admin);
    expect((await admin.call(calls.reopenMatter, { inst_id: instId, opinion: ' ' })).body.m).toBe('请填写原因');
    const reopened = await admin.call<{ status: number }>(calls.reopenMatter, { inst_id: instId, opinion: '材料有误，需重新审核' });
    expect(reopened.body).toMatchObject({ e: 0, d: { status: 0 } });
    const steps = await server.db.selectFrom('process_steps').select(['action', 'opinion', 'actor_uid']).where('instance_id', '=', instId).where('action', '=', 'reopen').execute();
    expect(steps).toEqual([{ action: 'reopen', opinion: '材料有误，需重新审核', actor_uid: 'admin' }]);
    const mine = await student.call<{ list: { inst_id: string; task_status: number }[] }>(calls.myStarted, { status: 0 });
    expect(mine.body.d.list.find((i) => String(i.inst_id) === instId)?.task_status).toBe(1);
  });
});
