/**
 * The personal home through real HTTP (spec §2 /homepage/index): each user's counts are the totals their own lists
 * show, the recent activity is theirs only, and the plugin allow-list comes from PLUGIN_ORIGINS.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import { ErrorCode } from '../../contract/envelope';
import type { Homepage } from '../../contract/calls/homepage';
import type { LaunchedItem, TodoItem } from '../../contract/calls/matters';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type Page<T> = { list: T[]; total: number };

describe.each(engines)('the personal home on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let staff: ApiClient;
  let appId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine, config: { pluginOrigins: ['https://plugin.example.edu.cn'] } });
    student = await signedInClient(server.url, demoAccounts.student);
    staff = await signedInClient(server.url, demoAccounts.staff);
    appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    await publishProcess(server.db, appId, {
      nodes: [
        { kind: 'approval', id: 'registry', name: '教务处审核', name_en: 'Registry review', approvers: { type: 'users', uids: [demoAccounts.staff.account] }, mode: 'sequential' },
      ],
    });
  });
  afterAll(() => server?.close());

  const home = async (api: ApiClient) => {
    const res = await api.call<Homepage>(calls.getHomepage);
    expect(res.body.e).toBe(0);
    return res.body.d;
  };

  /** What the user's own lists and badge say. */
  async function listed(api: ApiClient) {
    const [unread, todo, started] = await Promise.all([
      api.call<{ messagge: number; my_todo: number }>(calls.getunreadData),
      api.call<Page<TodoItem>>(calls.getMyTodo, { page_size: 1 }),
      api.call<Page<LaunchedItem>>(calls.myStarted, { page_size: 100 }),
    ]);
    expect(todo.body.d.total).toBe(unread.body.d.my_todo);
    return { todo: unread.body.d.my_todo, launched: started.body.d.total, messages: unread.body.d.messagge, started: started.body.d.list };
  }

  async function start(): Promise<string> {
    const values = { form1_1: 'visa', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
    const res = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(res.body.e).toBe(0);
    return res.body.d.inst_id;
  }

  it('says who the user is, with counts equal to what their lists show', async () => {
    const [page, lists] = await Promise.all([home(student), listed(student)]);
    expect(page.user).toMatchObject({ name: demoAccounts.student.name, number: demoAccounts.student.account });
    expect(page.user.college).not.toBe('');
    expect(page.counts).toEqual({ todo: lists.todo, launched: lists.launched, messages: lists.messages });
  });

  it('counts and lists only the user’s own: an application moves the applicant’s and the approver’s counts, no one else’s', async () => {
    const [studentBefore, staffBefore, adminApi] = await Promise.all([home(student), home(staff), signedInClient(server.url, demoAccounts.admin)]);
    const adminBefore = await home(adminApi);
    const instId = await start();

    const [studentAfter, staffAfter, adminAfter] = await Promise.all([home(student), home(staff), home(adminApi)]);
    expect(studentAfter.counts.launched).toBe(studentBefore.counts.launched + 1);
    expect(studentAfter.recent.started[0].inst_id).toBe(instId);
    expect(staffAfter.counts.todo).toBe(staffBefore.counts.todo + 1);
    expect(staffAfter.counts.launched).toBe(staffBefore.counts.launched);
    expect(adminAfter.counts).toEqual(adminBefore.counts);
    expect(staffAfter.recent.started.map((s) => s.inst_id)).not.toContain(instId);
    for (const [api, page] of [[student, studentAfter], [staff, staffAfter]] as const) {
      const lists = await listed(api);
      expect(page.counts).toEqual({ todo: lists.todo, launched: lists.launched, messages: lists.messages });
      expect(lists.started.map((s) => s.inst_id)).toEqual(expect.arrayContaining(page.recent.started.map((s) => s.inst_id)));
    }

    // Once decided, the task is the approver's handled work, and the applicant hears of it.
    const task = (await staff.call<Page<TodoItem>>(calls.getMyTodo, { page_size: 50 })).body.d.list.find((t) => t.inst_id === instId)!;
    expect((await staff.call(calls.approveTask, { task_id: task.task_id, opinion: '同意' })).body.e).toBe(0);
    const [staffDone, studentDone] = await Promise.all([home(staff), home(student)]);
    expect(staffDone.counts.todo).toBe(staffAfter.counts.todo - 1);
    expect(staffDone.recent.handled[0]).toMatchObject({ inst_id: instId, task_id: task.task_id });
    expect(studentDone.recent.handled.map((t) => t.inst_id)).not.toContain(instId);
    const mine = await server.db.selectFrom('messages').select('id').where('recipient_uid', '=', demoAccounts.student.account).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(5).execute();
    expect(studentDone.recent.messages.map((m) => m.id)).toEqual(mine.map((m) => String(m.id)));
    expect(studentDone.counts.messages).toBe((await listed(student)).messages);
  });

  it('answers in the envelope: sign-in required, malformed input refused with a reason, never a 500', async () => {
    const anonymous = new ApiClient(server.url);
    const out = await anonymous.call(calls.getHomepage);
    expect(out.body).toMatchObject({ e: ErrorCode.LOGIN_REQUIRED, d: null });
    expect(out.body.m).not.toBe('');
    const malformed = await student.call(calls.getHomepage, { agent_uid: 'x'.repeat(65) });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ e: 400, d: null });
    expect(malformed.body.m).not.toBe('');
  });

  it('gives the configured plugin origins, and the page may frame only those', async () => {
    expect((await student.call<string[]>(calls.getPluginOrigins)).body.d).toEqual(['https://plugin.example.edu.cn']);
    // As public as the Content-Security-Policy header that names them anyway.
    expect((await new ApiClient(server.url).call<string[]>(calls.getPluginOrigins)).body.d).toEqual(['https://plugin.example.edu.cn']);
    const page = await fetch(`${server.url}/v2/site/personal/redirect?url=x`);
    expect(page.headers.get('content-security-policy')).toContain("frame-src 'self' https://plugin.example.edu.cn");
  });
});
