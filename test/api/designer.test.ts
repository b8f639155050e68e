/**
 * The designers through real HTTP: an administrator builds a service's form and process, checks and simulates both
 * branches for a sample applicant, and publishes; a student's application travels the branch its values choose, the
 * dean reads the head's field without being able to change it, and the application completes. A process with an
 * unreachable node or a branch without a default is refused naming the node; a new release leaves an application in
 * flight on its own version; releases are listed, compared and restored; a service moves as a bundle; and nobody
 * without admin:catalog gets in.
 */
import { randomBytes } from 'node:crypto';
import { calls, InstanceStatus } from '../../contract';
import type { AdminApp } from '../../contract/calls/apps';
import type { DesignChange, DesignProblem, DesignRelease, ServiceDesign, SimulatedStep } from '../../contract/calls/designer';
import type { MatterDetail } from '../../contract/calls/matters';
import type { FormSchema } from '../../contract/forms/schema';
import type { ProcessDefinition } from '../../contract/process/definition';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const { admin: adminAccount, student: studentAccount, dean: deanAccount, viceDean, secretary } = demoAccounts;

const form: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '借用事由', label_en: 'Purpose', required: true, max_length: 200 },
    {
      id: 'form1_2', type: 'Select', label: '借用期限', label_en: 'Term', required: true,
      options: [{ value: 'short', label: '一周以内', label_en: 'Up to a week' }, { value: 'long', label: '一周以上', label_en: 'Over a week' }],
    },
    { id: 'form1_3', type: 'Calendar', label: '借用时间', label_en: 'Dates', mode: 'date', range: true, required: true },
    { id: 'form1_4', type: 'Attachment', label: '相关材料', label_en: 'Documents', max_files: 3 },
    // The head of department writes it; the dean reads it and cannot change it.
    { id: 'form1_5', type: 'MultiInput', label: '系主任意见', label_en: "Head's note", permissions: { start: 'hidden', head: 'edit', dean: 'read' } },
  ],
};

const dean = (id: string, name: string) => ({ kind: 'approval' as const, id, name, approvers: { type: 'users' as const, uids: [deanAccount.account] }, mode: 'any' as const });

const process: ProcessDefinition = {
  nodes: [
    {
      kind: 'condition', id: 'by_term', name: '按借用期限', name_en: 'By term',
      branches: [
        {
          label: '一周以上', when: { field: 'form1_2', op: 'eq', value: 'long' },
          nodes: [{ kind: 'approval', id: 'head', name: '系主任审批', approvers: { type: 'department_head', levels: 1 }, mode: 'sequential' }, dean('dean', '院长审批')],
        },
        { label: '其他', nodes: [dean('dean_only', '院长审批（短期）')] },
      ],
    },
    { kind: 'cc', id: 'copy', name: '抄送院办', recipients: { type: 'users', uids: [secretary.account] } },
  ],
};

