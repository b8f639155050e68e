/**
 * The demo is walkable: every seeded service with a process, along each of its branches, is launched by a printed
 * demo account that may launch it, with values made from its form, and taken to the end by signing in as whoever
 * holds the current step, with the printed demo passwords only: choosing the next approver where a step asks for
 * one, signing where a step asks for a signature. A step whose approver has no demo sign-in fails the walk by name.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import { USER_ID_COOKIE } from '../../contract/constants';
import type { AppDetail } from '../../contract/calls/apps';
import type { MatterDetail } from '../../contract/calls/matters';
import type { Envelope } from '../../contract/envelope';
import { START_NODE } from '../../contract/forms';
import type { FileRef, FormField, FormSchema, FormValues, PersonRef } from '../../contract/forms/schema';
import { demoAccounts, type DemoAccount } from '../../server/demo/campus/accounts';
import { flatten, services, type DemoService } from '../../server/demo/campus/services';
import type { Condition, ProcessNode } from '../../contract/process/definition';
import { valuesFor, type ValueSources } from '../support/form-values';
import { type ApiClient, signedInClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Who launches: the first of these who may; students first, then staff, then the off-campus user. */
const launchers: DemoAccount[] = [demoAccounts.student, demoAccounts.lecturerStaff, demoAccounts.staff, demoAccounts.guest, ...Object.values(demoAccounts)];
const byAccount = new Map<string, DemoAccount>(Object.values(demoAccounts).map((a) => [a.account, a]));

/** Whom the demo names where a form or a step asks for a person: a student swaps rooms with a classmate, the repair
 * dispatcher sends the campus's repair worker; anyone else asks the lecturer (an adviser, a course teacher, a host). */
function personFor(service: string, id: string): DemoAccount {
  if (service === '宿舍调换申请' && id === 'form1_4') return demoAccounts.librarianStudent;
  if (service === '宿舍报修' && id === 'worker') return demoAccounts.repairWorker;
  return demoAccounts.lecturerStaff;
}
const ref = (a: DemoAccount): PersonRef => ({ uid: a.account, name: a.name });

function nodesOf(list: ProcessNode[]): ProcessNode[] {
  return list.flatMap((node) => ('branches' in node ? [node, ...node.branches.flatMap((b) => nodesOf(b.nodes))] : [node]));
}

/** A value of the field that meets the condition, or (met false) one that does not. */
function meeting(condition: Condition, met: boolean, field: FormField | undefined): unknown {
  const options = field && 'options' in field ? field.options.map((o) => o.value) : [];
  const { op, value } = condition;
  if (op === 'gt' && typeof value === 'number') return met ? value + 1 : value;
  if (op === 'eq') return met ? value : options.find((o) => o !== value);
  if (op === 'in' && Array.isArray(value)) return met ? value[0] : options.find((o) => !value.includes(o));
  throw new Error(`the walk does not yet take a branch on ${op}`);
}

interface Walk {
  service: DemoService;
  route: string;
  /** Field values that steer the application down this route. */
  steer: (form: FormSchema) => FormValues;
}

/** Each service's default route, and each conditional branch on its own (every other condition on its default). */
function walksOf(service: DemoService): Walk[] {
  const conditions = nodesOf(service.process?.nodes ?? []).flatMap((n) => (n.kind === 'condition' ? [n] : []));
  const fieldOf = (form: FormSchema, id: string) => form.fields.find((f) => f.id === id);
  const defaults = (form: FormSchema): FormValues =>
    Object.fromEntries(conditions.flatMap((c) => c.branches.flatMap((b) => (b.when ? [[b.when.field, meeting(b.when, false, fieldOf(form, b.when.field))]] : []))));
  const walks: Walk[] = [{ service, route: 'default route', steer: defaults }];
  for (const condition of conditions) {
    for (const branch of condition.branches) {
      const when = branch.when;
      if (when) walks.push({ service, route: branch.label, steer: (form) => ({ ...defaults(form), [when.field]: meeting(when, true, fieldOf(form, when.field)) }) });
    }
  }
  return walks;
}

const walks = flatten(services).filter((s) => s.process).flatMap(walksOf);

