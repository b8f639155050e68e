/** The lists behind the matter pages: applications copied to a reader (with read receipts) and the to-do filter choices. */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { LaunchedItem, MatterDetail, NotifiedItem, TodoItem } from '../../contract/calls/matters';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { describeOnSharedRedis, engines, startTestServer, twoProcessesOnRedis, type TestServer } from '../support/test-server';

type Page<T> = { list: T[]; total: number };
type Filters = { apps: { id: number; name: string }[]; departments: { id: string; name: string }[] };

describe.each(engines)('matter lists on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let staff: ApiClient;
  let appId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    student = await signedInClient(server.url, demoAccounts.student);
    staff = await signedInClient(server.url, demoAccounts.staff);
    appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    // The demo staff account is copied on every request, then checks it.
    await publishProcess(server.db, appId, {
      nodes: [
        { kind: 'cc', id: 'copy', name: '抄送教务处', name_en: 'Copy to the Registry', recipients: { type: 'users', uids: [demoAccounts.staff.account] } },
        { kind: 'approval', id: 'registry', name: '教务处审核', name_en: 'Registry review', approvers: { type: 'users', uids: [demoAccounts.staff.account] }, mode: 'sequential' },
      ],
    });
  });
  afterAll(() => server?.close());

  async function start(): Promise<string> {
    const values = { form1_1: 'visa', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
    const res = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(res.body.e).toBe(0);
    return res.body.d.inst_id;
  }

  const notified = async (payload: Record<string, unknown> = {}) =>
    (await staff.call<Page<NotifiedItem>>(calls.getNotifiedList, { page_size: 50, ...payload })).body.d;

  it('lists a copy unread, newest first, and read with its time once the reader opens it', async () => {
    const instId = await start();
    const first = await notified();
    const copy = first.list[0];
    expect(copy).toMatchObject({ inst_id: instId, app_name: '在校证明开具', node_name: '抄送教务处', applicant_name: demoAccounts.student.name, is_read: 0, read_at: '' });
    expect(copy.title).toContain('在校证明开具');
    const unreadBefore = (await notified({ is_read: 0 })).total;

    expect((await staff.call(calls.readCcTask, { task_id: copy.task_id })).body.e).toBe(0);
    const after = (await notified()).list.find((n) => n.task_id === copy.task_id);
    expect(after?.is_read).toBe(1);
    expect(after?.read_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await notified({ is_read: 0 })).total).toBe(unreadBefore - 1);
    expect((await notified({ is_read: 1 })).list.map((n) => n.task_id)).toContain(copy.task_id);
    expect((await notified({ keyword: '没有这样的标题' })).total).toBe(0);
  });

  it('names the service and its steps in English, in every list and the history, for a reader who reads English', async () => {
    const instId = await start();
    const en = { 'accept-language': 'en' };
    const { name_en: service } = await server.db.selectFrom('apps').select('name_en').where('id', '=', appId).executeTakeFirstOrThrow();
    expect(service).not.toBe('');

    const todo = (await staff.call<Page<TodoItem>>(calls.getMyTodo, { page_size: 100 }, en)).body.d.list.find((t) => t.inst_id === instId);
    expect(todo).toMatchObject({ app_name: service, node_config: { steps: [{ node_id: 'registry', node_name: 'Registry review' }] } });
    const mine = (await student.call<Page<LaunchedItem>>(calls.myStarted, { page_size: 50 }, en)).body.d.list.find((i) => i.inst_id === instId);
    expect(mine).toMatchObject({ app_name: service, nodes: [{ node_name: 'Registry review', steps: [{ node_id: 'registry', node_name: 'Registry review' }] }] });
    const copy = (await staff.call<Page<NotifiedItem>>(calls.getNotifiedList, { page_size: 50 }, en)).body.d.list.find((n) => n.inst_id === instId);
    expect(copy).toMatchObject({ app_name: service, node_name: 'Copy to the Registry' });
    const filters = (await staff.call<Filters>(calls.getTodoFilters, {}, en)).body.d;
    expect(filters.apps.map((a) => a.name)).toContain(service);
    const detail = (await student.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId }, en)).body.d;
    expect(detail.app_name).toBe(service);
    expect(detail.steps[0]).toMatchObject({ node_id: 'start', node_name: 'Start' });

    // Chinese readers still read the records' names.
    const chinese = (await student.call<Page<LaunchedItem>>(calls.myStarted, { page_size: 50 })).body.d.list.find((i) => i.inst_id === instId);
    expect(chinese).toMatchObject({ app_name: '在校证明开具', nodes: [{ node_name: '教务处审核' }] });
  });

  it('shows a new to-do, and drops a handled one, in a list opened just before each change', async () => {
    const todo = async () => (await staff.call<Page<TodoItem>>(calls.getMyTodo, { page_size: 100 })).body.d.list;
    await todo();
    const instId = await start();
    const task = (await todo()).find((t) => t.inst_id === instId);
    expect(task).toBeDefined();
    expect((await staff.call(calls.approveTask, { task_id: task!.task_id })).body.e).toBe(0);
    expect((await todo()).map((t) => t.inst_id)).not.toContain(instId);
    const handled = (await staff.call<Page<TodoItem>>(calls.getMyTodo, { page_size: 100, tab: 'processed' })).body.d.list;
    expect(handled.map((t) => t.inst_id)).toContain(instId);
  });

  it('takes a copy’s read receipt after the application has ended', async () => {
    const instId = await start();
    const copy = (await notified()).list.find((n) => n.inst_id === instId)!;
    const task = (await staff.call<Page<TodoItem>>(calls.getMyTodo, { page_size: 100 })).body.d.list.find((t) => t.inst_id === instId)!;
    expect((await staff.call<{ status: number }>(calls.approveTask, { task_id: task.task_id })).body.d.status).toBe(2);
    expect((await staff.call(calls.readCcTask, { task_id: copy.task_id })).body.e).toBe(0);
    expect((await notified()).list.find((n) => n.task_id === copy.task_id)?.is_read).toBe(1);
    // Still only once.
    expect((await staff.call(calls.readCcTask, { task_id: copy.task_id })).body.e).not.toBe(0);
  });

  it('shows nobody else’s copies and refuses a bad filter', async () => {
    await start();
    const own = (await student.call<Page<NotifiedItem>>(calls.getNotifiedList, {})).body.d;
    expect(own.list.every((n) => n.app_name !== '在校证明开具' || n.applicant_name !== demoAccounts.student.name)).toBe(true);
    const bad = await staff.call(calls.getNotifiedList, { is_read: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.e).not.toBe(0);
    expect((await new ApiClient(server.url).call(calls.getNotifiedList, {})).body.e).toBe(10042);
  });

  it('offers the services and applicants’ departments of the to-dos, each narrowing the list to some of them', async () => {
    await start();
    const filters = (await staff.call<Filters>(calls.getTodoFilters, {})).body.d;
    expect(filters.apps.map((a) => a.name)).toContain('在校证明开具');
    expect(filters.departments.length).toBeGreaterThan(0);
    const todo = async (payload: Record<string, unknown>) => (await staff.call<Page<TodoItem>>(calls.getMyTodo, { page_size: 1, ...payload })).body.d.total;
    const all = await todo({});
    const byDepartment = await Promise.all(filters.departments.map((d) => todo({ department_id: d.id })));
    expect(byDepartment.every((n) => n > 0)).toBe(true);
    // Visitors' applications have no department: the departments together cover the rest.
    expect(byDepartment.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(all);
    expect(await todo({ app_id: filters.apps.find((a) => a.name === '在校证明开具')!.id })).toBeGreaterThan(0);

    const processed = (await staff.call<Filters>(calls.getTodoFilters, { tab: 'processed' })).body.d;
    expect(processed.apps.length).toBeGreaterThan(0);
    expect((await staff.call(calls.getTodoFilters, { tab: 'all' })).status).toBe(400);
  });
});

