/**
 * What the applicant reads once an approver has filled in a field of a later step: the classroom booking's 安排教室
 * is on the applicant's page (getMatterDetail, which the page and its print draw) and in the PDF record.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '../../contract';
import type { MatterDetail } from '../../contract/calls/matters';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const ROOM = '第三教学楼 B305';

const bookingValues = {
  form1_1: 't3',
  form1_2: 'B305',
  form1_3: ['2026-12-03 14:00', '2026-12-03 16:00'],
  form1_4: 40,
  form1_5: 'lecture',
  form1_6: '人工智能前沿讲座',
  form1_8: 'yes',
  form1_9: '13900139001',
};

describe.each(engines)('what the applicant reads on %s', (engine) => {
  let server: TestServer;
  let workDir: string;
  let student: ApiClient;
  let adviser: ApiClient;
  let allocator: ApiClient;
  let bookingId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    workDir = mkdtempSync(path.join(tmpdir(), 'applicant-view-'));
    student = await signedInClient(server.url, demoAccounts.student);
    adviser = await signedInClient(server.url, demoAccounts.lecturerStaff);
    // 教务处's classroom officer is the demo staff account.
    allocator = await signedInClient(server.url, demoAccounts.staff);
    bookingId = (await server.db.selectFrom('apps').select('id').where('name', '=', '教室借用').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    rmSync(workDir, { recursive: true, force: true });
    await server?.close();
  });

  const detail = async (api: ApiClient, instId: string) => (await api.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d;

  async function pdfText(api: ApiClient, instId: string): Promise<string> {
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${calls.getMatterPdf.path}?inst_id=${instId}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const file = path.join(workDir, `${randomBytes(4).toString('hex')}.pdf`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  }

  it('shows the applicant the room Academic Affairs allocated, on the page and in the PDF, and not before it is filled', async () => {
    const started = await student.call<{ inst_id: string }>(calls.startMatter, {
      app_id: bookingId,
      values: JSON.stringify(bookingValues),
      chosen: JSON.stringify({ adviser: [demoAccounts.lecturerStaff.account] }),
      start_key: randomBytes(8).toString('hex'),
    });
    expect(started.body.e).toBe(0);
    const instId = started.body.d.inst_id;
    const before = await detail(student, instId);
    expect(before.form.schema.fields.map((f) => f.label)).not.toContain('安排教室');

    const review = await detail(adviser, instId);
    expect((await adviser.call(calls.approveTask, { task_id: review.my_tasks[0].task_id, opinion: '同意' })).body.e).toBe(0);
    const allocate = await detail(allocator, instId);
    const allocated = await allocator.call(calls.approveTask, { task_id: allocate.my_tasks[0].task_id, opinion: '已安排', values: JSON.stringify({ form1_10: ROOM }) });
    expect(allocated.body.e).toBe(0);

    const after = await detail(student, instId);
    expect(after.status).toBe(2);
    expect(after.form.schema.fields.map((f) => f.label)).toContain('安排教室');
    expect(after.values.form1_10).toBe(ROOM);
    const text = await pdfText(student, instId);
    expect(text).toContain('安排教室');
    expect(text).toContain(ROOM);
  });
});