describe('the demo campus, walked with the printed demo sign-ins', () => {
  let server: TestServer;
  const sessions = new Map<string, ApiClient>();

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  async function session(account: DemoAccount): Promise<ApiClient> {
    const open = sessions.get(account.account);
    if (open) return open;
    const api = await signedInClient(server.url, account);
    // One person with two identities signs in on their staff identity: the other is one switch away.
    if (api.cookies.get(USER_ID_COOKIE) !== account.account) {
      const switched = await api.call(calls.setIdentity, { uid: account.account });
      if (switched.body.e !== 0) throw new Error(`${account.name} could not switch to ${account.account}: ${switched.body.m}`);
    }
    sessions.set(account.account, api);
    return api;
  }

  async function upload(api: ApiClient, appId: number, field: { id: string; accept?: string[] }): Promise<FileRef> {
    const usePdf = !field.accept?.length || field.accept.includes('pdf');
    const form = new FormData();
    form.append('upfile', new Blob([usePdf ? pdf : png]), usePdf ? '证明材料.pdf' : '照片.png');
    const params = new URLSearchParams({ category: 'form', app_id: String(appId), field: field.id });
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${calls.upload.path}?${params}`, { method: 'POST', body: form, headers: { cookie } });
    const body = (await res.json()) as Envelope<{ id: string; original: string; size: number }>;
    if (body.e !== 0) throw new Error(`upload to ${field.id} refused: ${body.m}`);
    return { id: body.d.id, name: body.d.original, size: body.d.size };
  }

  const sources = (service: string, api: ApiClient, appId: number): ValueSources => ({
    file: (field) => upload(api, appId, field),
    person: (field) => ref(personFor(service, field.id)),
  });

  /** The pending approval tasks of an application and who holds them. */
  const pending = (instId: string) =>
    server.db
      .selectFrom('process_tasks')
      .innerJoin('users', 'users.uid', 'process_tasks.assignee_uid')
      .select(['process_tasks.id', 'process_tasks.node_id', 'process_tasks.node_name', 'process_tasks.assignee_uid', 'users.name'])
      .where('process_tasks.instance_id', '=', instId)
      .where('process_tasks.kind', '=', 'approve')
      .where('process_tasks.status', 'in', [0, 1])
      .orderBy('process_tasks.id')
      .execute();

  async function launch(walk: Walk): Promise<{ instId: string; applicant: ApiClient }> {
    const { service } = walk;
    const appId = (await server.db.selectFrom('apps').select('id').where('name', '=', service.name).executeTakeFirstOrThrow()).id;
    for (const [account, terminal] of launchers.flatMap((a) => (['pc', 'mobile'] as const).map((t) => [a, t] as const))) {
      const api = await session(account);
      const detail = await api.call<AppDetail>(calls.getAppDetail, { id: appId, terminal });
      if (detail.body.e !== 0 || detail.body.d.can_start !== 1) continue;
      const form = (await api.call<{ schema: FormSchema }>(calls.getAppForm, { app_id: appId })).body.d.schema;
      const values = { ...(await valuesFor(form, START_NODE, sources(service.name, api, appId))), ...walk.steer(form) };
      const choosing = nodesOf(service.process?.nodes ?? []).filter((n) => n.kind === 'approval' && n.approvers.type === 'initiator_choice');
      const chosen = Object.fromEntries(choosing.map((n) => [n.id, [personFor(service.name, n.id).account]]));
      const started = await api.call<{ inst_id: string }>(calls.startMatter, {
        app_id: appId, values: JSON.stringify(values), chosen: JSON.stringify(chosen), start_key: randomBytes(8).toString('hex'), terminal,
      });
      if (started.body.e !== 0) throw new Error(`${service.name}: ${account.name} could not launch it: ${started.body.m}`);
      return { instId: started.body.d.inst_id, applicant: api };
    }
    throw new Error(`${service.name}: no demo account may launch it`);
  }

  async function approve(service: string, api: ApiClient, instId: string, taskId: string): Promise<void> {
    const detail = (await api.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d;
    const task = detail.my_tasks.find((t) => t.task_id === taskId);
    if (!task) throw new Error(`${service}: task ${taskId} is not in its holder's view`);
    const values = await valuesFor(detail.form.schema, task.node_id, sources(service, api, detail.app_id));
    const chosen = Object.fromEntries(task.choose_next.map((n) => [n.node_id, [personFor(service, n.node_id).account]]));
    // A signature step is approved with the approver's signature ticked (sign 2); a countersign with 1.
    const sign = task.flags.includes(7) ? 2 : task.type === 3 ? 1 : undefined;
    const res = await api.call(calls.approveTask, {
      task_id: taskId, opinion: '同意', values: JSON.stringify(values), chosen: JSON.stringify(chosen), ...(sign ? { sign } : {}),
    });
    if (res.body.e !== 0) throw new Error(`${service}: approving “${task.node_name}” failed: ${res.body.m}`);
  }

  it('walks each service along each of its routes', () => {
    expect(walks.length).toBeGreaterThanOrEqual(25);
  });

  it.each(walks.map((w) => [w.service.name, w.route, w] as const))('%s (%s) is completed with the demo sign-ins', async (name, _route, walk) => {
    const { instId, applicant } = await launch(walk);
    for (let step = 0; step < 30; step++) {
      const status = (await applicant.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d.status;
      if (status !== 0) {
        expect([name, status]).toEqual([name, 2]);
        return;
      }
      const tasks = await pending(instId);
      const held = tasks.find((t) => byAccount.has(t.assignee_uid));
      if (!held) {
        const waiting = tasks.map((t) => `“${t.node_name}” waits on ${t.name} (${t.assignee_uid})`).join('; ');
        throw new Error(`${name}: step ${waiting || '(none open)'}, with no demo sign-in`);
      }
      await approve(name, await session(byAccount.get(held.assignee_uid) as DemoAccount), instId, String(held.id));
    }
    throw new Error(`${name}: not completed after 30 approvals`);
  });
});
