/** SLA timers on the campus calendar: deadlines skip holidays, and a timeout does what the node says, once. */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import { startJobRunner } from '../../server/src/jobs';
import { slaTimes } from '../../server/src/workflow-runtime/sla';
import { mattersJobs } from '../../server/src/modules/matters/matter-flow';
import { currentProcess, publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import type { ProcessNode } from '../../contract/process/definition';
import { ApiClient } from '../support/http-client';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';

const campus = (text: string) => new Date(`${text}+08:00`);
const campusText = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(bothEngines)('SLA timers on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  it('puts a deadline that meets the National Day holiday after it', async () => {
    // 1.5 working hours on 30 September, none from 1 to 7 October, then 4 + 2.5 on the 8th.
    const { dueAt, warnAt } = await slaTimes(server.db, campus('2026-09-30T16:00:00'), 8);
    expect(campusText(dueAt)).toBe('2026-10-08 16:30');
    expect(campusText(warnAt)).toBe('2026-10-08 14:30');
  });

  it('approves automatically at the deadline where the node says so, shown as automatic, and only once', async () => {
    const app = await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow();
    const process = await currentProcess(server.db, app.id);
    const timed = (nodes: ProcessNode[]): ProcessNode[] =>
      nodes.map((n) => (n.kind === 'approval' ? { ...n, sla_hours: 8, sla_action: 'approve' as const } : n.kind === 'cc' ? n : { ...n, branches: n.branches.map((b) => ({ ...b, nodes: timed(b.nodes) })) }));
    await publishProcess(server.db, app.id, { nodes: timed(process!.definition.nodes) });

    const student = new ApiClient(server.url);
    await student.call(calls.login, { username: demoAccounts.student.account, password: demoAccounts.student.password });
    const form = await server.db.selectFrom('form_versions').select('schema').where('app_id', '=', app.id).orderBy('version', 'desc').executeTakeFirstOrThrow();
    const purpose = form.schema.fields.find((f) => f.id === 'form1_1');
    const values = { form1_1: purpose && 'options' in purpose ? purpose.options[0].value : '', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
    const started = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: app.id, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(started.body.e).toBe(0);

    const later = new Date(Date.now() + 60 * 86_400_000);
    const runner = startJobRunner(server.db, mattersJobs, { pollMs: 0, now: () => later });
    let ran = 0;
    for (let n = await runner.runDue(); n > 0; n = await runner.runDue()) ran += n;
    await runner.stop();
    expect(ran).toBeGreaterThan(0);

    const instance = await server.db.selectFrom('process_instances').select('status').where('id', '=', started.body.d.inst_id).executeTakeFirstOrThrow();
    expect(instance.status).toBe(2);
    const steps = await server.db.selectFrom('process_steps').select(['action', 'actor_uid']).where('instance_id', '=', started.body.d.inst_id).orderBy('seq').execute();
    const automatic = steps.filter((s) => s.action === 'timeoutApprove');
    expect(automatic.length).toBeGreaterThan(0);
    expect(automatic.every((s) => s.actor_uid === null)).toBe(true);
    const warnings = await server.db.selectFrom('messages').select('title').where('type', '=', 4).where('title', 'like', '待办即将超时%').execute();
    expect(warnings.length).toBeGreaterThan(0);

    // Nothing is left to fire twice.
    const again = startJobRunner(server.db, mattersJobs, { pollMs: 0, now: () => new Date(later.getTime() + 86_400_000) });
    expect(await again.runDue()).toBe(0);
    await again.stop();
  });
});
