/**
 * SCIM Groups as departments and posts, with membership by PATCH; and a person the directory turns off: their
 * sign-ins end at once, their pending tasks move to their department's head (or the client's fallback person) with
 * the move in each application's history and a message to the new holder, and turning them on again restores access.
 */
import { calls } from '../../contract';
import type { TodoItem } from '../../contract/calls/matters';
import { ErrorCode } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { applyForCertificate } from '../support/certificate';
import { until } from '../support/wechatpay-sandbox';
import { type ApiClient, signedInClient } from '../support/http-client';
import { CAMPUS_GROUP, ENTERPRISE, GROUP, newScimClient, type ScimClient, scimUser } from '../support/scim-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('SCIM Groups and leaving people on %s', (engine) => {
  let server: TestServer;
  let scim: ScimClient;
  let student: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    ({ scim } = await newScimClient(server, '统一身份认证平台', demoAccounts.staff.account));
    student = await signedInClient(server.url, demoAccounts.student);
    for (const n of [1, 2, 3, 4]) expect((await scim.send('POST', '/Users', scimUser(`S200${n}`, { [ENTERPRISE]: { department: 'CS' } }))).status).toBe(201);
  });
  afterAll(() => server?.close());

  const departmentOf = async (uid: string) => (await server.db.selectFrom('users').select('department_id').where('uid', '=', uid).executeTakeFirstOrThrow()).department_id;

  it('makes a department of a group and moves its members in and out by PATCH', async () => {
    const made = await scim.send('POST', '/Groups', { schemas: [GROUP, CAMPUS_GROUP], displayName: '人工智能学院', members: [{ value: 'S2001' }], [CAMPUS_GROUP]: { code: 'AI', head: 'S2004' } });
    expect(made.status).toBe(201);
    const id = made.body.id!;
    const dept = await server.db.selectFrom('departments').select(['id', 'name', 'head_uid']).where('code', '=', 'AI').executeTakeFirstOrThrow();
    expect(dept).toMatchObject({ name: '人工智能学院', head_uid: 'S2004' });
    expect(id).toBe(`dept-${dept.id}`);
    expect(await departmentOf('S2001')).toBe(dept.id);

    const patched = await scim.patch(`/Groups/${id}`, [
      { op: 'add', path: 'members', value: [{ value: 'S2002' }] },
      { op: 'remove', path: 'members[value eq "S2001"]' },
    ], { 'if-match': made.etag! });
    expect(patched.status).toBe(200);
    expect(patched.body.members).toEqual([{ value: 'S2002' }]);
    expect(await departmentOf('S2001')).toBeNull();
    expect(await departmentOf('S2002')).toBe(dept.id);
    expect((await scim.patch(`/Groups/${id}`, [{ op: 'add', path: 'members', value: [{ value: 'S2004' }] }], { 'if-match': made.etag! })).status).toBe(412);
    expect((await scim.patch(`/Groups/${id}`, [{ op: 'add', path: 'members', value: [{ value: 'nobody' }] }])).status).toBe(400);

    const found = await scim.send('GET', `/Groups?filter=${encodeURIComponent('displayName eq "人工智能学院"')}`);
    expect(found.body.Resources?.map((r) => r.id)).toEqual([id]);
  });

  it('makes a post of a group: its members hold the post; deleting the group clears it', async () => {
    const made = await scim.send('POST', '/Groups', { schemas: [GROUP, CAMPUS_GROUP], displayName: '科研秘书', members: [{ value: 'S2001' }, { value: 'S2002' }], [CAMPUS_GROUP]: { kind: 'post', code: 'research_secretary' } });
    expect(made.status).toBe(201);
    const holders = () => server.db.selectFrom('user_posts').select('uid').where('post', '=', 'research_secretary').orderBy('uid').execute();
    expect(await holders()).toEqual([{ uid: 'S2001' }, { uid: 'S2002' }]);
    await scim.patch(`/Groups/${made.body.id}`, [{ op: 'remove', path: 'members', value: [{ value: 'S2001' }] }]);
    expect(await holders()).toEqual([{ uid: 'S2002' }]);
    expect((await scim.send('DELETE', `/Groups/${made.body.id}`)).status).toBe(204);
    expect(await holders()).toEqual([]);
    expect((await scim.send('GET', `/Groups/${made.body.id}`)).status).toBe(404);
  });

  /** A one-step certificate route `approver` approves; answers the student's application for it. */
  async function taskFor(approver: string): Promise<string> {
    const appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    await publishProcess(server.db, appId, { nodes: [{ kind: 'approval', id: 'registry', name: '审核', approvers: { type: 'users', uids: [approver] }, mode: 'sequential' }] });
    return applyForCertificate(server, student, appId);
  }

  const todo = async (api: ApiClient) => (await api.call<{ list: TodoItem[] }>(calls.getMyTodo, { page_size: 100 })).body.d.list.map((t) => String(t.inst_id));

  it('turns a person off: sessions end at once, tasks go to the department head with history and a message; on again restores access', async () => {
    await server.db.updateTable('users').set({ password_hash: await hashPassword('Leaver@2026') }).where('uid', '=', 'S2003').execute();
    const leaver = await signedInClient(server.url, { account: 'S2003', password: 'Leaver@2026' });
    const since = new Date();
    const inst = await taskFor('S2003');
    expect(await todo(leaver)).toContain(inst);

    const off = await scim.patch('/Users/S2003', [{ op: 'replace', path: 'active', value: 'False' }]);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await leaver.call(calls.getMyTodo, {})).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    const sessions = () => server.db.selectFrom('sessions').select('uid').where('uid', '=', 'S2003').execute();
    await until(sessions, (rows) => rows.length === 0, "the leaver's sessions to end");
    expect((await leaver.call(calls.login, { username: 'S2003', password: 'Leaver@2026' })).body.e).not.toBe(0);

    const head = await signedInClient(server.url, demoAccounts.viceDean);
    expect(await todo(head)).toContain(inst);
    const moved = await server.db.selectFrom('process_steps').select(['action', 'targets']).where('instance_id', '=', inst).where('action', '=', 'delegate').execute();
    expect(moved).toEqual([{ action: 'delegate', targets: [demoAccounts.viceDean.account] }]);
    const told = await server.db.selectFrom('messages').select('title').where('recipient_uid', '=', demoAccounts.viceDean.account).where('created_at', '>=', since).where('title', 'like', '您有新的待办%').execute();
    expect(told.length).toBeGreaterThanOrEqual(1);
    const trail = await server.db.selectFrom('audit_changes').select(['action', 'before', 'after']).where('area', '=', 'directory').where('entity_id', '=', 'S2003').where('action', '=', 'deactivate').executeTakeFirstOrThrow();
    expect(trail).toMatchObject({ before: { status: 1 }, after: { status: 0 } });

    expect((await scim.patch('/Users/S2003', [{ op: 'replace', value: { active: true } }])).body.active).toBe(true);
    await signedInClient(server.url, { account: 'S2003', password: 'Leaver@2026' });
  });

  it("hands a department head's own tasks to the client's fallback person", async () => {
    // S2004 heads 人工智能学院 (the first test): nobody above them there, so the fallback, the demo staff member, takes them.
    await scim.send('PUT', '/Users/S2004', scimUser('S2004', { [ENTERPRISE]: { department: 'AI' } }));
    const inst = await taskFor('S2004');
    expect((await scim.send('DELETE', '/Users/S2004')).status).toBe(204);
    expect(await todo(await signedInClient(server.url, demoAccounts.staff))).toContain(inst);
  });
});
