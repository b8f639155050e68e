/**
 * Printed records and receipts over HTTP: a leave request taken to the end is downloaded as a PDF whose text holds the
 * service and the values; only its participants get it; its receipt checks by code and by token,
 * a changed token or an unknown code does not, and a record that moves on no longer reads as its receipt says.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { ReceiptCheck } from '../../contract/calls/receipts';
import type { TodoItem } from '../../contract/calls/matters';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { canonicalJson, receiptToken } from '../../server/src/modules/receipts/receipt-signing';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'Receipts@2026';

function leaveValues(days: number) {
  return {
    form1_1: 'sick',
    form1_2: ['2026-12-01 08:00', `2026-12-${String(1 + days).padStart(2, '0')} 18:00`],
    form1_3: days,
    form1_4: 'no',
    form1_6: '感冒发烧需要回家休息治疗',
    form1_7: '王建国',
    form1_8: '13912345678',
  };
}

describe.each(engines)('printed records and receipts on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let head: ApiClient;
  let dean: ApiClient;
  let counsellor: ApiClient;
  let leaveId: number;
  let workDir: string;

  async function person(uid: string): Promise<ApiClient> {
    await server.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('uid', '=', uid).execute();
    return signedInClient(server.url, { account: uid, password: PASSWORD });
  }

  beforeAll(async () => {
    server = await startTestServer({ engine });
    workDir = mkdtempSync(path.join(tmpdir(), 'receipts-'));
    student = await signedInClient(server.url, demoAccounts.student);
    const me = await server.db.selectFrom('users').select('department_id').where('uid', '=', demoAccounts.student.account).executeTakeFirstOrThrow();
    const department = await server.db.selectFrom('departments').select('head_uid').where('id', '=', me.department_id).executeTakeFirstOrThrow();
    const holder = async (post: string) =>
      (await server.db.selectFrom('user_posts').select('uid').where('post', '=', post).where('department_id', '=', me.department_id).executeTakeFirstOrThrow()).uid;
    head = await person(department.head_uid!);
    dean = await person(await holder('dean'));
    counsellor = await person(await holder('counsellor'));
    leaveId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    rmSync(workDir, { recursive: true, force: true });
    await server?.close();
  });

  const start = async (days: number) => {
    const res = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(leaveValues(days)), start_key: randomBytes(8).toString('hex'), terminal: 'pc' });
    expect(res.body.e).toBe(0);
    return res.body.d.inst_id;
  };

  async function approve(api: ApiClient, instId: string, opinion = ''): Promise<void> {
    const todo = await api.call<{ list: TodoItem[] }>(calls.getMyTodo, { page_size: 100 });
    const task = todo.body.d.list.find((t) => t.inst_id === instId);
    if (!task) throw new Error(`no to-do for ${instId}`);
    expect((await api.call(calls.approveTask, { task_id: task.task_id, opinion })).body.e).toBe(0);
  }

  /** GET getMatterPdf with the client's cookies: the raw answer. `query`: more of the address, as a link carries it. */
  async function pdfOf(api: ApiClient, instId: string, lang = 'zh-CN', query = '') {
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${calls.getMatterPdf.path}?inst_id=${instId}${query}`, { headers: { cookie, 'accept-language': lang } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  function textOf(bytes: Buffer): string {
    const file = path.join(workDir, `${randomBytes(4).toString('hex')}.pdf`);
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  }

  const verify = (payload: Record<string, string | undefined>, lang = 'zh-CN') => new ApiClient(server.url).call<ReceiptCheck>(calls.verifyReceipt, payload, { 'accept-language': lang });

  async function storedToken(code: string): Promise<string> {
    const row = await server.db.selectFrom('receipts').select(['content', 'signature']).where('code', '=', code.replace(/-/g, '')).executeTakeFirstOrThrow();
    return receiptToken({ text: canonicalJson(row.content), signature: row.signature });
  }

  it('prints a completed leave request with its service, values, history and receipt, and verifies its receipt', async () => {
    const instId = await start(2);
    await approve(head, instId, '同意，注意休息');
    await approve(dean, instId);
    await approve(counsellor, instId);

    const pdf = await pdfOf(student, instId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(`学生请假申请-${instId}.pdf`)}`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const code = pdf.headers.get('x-receipt-code') ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const text = textOf(pdf.bytes);

    for (const shown of ['学生请假申请', '王思远的学生请假申请', instId, '病假', '感冒发烧需要回家休息治疗', '王建国', '13912345678', '2026-12-01 至 2026-12-03', '同意，注意休息', '院系负责人审批', '已办结', code, '审批记录', '办理流程']) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/扫码或访问 http:\/\/127\.0\.0\.1:\d+\/v2\/matter\/verify 输入校验码核验/);
    expect(text).toMatch(/第 ?1 ?\/ ?\d+ ?页/);

    const byCode = await verify({ code });
    expect(byCode.body).toMatchObject({
      e: 0,
      d: { valid: 1, reason: '', app_name: '学生请假申请', applicant: '王*远', status: 2, status_text: '已办结', code, current: 1 },
    });
    expect(byCode.body.d.finished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byCode.body.d.issued).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Typed as people type it.
    expect((await verify({ code: code.toLowerCase().replace(/-/g, '') })).body.d.valid).toBe(1);

    const token = await storedToken(code);
    const byToken = await verify({ r: token }, 'en-US');
    expect(byToken.body.d).toMatchObject({ valid: 1, reason: '', applicant: '王*远', status: 2, status_text: 'Completed', code, current: 1 });

    // One character of the content changed: the signature no longer holds.
    const [body, sig] = token.split('.');
    const at = Math.floor(body.length / 2);
    const tampered = `${body.slice(0, at)}${body[at] === 'A' ? 'B' : 'A'}${body.slice(at + 1)}.${sig}`;
    expect((await verify({ r: tampered })).body.d).toMatchObject({ valid: 0, reason: '回执签名无效，内容可能被篡改', app_name: '', applicant: '' });
    expect((await verify({ r: tampered }, 'en')).body.d.reason).toBe('The receipt’s signature is not valid: its content may have been altered');

    // The same record printed again keeps its receipt.
    const again = await pdfOf(student, instId);
    expect(again.headers.get('x-receipt-code')).toBe(code);
    const rows = await server.db.selectFrom('receipts').select('code').where('instance_id', '=', instId).execute();
    expect(rows).toHaveLength(1);
  });

  it('prints the record in the language the reader chose in the portal, which a download link carries, whatever the browser asks for', async () => {
    const instId = await start(2);
    const english = textOf((await pdfOf(student, instId, 'zh-CN,zh;q=0.9', '&lang=en')).bytes);
    for (const shown of ['Demo University Online Service Hall', 'Student leave request', 'Approval history', 'Head of department approval']) expect(english).toContain(shown);
    // The title is the applicant's (王思远的学生请假申请); the service, steps and headings are the reader's.
    expect(english).not.toMatch(/^学生请假申请$|院系负责人审批|审批记录|示范大学网上办事大厅/m);
    const chinese = textOf((await pdfOf(student, instId, 'en', '&lang=zh')).bytes);
    expect(chinese).toContain('学生请假申请');
  });

  it('gives the record to its participants, and to nobody else (an administrator included)', async () => {
    const instId = await start(2);
    await approve(head, instId);
    expect((await pdfOf(head, instId)).status).toBe(200);
    const admin = await signedInClient(server.url, demoAccounts.admin);
    expect((await pdfOf(admin, instId)).status).toBe(403);
    const inEnglish = await pdfOf(head, instId, 'en-US');
    expect(inEnglish.status).toBe(200);
    const english = textOf(inEnglish.bytes);
    for (const shown of ['Approval history', 'In progress', 'Sick leave', 'Dean approval', 'Current step']) expect(english).toContain(shown);

    const stranger = await signedInClient(server.url, demoAccounts.guest);
    for (const id of [instId, '999999999', 'not-an-id']) {
      const refused = await pdfOf(stranger, id);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(refused.bytes.toString('utf8'))).toEqual({ e: 403, m: '没有权限执行此操作', d: null });
    }
    const anonymous = await pdfOf(new ApiClient(server.url), instId);
    expect(JSON.parse(anonymous.bytes.toString('utf8')).e).toBe(10042);
  });

  it('says when the application no longer reads as its receipt, and a new print issues a new receipt', async () => {
    const instId = await start(2);
    const first = (await pdfOf(student, instId)).headers.get('x-receipt-code') ?? '';
    expect((await verify({ code: first })).body.d).toMatchObject({ valid: 1, status: 0, status_text: '办理中', finished: '', current: 1 });
    await approve(head, instId, '同意');
    expect((await verify({ code: first })).body.d).toMatchObject({ valid: 1, status: 0, current: 0 });
    const second = (await pdfOf(student, instId)).headers.get('x-receipt-code');
    expect(second).not.toBe(first);
    expect((await verify({ code: second ?? '' })).body.d).toMatchObject({ valid: 1, current: 1 });
  });

  it("states the application's status today beside the receipt's: a receipt of 办理中 reads 已撤回 or 已终止 once it was withdrawn or ended", async () => {
    const withdrawn = await start(2);
    const withdrawnCode = (await pdfOf(student, withdrawn)).headers.get('x-receipt-code') ?? '';
    expect((await verify({ code: withdrawnCode })).body.d).toMatchObject({ status: 0, status_text: '办理中', current: 1, current_status: 0, current_status_text: '办理中' });
    expect((await student.call(calls.withdrawMatter, { inst_id: withdrawn })).body.e).toBe(0);
    expect((await verify({ code: withdrawnCode })).body.d).toMatchObject({ valid: 1, status: 0, status_text: '办理中', current: 0, current_status: 4, current_status_text: '已撤回' });
    expect((await verify({ code: withdrawnCode }, 'en')).body.d).toMatchObject({ status_text: 'In progress', current_status: 4, current_status_text: 'Withdrawn' });

    const ended = await start(2);
    const endedCode = (await pdfOf(student, ended)).headers.get('x-receipt-code') ?? '';
    expect((await student.call(calls.terminateMatter, { inst_id: ended, opinion: '不再需要' })).body.e).toBe(0);
    expect((await verify({ code: endedCode })).body.d).toMatchObject({ status_text: '办理中', current: 0, current_status: 1, current_status_text: '已终止' });
    expect((await verify({ code: '0000-0000-0000' })).body.d).toMatchObject({ valid: 0, current_status: null, current_status_text: '' });
  });

  it('answers an unknown code with no receipt, a stored receipt changed in the database as altered, and bad input with a readable error', async () => {
    expect((await verify({ code: '0000-0000-0000' })).body).toMatchObject({ e: 0, d: { valid: 0, reason: '未找到该回执', current: 0 } });
    expect((await verify({ code: 'ZZZZ-ZZZZ-ZZZU' })).body.d).toMatchObject({ valid: 0, reason: '未找到该回执' });
    expect((await verify({ code: '0000-0000-0000' }, 'en')).body.d.reason).toBe('No receipt with this code was found');

    const instId = await start(3);
    const code = (await pdfOf(student, instId)).headers.get('x-receipt-code') ?? '';
    const stored = code.replace(/-/g, '');
    const row = await server.db.selectFrom('receipts').select('content').where('code', '=', stored).executeTakeFirstOrThrow();
    await server.db.updateTable('receipts').set({ content: JSON.stringify({ ...(row.content as object), status: 2 }) }).where('code', '=', stored).execute();
    expect((await verify({ code })).body.d).toMatchObject({ valid: 0, reason: '回执签名无效，内容可能被篡改' });

    for (const bad of [{}, { code: 'abc' }, { code: '0000-0000-0000-0000' }, { r: 'no-dot' }, { r: 'a.b.c' }, { r: 'x'.repeat(5000) + '.y' }]) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(res.body.e).not.toBe(0);
      expect(res.body.m).toMatch(/\S/);
      expect(res.body.d).toBeNull();
    }
    const garbage = await verify({ r: 'e30.AAAA' });
    expect(garbage.body).toMatchObject({ e: 0, d: { valid: 0, reason: '回执签名无效，内容可能被篡改' } });
  });
});

describe('the printed record of an installation with PUBLIC_URL', () => {
  it("sends the QR code's reader to PUBLIC_URL, not to the address the request came to", async () => {
    const server = await startTestServer({ config: { publicUrl: 'https://hall.example.edu.cn' } });
    const workDir = mkdtempSync(path.join(tmpdir(), 'receipts-'));
    try {
      const student = await signedInClient(server.url, demoAccounts.student);
      const leaveId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
      const started = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(leaveValues(1)), start_key: randomBytes(8).toString('hex'), terminal: 'pc' });
      const cookie = [...student.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(`${server.url}${calls.getMatterPdf.path}?inst_id=${started.body.d.inst_id}`, { headers: { cookie } });
      const file = path.join(workDir, 'record.pdf');
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text).toContain('扫码或访问 https://hall.example.edu.cn/v2/matter/verify 输入校验码核验');
    } finally {
      rmSync(workDir, { recursive: true, force: true });
      await server.close();
    }
  });
});
