/** The route preview: who will handle each step for these values, and when the application is likely finished. */
import { calls } from '../../contract';
import { setDayKind } from '../../server/src/modules/calendar/calendar.service';
import { currentProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import type { Condition, ProcessNode } from '../../contract/process/definition';
import { ApiClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface RouteView {
  nodes: { node_id: string; node_name: string; kind: string; approvers: { uid: string; name: string }[]; expected_at: string }[];
  finish_at: string;
}

function firstAmountCondition(nodes: ProcessNode[]): Condition | undefined {
  for (const node of nodes) {
    if (node.kind === 'condition') {
      const when = node.branches.find((b) => b.when && (b.when.op === 'gt' || b.when.op === 'gte'))?.when;
      if (when) return when;
    }
    if (node.kind === 'condition' || node.kind === 'parallel') {
      const inner = firstAmountCondition(node.branches.flatMap((b) => b.nodes));
      if (inner) return inner;
    }
  }
  return undefined;
}

describe.each(engines)('the route preview on %s', (engine) => {
  let server: TestServer;
  let staff: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    staff = new ApiClient(server.url);
    await staff.call(calls.login, { username: demoAccounts.staff.account, password: demoAccounts.staff.password });
  });
  afterAll(() => server?.close());

  async function reimbursement() {
    const app = await server.db.selectFrom('apps').select('id').where('name', '=', '差旅费报销').executeTakeFirstOrThrow();
    const process = await currentProcess(server.db, app.id);
    const condition = firstAmountCondition(process!.definition.nodes);
    if (!condition) throw new Error('the reimbursement process has no amount branch');
    return { appId: app.id, field: condition.field, limit: Number(condition.value) };
  }

  const preview = (appId: number, values: Record<string, unknown>) =>
    staff.call<RouteView>(calls.previewRoute, { app_id: appId, values: JSON.stringify(values) });

  it('names the people of each step, and a large amount takes a longer route', async () => {
    const { appId, field, limit } = await reimbursement();
    const small = await preview(appId, { [field]: Math.max(0, limit - 1) });
    const large = await preview(appId, { [field]: limit + 1000 });
    expect(small.body.e).toBe(0);
    const approvals = small.body.d.nodes.filter((n) => n.kind === 'approval');
    expect(approvals.length).toBeGreaterThan(0);
    expect(approvals.every((n) => n.approvers.length > 0 && n.approvers.every((a) => a.name.length > 0))).toBe(true);
    const smallIds = small.body.d.nodes.map((n) => n.node_id);
    const largeIds = large.body.d.nodes.map((n) => n.node_id);
    expect(largeIds).not.toEqual(smallIds);
    expect(largeIds.length).toBeGreaterThan(smallIds.length);
    expect(large.body.d.finish_at >= small.body.d.finish_at).toBe(true);
  });

  it('moves the likely finish when a vacation is added on the way', async () => {
    const { appId, field, limit } = await reimbursement();
    const before = await preview(appId, { [field]: limit + 1000 });
    const days: string[] = [];
    for (let i = 0; i < 14; i++) days.push(new Date(Date.now() + (8 + i * 24) * 3_600_000).toISOString().slice(0, 10));
    try {
      for (const day of days) await setDayKind(server.db, day, 'vacation', { name: '测试假期' });
      const after = await preview(appId, { [field]: limit + 1000 });
      expect(after.body.d.finish_at > before.body.d.finish_at).toBe(true);
    } finally {
      for (const day of days) await setDayKind(server.db, day, null);
    }
  });

  it('gives a step whose approver the applicant has yet to choose its own time, not the present moment', async () => {
    const room = await server.db.selectFrom('apps').select('id').where('name', '=', '教室借用').executeTakeFirstOrThrow();
    // An hour from now on the campus clock: the step's own handling time lies beyond it, whatever the time of day.
    const hourOn = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const res = await preview(room.id, {});
    expect(res.body.e).toBe(0);
    const [adviser, allocate] = res.body.d.nodes;
    expect(adviser).toMatchObject({ node_id: 'adviser', approvers: [] });
    // Its handling time lies ahead, and before the next step is done.
    expect(adviser.expected_at > hourOn).toBe(true);
    expect(allocate.expected_at > adviser.expected_at).toBe(true);
  });

  it('shows the remaining route only to people taking part', async () => {
    const leave = await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow();
    const student = new ApiClient(server.url);
    await student.call(calls.login, { username: demoAccounts.student.account, password: demoAccounts.student.password });
    const values = {
      form1_1: 'personal', form1_2: ['2026-12-01 08:00', '2026-12-03 18:00'], form1_3: 2, form1_4: 'no',
      form1_6: '家中有事需要回家处理', form1_7: '王建国', form1_8: '13912345678',
    };
    const started = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: leave.id, values: JSON.stringify(values) });
    expect(started.body.e).toBe(0);
    const route = await student.call<RouteView>(calls.getMatterRoute, { inst_id: started.body.d.inst_id });
    expect(route.body.d.nodes.length).toBeGreaterThan(0);
    expect(route.body.d.nodes[0].approvers.length).toBeGreaterThan(0);
    const stranger = new ApiClient(server.url);
    await stranger.call(calls.login, { username: demoAccounts.guest.account, password: demoAccounts.guest.password });
    for (const id of [started.body.d.inst_id, 'abc', '99999999999']) {
      const refused = await stranger.call(calls.getMatterRoute, { inst_id: id });
      expect(refused.status).toBe(403);
      expect(refused.body.m).toBe('没有权限执行此操作');
    }
  });
});
