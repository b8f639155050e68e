/**
 * The message centre's calls (spec §3 Unread counts, §4 message types): a user's messages by type a page at a time,
 * where each leads, marking one or all read; only the recipient may touch a message; the unread counts stay exact
 * against the lists through any sequence of new and read messages.
 */
import fc from 'fast-check';
import { calls } from '../../contract';
import type { Message } from '../../contract/calls/messages';
import { messageTarget } from '../../contract/rules/message-target';
import { sendMessages, type MessageType } from '../../server/src/modules/messages/messages.service';
import { UNREAD_CACHE_MS } from '../../server/src/modules/messages/unread-counts';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { applyForCertificate, certificateWithOneStep } from '../support/certificate';
import { describeOnSharedRedis, engines, startTestServer, twoProcessesOnRedis, type TestServer } from '../support/test-server';

type Page = { list: Message[]; total: number; p: number; page_size: number };
type Counts = Record<string, number>;

const FORBIDDEN = { e: 403, m: '没有权限执行此操作', d: null };

describe.each(engines)('the message centre on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let staff: ApiClient;
  let dorm: ApiClient;
  let appId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    student = await signedInClient(server.url, demoAccounts.student);
    staff = await signedInClient(server.url, demoAccounts.staff);
    dorm = await signedInClient(server.url, demoAccounts.dormManager);
    appId = await certificateWithOneStep(server);
  });
  afterAll(() => server?.close());

  const start = () => applyForCertificate(server, student, appId);

  const list = async (api: ApiClient, mtype: number, p = 1, pageSize = 10) => (await api.call<Page>(calls.getMessageList, { mtype, p, page_size: pageSize })).body;

  /** Every message of a type, page after page. */
  async function all(api: ApiClient, mtype: number): Promise<Message[]> {
    const found: Message[] = [];
    for (let p = 1; ; p += 1) {
      const page = (await list(api, mtype, p, 100)).d;
      found.push(...page.list);
      if (found.length >= page.total || page.list.length === 0) return found;
    }
  }

  it('pages one type of messages newest first, with the total on every page', async () => {
    const before = (await list(dorm, 4)).d.total;
    await sendMessages(server.db, Array.from({ length: 12 }, (_, i) => ({ to: demoAccounts.dormManager.account, type: 4 as const, title: `催办 ${i}` })));
    const first = await list(dorm, 4, 1, 5);
    expect(first.e).toBe(0);
    expect(first.d).toMatchObject({ total: before + 12, p: 1, page_size: 5 });
    expect(first.d.list.map((m) => m.title)).toEqual(['催办 11', '催办 10', '催办 9', '催办 8', '催办 7']);
    expect(first.d.list.every((m) => m.type === 4 && m.is_read === 0 && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(m.created))).toBe(true);
    const third = await list(dorm, 4, 3, 5);
    // The demo's older messages follow.
    expect(third.d.list.map((m) => m.title).slice(0, 2)).toEqual(['催办 1', '催办 0']);
    expect((await list(dorm, 4, 9, 5)).d).toMatchObject({ list: [], total: before + 12 });
    // The other types are not in it.
    expect((await all(dorm, 3)).some((m) => m.title.startsWith('催办'))).toBe(false);
  });

  it('leads the approver to the task and the applicant to the application, and counts them unread until opened', async () => {
    // The approver's counts are cached now; the application's commit drops them.
    const before = (await staff.call<Counts>(calls.messageCount)).body.d['2'];
    const instId = await start();

    const task = (await all(staff, 2)).find((m) => m.about.id === instId);
    expect(task).toMatchObject({ type: 2, is_read: 0, about: { kind: 'todo', id: instId } });
    expect(task!.title).toContain('您有新的待办');
    expect(messageTarget(task!.about, false)).toEqual({ route: '/matter/examine', query: { inst_id: instId, type: 'todo' } });
    const submitted = (await all(student, 1)).find((m) => m.about.id === instId);
    expect(submitted).toMatchObject({ type: 1, about: { kind: 'launch', id: instId } });

    const unread = (await staff.call<Counts>(calls.messageCount)).body.d['2'];
    expect(unread).toBe(before + 1);
    expect((await staff.call(calls.readMessage, { id: task!.id })).body).toMatchObject({ e: 0 });
    expect((await staff.call<Counts>(calls.messageCount)).body.d['2']).toBe(unread - 1);
    expect((await all(staff, 2)).find((m) => m.id === task!.id)?.is_read).toBe(1);
    // Reading it again changes nothing.
    expect((await staff.call(calls.readMessage, { id: task!.id })).body.e).toBe(0);
    expect((await staff.call<Counts>(calls.messageCount)).body.d['2']).toBe(unread - 1);

    // Sent back to the applicant: the message opens the reject/resubmit view.
    const taskId = (await server.db.selectFrom('process_tasks').select('id').where('instance_id', '=', instId).executeTakeFirstOrThrow()).id;
    expect((await staff.call(calls.rejectTask, { task_id: taskId, opinion: '请补充用途' })).body.e).toBe(0);
    const back = (await all(student, 2)).find((m) => m.about.id === instId);
    expect(back).toMatchObject({ about: { kind: 'reject', id: instId } });
    expect(messageTarget(back!.about, true)).toEqual({ route: '/matter/m_rejectStep', query: { inst_id: instId, type: 'reject' } });
  });

  it('leads an approver whose step the application was sent back to the reject view', async () => {
    await publishProcess(server.db, appId, {
      nodes: [
        { kind: 'approval', id: 'registry', name: '教务处审核', approvers: { type: 'users', uids: [demoAccounts.staff.account] }, mode: 'sequential' },
        { kind: 'approval', id: 'check', name: '复核', approvers: { type: 'users', uids: [demoAccounts.dormManager.account] }, mode: 'sequential' },
      ],
    });
    const instId = await start();
    const openTask = async () =>
      (await server.db.selectFrom('process_tasks').select('id').where('instance_id', '=', instId).where('status', 'in', [0, 1]).executeTakeFirstOrThrow()).id;
    expect((await staff.call(calls.approveTask, { task_id: await openTask(), opinion: '同意' })).body.e).toBe(0);
    expect((await dorm.call(calls.rejectTask, { task_id: await openTask(), opinion: '请重新审核', to: 'registry' })).body.e).toBe(0);
    const [newest] = (await list(staff, 2)).d.list;
    expect(newest).toMatchObject({ title: expect.stringContaining('您有新的待办'), about: { kind: 'reject', id: instId } });
  });

  it("refuses another user's message exactly as one that does not exist, and bad input with the envelope", async () => {
    await sendMessages(server.db, [{ to: demoAccounts.student.account, type: 3, title: '仅学生可读' }]);
    const mine = (await all(student, 3)).find((m) => m.title === '仅学生可读')!;
    const foreign = await staff.call(calls.readMessage, { id: mine.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(FORBIDDEN);
    expect((await staff.call(calls.readMessage, { id: '999999999999' })).body).toEqual(FORBIDDEN);
    expect((await all(student, 3)).find((m) => m.id === mine.id)?.is_read).toBe(0);

    for (const bad of [{ mtype: 5 }, { mtype: 'x' }, {}, { mtype: 1, p: 0 }, { mtype: 1, page_size: 1000 }]) {
      const res = await student.call(calls.getMessageList, bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ e: expect.any(Number), d: null });
      expect(res.body.m).toEqual(expect.any(String));
    }
    expect((await student.call(calls.readAllMessages, { mtype: 9 })).status).toBe(400);
    expect((await student.call(calls.readMessage, { id: '' })).status).toBe(400);
    expect((await new ApiClient(server.url).call(calls.getMessageList, { mtype: 1 })).body.e).toBe(10042);
  });

  it('marks every message of one type read, or all of them', async () => {
    await sendMessages(server.db, [
      { to: demoAccounts.dormManager.account, type: 1, title: 'a' },
      { to: demoAccounts.dormManager.account, type: 3, title: 'b' },
    ]);
    const before = (await dorm.call<Counts>(calls.messageCount)).body.d;
    const read = await dorm.call<{ read: number }>(calls.readAllMessages, { mtype: 3 });
    expect(read.body.d.read).toBe(before['3']);
    expect((await dorm.call<Counts>(calls.messageCount)).body.d).toEqual({ ...before, 3: 0 });
    await dorm.call(calls.readAllMessages);
    expect((await dorm.call<Counts>(calls.messageCount)).body.d).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    expect((await dorm.call<{ messagge: number }>(calls.getunreadData)).body.d.messagge).toBe(0);
  });

  it('keeps messageCount and getunreadData.messagge exact against the lists through random new and read messages', async () => {
    const people = [
      { account: demoAccounts.dormManager.account, api: dorm },
      { account: demoAccounts.student.account, api: student },
    ];
    const step = fc.oneof(
      fc.record({ op: fc.constant('send' as const), who: fc.nat(1), type: fc.constantFrom<MessageType>(1, 2, 3, 4), n: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ op: fc.constant('read' as const), who: fc.nat(1), type: fc.constantFrom<MessageType>(1, 2, 3, 4), pick: fc.nat() }),
      fc.record({ op: fc.constant('readAll' as const), who: fc.nat(1), type: fc.option(fc.constantFrom<MessageType>(1, 2, 3, 4), { nil: undefined }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const s of steps) {
          const { account, api } = people[s.who];
          // Each step asks the counts first, so a stale cached count would show in the check below.
          await api.call(calls.messageCount);
          if (s.op === 'send') await sendMessages(server.db, Array.from({ length: s.n }, () => ({ to: account, type: s.type, title: '随机消息' })));
          else if (s.op === 'readAll') await api.call(calls.readAllMessages, s.type ? { mtype: s.type } : {});
          else {
            const unread = (await list(api, s.type, 1, 100)).d.list.filter((m) => m.is_read === 0);
            if (unread.length) await api.call(calls.readMessage, { id: unread[s.pick % unread.length].id });
          }
        }
        for (const { api } of people) {
          const counts = (await api.call<Counts>(calls.messageCount)).body.d;
          const listed: Counts = {};
          for (const type of [1, 2, 3, 4]) listed[type] = (await all(api, type)).filter((m) => m.is_read === 0).length;
          expect(counts).toEqual(listed);
          expect((await api.call<{ messagge: number }>(calls.getunreadData)).body.d.messagge).toBe(Object.values(listed).reduce((a, b) => a + b, 0));
        }
      }),
      { numRuns: 15 },
    );
  });
});