describe.each(engines)('the form and process designers on %s', (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let student: ApiClient;
  let appId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, student] = await Promise.all([signedInClient(server.url, adminAccount), signedInClient(server.url, studentAccount)]);
    const made = await admin.call<AdminApp>(calls.adminSaveApp, { name: '仪器设备借用', name_en: 'Equipment loan', type: 1, audiences: ['student'] });
    expect(made.body.e).toBe(0);
    appId = made.body.d.id;
  });
  afterAll(() => server?.close());

  const design = async () => (await admin.call<ServiceDesign>(calls.adminGetDesign, { app_id: appId })).body.d;
  /** The draft's version to save at: none before the first save after a release. */
  const draftVersion = async () => {
    const { version } = await design();
    return version ? { version } : {};
  };
  const saveProcess = async (definition: ProcessDefinition) =>
    admin.call<ServiceDesign>(calls.adminSaveProcess, { app_id: appId, ...(await draftVersion()), process: JSON.stringify(definition) });
  const service = async () => (await admin.call<AdminApp>(calls.getAdminApp, { id: appId })).body.d;
  const publish = async () => admin.call<AdminApp>(calls.adminPublishApp, { id: appId, version: (await service()).version, published: 1 });
  const simulate = async (term: string) =>
    (await admin.call<{ problems: DesignProblem[]; route: SimulatedStep[] }>(calls.adminCheckProcess, { app_id: appId, applicant: studentAccount.account, values: JSON.stringify({ form1_2: term }) })).body.d;

  /** Starts the student's application and answers its id. */
  async function apply(term: string): Promise<string> {
    const values = { form1_1: '课题组实验', form1_2: term, form1_3: ['2026-12-14', '2026-12-28'] };
    const res = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(res.body).toMatchObject({ e: 0 });
    return res.body.d.inst_id;
  }

  /** The open task of the application, as its assignee sees it. */
  async function openTask(instId: string, account: { account: string; password: string }) {
    const api = await signedInClient(server.url, account);
    const detail = (await api.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d;
    return { api, detail, task: detail.my_tasks.find((t) => t.kind === 'approve') };
  }

  it('starts an empty draft and saves a form the schema accepts, naming the field it refuses', async () => {
    const empty = await design();
    expect(empty).toMatchObject({ draft: 0, version: 0, release: 0, form: { fields: [] }, process: { nodes: [] } });
    const bad = await admin.call(calls.adminSaveForm, { app_id: appId, form: JSON.stringify({ form_no: 1, fields: [{ ...form.fields[0], id: 'purpose' }] }) });
    expect(bad.body.e).not.toBe(0);
    expect(bad.body.m).toContain('/fields/0');
    const saved = await admin.call<ServiceDesign>(calls.adminSaveForm, { app_id: appId, form: JSON.stringify(form) });
    expect(saved.body).toMatchObject({ e: 0, d: { draft: 1, version: 1 } });
    expect((await saveProcess(process)).body).toMatchObject({ e: 0, d: { version: 2 } });
    // A second editor holding the first version is refused with who saved, nothing overwritten.
    const stale = await admin.call(calls.adminSaveForm, { app_id: appId, version: 1, form: JSON.stringify(form) });
    expect(stale.body.e).toBe(409);
  });

  it('refuses to publish an unreachable node or a condition without a default, naming the node', async () => {
    const [condition, copy] = process.nodes as [Extract<ProcessDefinition['nodes'][number], { branches: unknown }>, ProcessDefinition['nodes'][number]];
    const afterDefault = { nodes: [{ ...condition, branches: [condition.branches[1], condition.branches[0]] }, copy] };
    await saveProcess(afterDefault);
    const checked = (await admin.call<{ problems: DesignProblem[] }>(calls.adminCheckProcess, { app_id: appId })).body.d;
    expect(checked.problems.map((p) => [p.code, p.node_id])).toEqual([['unreachable', 'head']]);
    const refused = await publish();
    expect(refused.body.e).not.toBe(0);
    expect(refused.body.m).toContain('系主任审批');

    const noDefault = { nodes: [{ ...condition, branches: [condition.branches[0], { ...condition.branches[0], label: '一周以内', when: { field: 'form1_2', op: 'eq' as const, value: 'medium' }, nodes: [dean('dean_mid', '院长审批（中期）')] }] }, copy] };
    await saveProcess(noDefault);
    const english = await admin.call(calls.adminPublishApp, { id: appId, version: (await service()).version, published: 1 }, { 'accept-language': 'en' });
    expect(english.body.m).toContain('院长审批（中期）');
    const problems = (await admin.call<{ problems: DesignProblem[] }>(calls.adminCheckProcess, { app_id: appId })).body.d.problems;
    expect(problems.map((p) => [p.code, p.node_id])).toEqual([['unknownValue', 'dean_mid'], ['noDefault', 'by_term']]);
    expect((await service()).published).toBe(0);
    await saveProcess(process);
  });

  it('simulates both branches with their people, then publishes the first release', async () => {
    const long = await simulate('long');
    expect(long.problems).toEqual([]);
    expect(long.route.map((s) => [s.node_id, s.approvers.map((a) => a.name)])).toEqual([
      ['head', [viceDean.name]],
      ['dean', [deanAccount.name]],
      ['copy', [secretary.name]],
    ]);
    expect(long.route.find((s) => s.node_id === 'dean')?.reads).toContain('form1_5');
    expect(long.route.find((s) => s.node_id === 'head')?.edits).toEqual(['form1_5']);
    expect((await simulate('short')).route.map((s) => s.node_id)).toEqual(['dean_only', 'copy']);

    const published = await publish();
    expect(published.body).toMatchObject({ e: 0, d: { published: 1 } });
    expect(await design()).toMatchObject({ draft: 0, release: 1 });
    const releases = (await admin.call<DesignRelease[]>(calls.adminGetVersions, { app_id: appId })).body.d;
    expect(releases).toEqual([expect.objectContaining({ release: 1, form_version: 1, process_version: 1, fields: 5, nodes: 4, published_by: adminAccount.name, current: 1 })]);
  });

  it("takes a long loan past the head to the dean, who reads the head's note and cannot change it", async () => {
    const instId = await apply('long');
    const head = await openTask(instId, viceDean);
    expect(head.task?.node_id).toBe('head');
    const approved = await head.api.call(calls.approveTask, { task_id: head.task!.task_id, opinion: '同意', values: JSON.stringify({ form1_5: '设备可借，注意按期归还。' }) });
    expect(approved.body.e).toBe(0);

    const atDean = await openTask(instId, deanAccount);
    expect(atDean.task?.node_id).toBe('dean');
    expect(atDean.detail.values.form1_5).toBe('设备可借，注意按期归还。');
    const edit = await atDean.api.call(calls.approveTask, { task_id: atDean.task!.task_id, opinion: '同意', values: JSON.stringify({ form1_5: '改写' }) });
    expect(edit.body.e).not.toBe(0);
    expect((await atDean.api.call(calls.approveTask, { task_id: atDean.task!.task_id, opinion: '同意' })).body.e).toBe(0);
    const done = (await student.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d;
    expect(done.status).toBe(InstanceStatus.completed);
    expect(done.steps.map((s) => s.node_id)).toEqual(['start', 'head', 'dean', '#end']);
    const copied = await openTask(instId, secretary);
    expect(copied.detail.my_tasks.map((t) => [t.node_id, t.kind])).toEqual([['copy', 'cc']]);
  });

  it('leaves an application in flight on its version when a new release changes the route', async () => {
    const inFlight = await apply('long');
    // Release 2: every loan goes to the dean alone, who writes the note himself.
    const note = { ...form.fields[4], permissions: { start: 'hidden' as const, dean_only: 'edit' as const } };
    const nextForm = { ...form, fields: [...form.fields.slice(0, 4), note] };
    expect((await admin.call(calls.adminSaveForm, { app_id: appId, form: JSON.stringify(nextForm) })).body.e).toBe(0);
    expect((await saveProcess({ nodes: [dean('dean_only', '院长审批（短期）'), process.nodes[1]] })).body).toMatchObject({ e: 0, d: { draft: 1 } });
    expect((await publish()).body.e).toBe(0);
    expect((await design()).release).toBe(2);

    const head = await openTask(inFlight, viceDean);
    expect(head.task?.node_id).toBe('head');
    expect((await head.api.call(calls.approveTask, { task_id: head.task!.task_id, opinion: '同意' })).body.e).toBe(0);
    expect((await openTask(inFlight, deanAccount)).task?.node_id).toBe('dean');

    const fresh = await apply('long');
    expect((await openTask(fresh, deanAccount)).task?.node_id).toBe('dean_only');
  });

  it('lists, compares and restores releases', async () => {
    const releases = (await admin.call<DesignRelease[]>(calls.adminGetVersions, { app_id: appId })).body.d;
    expect(releases.map((r) => [r.release, r.current])).toEqual([[2, 1], [1, 0]]);
    const changes = (await admin.call<DesignChange[]>(calls.adminCompareVersions, { app_id: appId, from: 1, to: 2 })).body.d;
    expect(changes).toEqual(expect.arrayContaining([expect.objectContaining({ part: 'node', id: 'by_term', change: 'removed' }), expect.objectContaining({ part: 'node', id: 'head', change: 'removed' })]));
    expect(changes.filter((c) => c.part === 'field')).toEqual([{ part: 'field', id: 'form1_5', name: '系主任意见', change: 'changed', what: ['permissions'] }]);

    const restored = await admin.call<ServiceDesign>(calls.adminRestoreVersion, { app_id: appId, release: 1, ...(await draftVersion()) });
    expect(restored.body).toMatchObject({ e: 0, d: { draft: 1 } });
    expect((await admin.call<DesignChange[]>(calls.adminCompareVersions, { app_id: appId, from: 1, to: 0 })).body.d).toEqual([]);
    expect((await admin.call(calls.adminRestoreVersion, { app_id: appId, release: 9 })).body.e).toBe(404);
  });

  it('moves a service as a bundle: exported, imported unpublished with the same design', async () => {
    const bundle = await admin.call<{ format: string; app: { name: string } }>(calls.adminExportApp, { id: appId });
    expect(bundle.body.d).toMatchObject({ format: 'campus-hall/service@1', app: { name: '仪器设备借用' } });
    const copy = { ...bundle.body.d, app: { ...bundle.body.d.app, name: '仪器设备借用（导入）' } };
    const imported = await admin.call<{ id: number; problems: DesignProblem[] }>(calls.adminImportApp, { bundle: JSON.stringify(copy) });
    expect(imported.body).toMatchObject({ e: 0, d: { problems: [] } });
    const theirs = (await admin.call<ServiceDesign>(calls.adminGetDesign, { app_id: imported.body.d.id })).body.d;
    expect(theirs).toMatchObject({ draft: 1, release: 0, form: (await design()).form, process: (await design()).process });
    expect((await admin.call<AdminApp>(calls.getAdminApp, { id: imported.body.d.id })).body.d.published).toBe(0);
    expect((await admin.call(calls.adminImportApp, { bundle: '{"format":"other"}' })).body.e).not.toBe(0);
  });

  it('refuses people without admin:catalog', async () => {
    expect((await student.call(calls.adminGetDesign, { app_id: appId })).body.e).toBe(403);
    expect((await student.call(calls.adminPublishApp, { id: appId, version: 1, published: 0 })).body.e).toBe(403);
    expect((await new ApiClient(server.url).call(calls.adminSaveForm, { app_id: appId, form: JSON.stringify(form) })).body.e).not.toBe(0);
  });
});