describeOnSharedRedis('to-do lists across two server processes', () => {
  const processes = twoProcessesOnRedis();

  it('shows a to-do started through one process in the list the other process keeps, and drops it once handled', async () => {
    const { first, second } = processes;
    const appId = (await first.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    await publishProcess(first.db, appId, {
      nodes: [{ kind: 'approval', id: 'registry', name: '教务处审核', approvers: { type: 'users', uids: [demoAccounts.staff.account] }, mode: 'sequential' }],
    });
    const student = await signedInClient(first.url, demoAccounts.student);
    const [staffHere, staffThere] = await Promise.all([signedInClient(first.url, demoAccounts.staff), signedInClient(second.url, demoAccounts.staff)]);
    const todoThere = async () => (await staffThere.call<Page<TodoItem>>(calls.getMyTodo, { page_size: 100 })).body.d.list;
    await todoThere();

    const values = { form1_1: 'visa', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
    const started = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(started.body.e).toBe(0);
    const instId = started.body.d.inst_id;
    // The other process hears of the change on Redis, well within the half minute it would otherwise keep the list.
    const within = async (check: (list: TodoItem[]) => boolean) => {
      const deadline = Date.now() + 5_000;
      while (!check(await todoThere())) {
        if (Date.now() > deadline) throw new Error('the other process still shows the list from before the change');
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await within((list) => list.some((t) => t.inst_id === instId));
    const task = (await todoThere()).find((t) => t.inst_id === instId)!;
    expect((await staffHere.call(calls.approveTask, { task_id: task.task_id })).body.e).toBe(0);
    await within((list) => !list.some((t) => t.inst_id === instId));
  });
});
