/** One application as its participants see it, its variables, message counts, and batch approval with its guards. */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { MatterDetail } from '../../contract/calls/matters';
import { publishForm } from '../../server/src/modules/forms/forms.service';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('application views and batch approval on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let staff: ApiClient;
  let appId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    student = await signedInClient(server.url, demoAccounts.student);
    staff = await signedInClient(server.url, demoAccounts.staff);
    appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    // The registry (the demo staff account) checks every request; more than three copies need a second check
    // by someone the registry names.
    await publishProcess(server.db, appId, {
      nodes: [
        { kind: 'approval', id: 'registry', name: '教务处审核', approvers: { type: 'users', uids: [demoAccounts.staff.account] }, mode: 'sequential' },
        {
          kind: 'condition', id: 'copies', name: '按份数',
          branches: [
            { label: '超过3份', when: { field: 'form1_4', op: 'gt', value: 3 }, nodes: [{ kind: 'approval', id: 'second', name: '复核', approvers: { type: 'previous_choice' }, mode: 'sequential' }] },
            { label: '其他', nodes: [] },
          ],
        },
      ],
    });
  });
  afterAll(() => server?.close());

  async function start(copies: number): Promise<string> {
    const form = await server.db.selectFrom('form_versions').select('schema').where('app_id', '=', appId).orderBy('version', 'desc').executeTakeFirstOrThrow();
    const purpose = form.schema.fields.find((f) => f.id === 'form1_1');
    const values = { form1_1: purpose && 'options' in purpose ? purpose.options[0].value : '', form1_3: ['zh'], form1_4: copies, form1_5: 'print', form1_7: '13912345678' };
    const res = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(res.body.e).toBe(0);
    return res.body.d.inst_id;
  }

  it('shows the applicant the form, values and history, and what they may do; a stranger sees nothing', async () => {
    const instId = await start(1);
    const detail = await student.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId });
    expect(detail.body.d).toMatchObject({ inst_id: instId, app_name: '在校证明开具', status: 0, can_withdraw: 1, can_urge: 1 });
    expect(detail.body.d.applicant.name).toBe(demoAccounts.student.name);
    expect(detail.body.d.values.form1_4).toBe(1);
    expect(detail.body.d.steps.map((s) => s.action)).toEqual(['start']);
    expect(detail.body.d.steps[0].actor_name).toBe(demoAccounts.student.name);

    const approver = await staff.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId });
    expect(approver.body.d.my_tasks).toHaveLength(1);
    expect(approver.body.d.can_withdraw).toBe(0);

    const guest = await signedInClient(server.url, demoAccounts.guest);
    expect((await guest.call(calls.getMatterDetail, { inst_id: instId })).status).toBe(403);
    expect((await guest.call(calls.getMatterEvn, { app_id: appId, inst_id: instId })).status).toBe(403);
  });

  it('gives the variables of a matter: the service, the application, its applicant and each field as text', async () => {
    const instId = await start(2);
    const env = await staff.call<{ key: string; value: string }[]>(calls.getMatterEvn, { app_id: appId, inst_id: instId });
    const vars = Object.fromEntries(env.body.d.map((v) => [v.key, v.value]));
    expect(vars).toMatchObject({ 'app.name': '在校证明开具', 'user.name': demoAccounts.student.name, form1_4: '2', form1_3: '中文' });
    expect(vars['inst.title']).toContain('在校证明开具');
  });

  it('counts unread messages by type', async () => {
    const counts = await student.call<Record<string, number>>(calls.messageCount);
    expect(Object.keys(counts.body.d).sort()).toEqual(['1', '2', '3', '4']);
    expect(counts.body.d['1']).toBeGreaterThan(0);
  });

  it('batch-approves ten tasks, skipping with their reason the one that needs the next approver chosen and the one that needs a field filled', async () => {
    const ids: string[] = [];
    for (const copies of [1, 2, 5, 1, 2, 1]) ids.push(await start(copies));
    // One application is made while the form has a required field the applicant does not see and the registry fills.
    const form = await server.db.selectFrom('form_versions').select('schema').where('app_id', '=', appId).orderBy('version', 'desc').executeTakeFirstOrThrow();
    const checked = { id: 'form1_99', type: 'Input' as const, label: '核验编号', required: true, permissions: { start: 'hidden' as const, registry: 'edit' as const } };
    await publishForm(server.db, appId, { ...form.schema, fields: [...form.schema.fields, checked] });
    ids.push(await start(1));
    await publishForm(server.db, appId, form.schema);
    for (const copies of [1, 1, 2]) ids.push(await start(copies));
    const tasks = await server.db.selectFrom('process_tasks').select(['id', 'instance_id']).where('instance_id', 'in', ids).where('status', '=', 0).execute();
    expect(tasks).toHaveLength(10);
    const before = await staff.call<{ my_todo: number }>(calls.getunreadData);

    const res = await staff.call<{ approved: string[]; skipped: { task_id: string; reason: string }[] }>(calls.batchApproveTasks, { task_ids: tasks.map((t) => String(t.id)), opinion: '同意' });
    expect(res.body.d.approved).toHaveLength(8);
    expect(res.body.d.skipped).toHaveLength(2);
    const reasonOf = (instId: string) => res.body.d.skipped.find((s) => tasks.some((t) => String(t.id) === s.task_id && String(t.instance_id) === instId))?.reason;
    expect(reasonOf(ids[2])).toBe('需要选择下一环节的审批人，请逐条办理');
    expect(reasonOf(ids[6])).toBe('该环节有必填字段需要填写，请逐条办理');
    // The skipped ones stay the approver's to do.
    const left = await server.db.selectFrom('process_tasks').select('instance_id').where('instance_id', 'in', ids).where('status', '=', 0).execute();
    expect(left.map((t) => String(t.instance_id)).sort()).toEqual([ids[2], ids[6]].sort());

    const after = await staff.call<{ my_todo: number }>(calls.getunreadData);
    expect(after.body.d.my_todo).toBe(before.body.d.my_todo - 8);
    const list = await staff.call<{ total: number }>(calls.getMyTodo, { page_size: 1 });
    expect(list.body.d.total).toBe(after.body.d.my_todo);
  });

  it('pages the to-do list with the badge as its total on every page, past the end too', async () => {
    const badge = (await staff.call<{ my_todo: number }>(calls.getunreadData)).body.d.my_todo;
    expect(badge).toBeGreaterThan(2);
    const first = await staff.call<{ list: { task_id: string }[]; total: number }>(calls.getMyTodo, { page_size: 2, p: 1 });
    const second = await staff.call<{ list: { task_id: string }[]; total: number }>(calls.getMyTodo, { page_size: 2, p: 2 });
    const beyond = await staff.call<{ list: unknown[]; total: number }>(calls.getMyTodo, { page_size: 2, p: Math.ceil(badge / 2) + 1 });
    expect([first.body.d.total, second.body.d.total, beyond.body.d.total]).toEqual([badge, badge, badge]);
    expect(first.body.d.list).toHaveLength(2);
    expect(second.body.d.list.map((t) => t.task_id)).not.toContain(first.body.d.list[0].task_id);
    expect(beyond.body.d.list).toEqual([]);
  });

  it('keeps a draft to resume later, and drops it when the application is submitted', async () => {
    expect((await student.call(calls.getDraft, { app_id: appId })).body.d).toBeNull();
    const saved = await student.call<{ saved: string }>(calls.saveDraft, { app_id: appId, values: JSON.stringify({ form1_4: 3, form1_2: '留学', unknown_field: 1 }) });
    expect(saved.body.d.saved).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const draft = await student.call<{ values: Record<string, unknown> }>(calls.getDraft, { app_id: appId });
    expect(draft.body.d.values).toEqual({ form1_4: 3, form1_2: '留学' });
    await start(3);
    expect((await student.call(calls.getDraft, { app_id: appId })).body.d).toBeNull();
  });

  it("keeps a draft's rich text only as a submission would store it: no script, no event handler", async () => {
    const scholarshipId = (await server.db.selectFrom('apps').select('id').where('name', '=', '奖学金申报').executeTakeFirstOrThrow()).id;
    const statement = '<p onclick="steal()">我的陈述<img src="x.png" onerror="steal()"><script>steal()</script></p>';
    const saved = await student.call(calls.saveDraft, { app_id: scholarshipId, values: JSON.stringify({ form1_7: statement }) });
    expect(saved.body.e).toBe(0);
    const draft = await student.call<{ values: Record<string, unknown> }>(calls.getDraft, { app_id: scholarshipId });
    expect(draft.body.d.values).toEqual({ form1_7: '<p>我的陈述<img src="x.png" /></p>' });
    const stored = await server.db.selectFrom('form_drafts').select('values').where('app_id', '=', scholarshipId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.values)).not.toMatch(/onerror|onclick|script/);
  });

  it('lets efficiency supervisors oversee applications in progress, longest waiting first, and nobody else', async () => {
    await start(1);
    const admin = await signedInClient(server.url, demoAccounts.admin);
    const list = await admin.call<{ list: { nodes: { handlers: string[] }[]; waiting_hours: number }[]; total: number }>(calls.getOverseeList, { page_size: 50 });
    expect(list.body.e).toBe(0);
    expect(list.body.d.total).toBeGreaterThan(0);
    expect(list.body.d.list[0].nodes[0].handlers.length).toBeGreaterThan(0);
    const hours = list.body.d.list.map((i) => i.waiting_hours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    expect((await staff.call(calls.getOverseeList)).status).toBe(403);
    expect((await student.call(calls.getOverseeList)).status).toBe(403);
  });

  it("searches the to-do list by the applicant's name or number, and by title", async () => {
    await start(1);
    const byName = await staff.call<{ list: { inst_creator_name: string }[]; total: number }>(calls.getMyTodo, { keyword: demoAccounts.student.name.slice(1), page_size: 100 });
    expect(byName.body.d.total).toBeGreaterThan(0);
    expect(byName.body.d.list.every((t) => t.inst_creator_name.includes(demoAccounts.student.name.slice(1)))).toBe(true);
    const byNumber = await staff.call<{ total: number }>(calls.getMyTodo, { keyword: demoAccounts.student.account });
    expect(byNumber.body.d.total).toBe(byName.body.d.total);
    const byTitle = await staff.call<{ total: number }>(calls.getMyTodo, { keyword: '在校证明', keyword_type: 'app' });
    expect(byTitle.body.d.total).toBeGreaterThan(0);
    expect((await staff.call<{ total: number }>(calls.getMyTodo, { keyword: '无此人' })).body.d.total).toBe(0);
  });

  it("filters the to-do list by the service's category, the applicant's department and when the application was made", async () => {
    await start(1);
    const all = await staff.call<{ total: number }>(calls.getMyTodo, { page_size: 1 });
    const category = await staff.call<{ total: number }>(calls.getMyTodo, { class_name: '学生事务' });
    expect(category.body.d.total).toBeGreaterThan(0);
    expect((await staff.call<{ total: number }>(calls.getMyTodo, { class_name: 'Student affairs' })).body.d.total).toBe(category.body.d.total);
    expect((await staff.call<{ total: number }>(calls.getMyTodo, { class_name: '不存在的类别' })).body.d.total).toBe(0);
    const me = await server.db.selectFrom('users').select('department_id').where('uid', '=', demoAccounts.student.account).executeTakeFirstOrThrow();
    const dept = await staff.call<{ total: number }>(calls.getMyTodo, { department_id: String(me.department_id) });
    expect(dept.body.d.total).toBeGreaterThan(0);
    expect(dept.body.d.total).toBeLessThanOrEqual(all.body.d.total);
    const future = await staff.call<{ total: number }>(calls.getMyTodo, { time_type: 'apply', y: 2099 });
    expect(future.body.d.total).toBe(0);
  });

  it('lists entrusted applications (none until someone starts one for another)', async () => {
    const res = await student.call<{ list: unknown[]; total: number }>(calls.getEntrustedList);
    expect(res.body).toMatchObject({ e: 0, d: { list: [], total: 0 } });
  });

  it('refuses more than a hundred tasks in one batch', async () => {
    const res = await staff.call(calls.batchApproveTasks, { task_ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) });
    expect(res.status).toBe(400);
  });
});