describeOnSharedRedis('unread counts across two server processes on one Redis', () => {
  const processes = twoProcessesOnRedis();

  it('shows a message created or read through one process in the other at once, within its cache time', async () => {
    const { first, second } = processes;
    const [here, there] = [await signedInClient(first.url, demoAccounts.dormManager), await signedInClient(second.url, demoAccounts.dormManager)];
    const count = async (api: ApiClient) => (await api.call<Counts>(calls.messageCount)).body.d['4'];
    const before = await count(there);
    // Both processes hold the count now; a message written through the first reaches the second's at once.
    expect(await count(here)).toBe(before);
    await sendMessages(first.db, [{ to: demoAccounts.dormManager.account, type: 4, title: '跨进程' }]);
    // Well within the cache time: the change was heard, not waited out.
    const deadline = Date.now() + UNREAD_CACHE_MS / 2;
    while ((await count(there)) !== before + 1 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(await count(there)).toBe(before + 1);
    expect((await there.call<{ messagge: number }>(calls.getunreadData)).body.d.messagge).toBeGreaterThan(0);

    // Read through the second: the first's count drops.
    const message = (await there.call<Page>(calls.getMessageList, { mtype: 4 })).body.d.list.find((m) => m.title === '跨进程')!;
    expect(await count(here)).toBe(before + 1);
    expect((await there.call(calls.readMessage, { id: message.id })).body.e).toBe(0);
    const until = Date.now() + UNREAD_CACHE_MS / 2;
    while ((await count(here)) !== before && Date.now() < until) await new Promise((r) => setImmediate(r));
    expect(await count(here)).toBe(before);
  });
});
