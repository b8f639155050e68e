/**
 * Official documents through real HTTP: 教务处's head drafts a dispatch, 计算机科学与技术学院's head countersigns it
 * with a correction (kept as a version), the vice-president signs it off and it is issued with the office's next
 * number and a sealed PDF that verifies; the school's clerk signs for it and forwards it; the readers read it and
 * the trail shows every step. A returned dispatch comes back to its drafter and goes on when resubmitted. 50 issues
 * of one office at once get 50 consecutive numbers. Nobody without the document permit gets in, and a staff member
 * who is neither a participant nor a recipient cannot open a document by id.
 */
import { createHash } from 'node:crypto';
import { calls } from '../../contract';
import type { DocumentDetail, DocumentItem, NumberRule } from '../../contract/calls/documents';
import type { CallDef } from '../../contract/call';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { bothEngines, engines, startTestServer, type TestServer } from '../support/test-server';

const { staff, viceDean, vicePresident, teachingSecretary, dean, lecturerStaff, hrOfficer, student } = demoAccounts;

interface Setup {
  offices: { id: number; name: string }[];
  departments: { id: number; name: string }[];
  signers: { uid: string; name: string }[];
}

const byName = (list: { id: number; name: string }[], name: string) => list.find((d) => d.name === name)!.id;

/** A download's bytes as the browser gets them, with the session's cookies. */
async function download(client: ApiClient, url: string, call: CallDef, payload: Record<string, string>) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${url}${call.path}?${new URLSearchParams(payload)}`, { headers: { cookie } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function newDispatch(drafter: ApiClient, setup: Setup, extra: Record<string, unknown> = {}) {
  const saved = await drafter.call<{ id: number; version: number }>(calls.saveDispatch, {
    office_id: byName(setup.offices, '教务处'),
    title: '关于2027年寒假学生离校安全工作的通知',
    urgency: 'urgent',
    secrecy: 'internal',
    body: '<p>各学院：</p><p>寒假将至，请各学院做好学生离校前的安全教育。</p><p>特此通知。</p>',
    signer_uid: vicePresident.account,
    recipients: [byName(setup.departments, '计算机科学与技术学院'), byName(setup.departments, '电子信息工程学院')],
    ...extra,
  });
  expect(saved.body).toMatchObject({ e: 0 });
  return saved.body.d.id;
}

describe.each(engines)('official documents on %s', (engine) => {
  let server: TestServer;
  let drafter: ApiClient;
  let countersigner: ApiClient;
  let leader: ApiClient;
  let clerk: ApiClient;
  let setup: Setup;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [drafter, countersigner, leader, clerk] = await Promise.all([staff, viceDean, vicePresident, teachingSecretary].map((a) => signedInClient(server.url, a)));
    setup = (await drafter.call<Setup>(calls.getDispatchSetup)).body.d;
  });
  afterAll(() => server?.close());

  const detail = async (client: ApiClient, id: number) => (await client.call<DocumentDetail>(calls.getOfficialDocument, { id })).body;

  it('drafts, countersigns with a correction, signs off and issues with the next number, then signs for, forwards and reads', async () => {
    expect(setup.offices.map((o) => o.name)).toContain('教务处');
    expect(setup.signers.map((s) => s.uid)).toContain(vicePresident.account);
    const [rule] = (await drafter.call<NumberRule[]>(calls.getNumberRules)).body.d.filter((r) => r.office_name === '教务处');
    const id = await newDispatch(drafter, setup, { countersign: byName(setup.departments, '计算机科学与技术学院') });
    expect((await drafter.call(calls.submitDispatch, { id })).body).toMatchObject({ e: 0, d: { status: 'reviewing' } });
    expect((await detail(drafter, id)).d.recipients.map((r) => r.name)).toEqual(['计算机科学与技术学院', '电子信息工程学院']);

    // The drafter heads 教务处, so the head's check passes; the college's head countersigns and corrects the body.
    const waiting = (await countersigner.call<{ list: DocumentItem[] }>(calls.getMyOfficial, { tab: 'todo' })).body.d.list;
    expect(waiting.find((d) => d.id === id)).toMatchObject({ todo: 'review', status: 'reviewing' });
    expect(await detail(countersigner, id)).toMatchObject({ e: 0, d: { can: { review: true }, task_node: '会签' } });
    const corrected = '<p>各学院：</p><p>寒假将至，请各学院做好学生离校前的安全教育，并于1月10日前报送离校名单。</p><p>特此通知。</p>';
    expect((await countersigner.call(calls.reviewDispatch, { id, decision: 'approve', opinion: '补充报送时间。', body: corrected })).body).toMatchObject({ e: 0, d: { status: 'reviewing' } });

    const signed = await leader.call(calls.reviewDispatch, { id, decision: 'approve', opinion: '同意印发。' });
    expect(signed.body).toMatchObject({ e: 0, d: { status: 'issued' } });
    const issued = (await detail(drafter, id)).d;
    expect(issued.number).toBe(rule.next);
    expect(issued.body).toContain('1月10日前报送离校名单');
    expect(issued.versions.map((v) => v.step)).toEqual(['draft', 'countersign']);
    const compared = await drafter.call<{ changes: { op: string; text: string }[] }>(calls.compareDocumentVersions, { id, from: 1, to: 2 });
    expect(compared.body.d.changes.filter((c) => c.op !== 'same').map((c) => c.op)).toEqual(['removed', 'added']);

    // The sealed PDF verifies by the code it prints and by its digest; any other file does not.
    const pdf = await download(drafter, server.url, calls.getDocumentPdf, { id: String(id) });
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
    const anyone = new ApiClient(server.url);
    expect((await anyone.call(calls.verifyDocumentSeal, { code: pdf.headers.get('x-seal-code')! })).body.d).toMatchObject({ valid: 1, number: issued.number, sha256 });
    expect((await anyone.call(calls.verifyDocumentSeal, { sha256 })).body.d).toMatchObject({ valid: 1, title: issued.title });
    const tampered = Buffer.from(pdf.bytes);
    tampered[tampered.length - 10] ^= 1;
    expect((await anyone.call(calls.verifyDocumentSeal, { sha256: createHash('sha256').update(tampered).digest('hex') })).body.d).toMatchObject({ valid: 0 });

    // The school's clerk signs for it once, and forwards it inside the school only.
    expect((await clerk.call<{ list: DocumentItem[] }>(calls.getMyOfficial, { tab: 'signFor' })).body.d.list.map((d) => d.id)).toContain(id);
    expect((await clerk.call(calls.forwardDocument, { id, uids: dean.account })).body).toMatchObject({ e: 409, m: '请先签收再转发' });
    expect((await clerk.call(calls.signForDocument, { id })).body.e).toBe(0);
    expect((await clerk.call(calls.signForDocument, { id })).body).toMatchObject({ e: 409, m: expect.stringContaining('孙丽娟') });
    expect((await clerk.call(calls.forwardDocument, { id, uids: [hrOfficer.account] })).body).toMatchObject({ e: 10044, m: expect.stringContaining('唐雅静') });
    expect((await clerk.call(calls.forwardDocument, { id, uids: [dean.account, lecturerStaff.account] })).body).toMatchObject({ e: 0, d: { added: 2 } });
    for (const reader of [dean, lecturerStaff]) {
      const client = await signedInClient(server.url, reader);
      expect((await client.call<{ list: DocumentItem[] }>(calls.getMyOfficial, { tab: 'read' })).body.d.list.map((d) => d.id)).toContain(id);
      expect((await client.call(calls.readDocument, { id })).body.e).toBe(0);
    }
    const read = (await detail(drafter, id)).d;
    expect(read.recipients.find((r) => r.name === '计算机科学与技术学院')).toMatchObject({ signed_by: '孙丽娟', readers: 2, read: 2 });
    expect(read.trail.map((t) => t.action)).toEqual(['draft', 'submit', 'edit', 'approve', 'approve', 'issue', 'signFor', 'forward', 'read', 'read']);
    expect(read.trail.every((t) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t.at))).toBe(true);

    const archive = await download(drafter, server.url, calls.getDocumentArchivePdf, { id: String(id) });
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-type')).toBe('application/pdf');
  });

  it('returns a dispatch to its drafter with the reason, and goes on when it is resubmitted', async () => {
    const id = await newDispatch(drafter, setup, { title: '关于教材征订工作的通知' });
    await drafter.call(calls.submitDispatch, { id });
    expect((await leader.call(calls.reviewDispatch, { id, decision: 'return', opinion: '' })).body).toMatchObject({ e: 10044 });
    expect((await leader.call(calls.reviewDispatch, { id, decision: 'return', opinion: '请注明征订截止日期。' })).body).toMatchObject({ e: 0, d: { status: 'returned' } });
    const returned = (await detail(drafter, id)).d;
    expect(returned).toMatchObject({ status: 'returned', can: { edit: true } });
    expect(returned.trail.at(-1)).toMatchObject({ action: 'return', detail: expect.stringContaining('请注明征订截止日期') });
    const saved = await drafter.call(calls.saveDispatch, {
      id, version: returned.version, office_id: returned.office_id, title: returned.title, urgency: 'normal', secrecy: 'internal',
      body: '<p>各学院：</p><p>请于12月25日前完成下学期教材征订。</p>', signer_uid: vicePresident.account, recipients: returned.recipients.map((r) => r.department_id),
    });
    expect(saved.body.e).toBe(0);
    expect((await drafter.call(calls.submitDispatch, { id })).body).toMatchObject({ e: 0, d: { status: 'reviewing' } });
    expect((await leader.call(calls.reviewDispatch, { id, decision: 'approve', opinion: '' })).body).toMatchObject({ e: 0, d: { status: 'issued' } });
  });

  it('keeps documents from people without the permit and from staff who neither take part nor receive them', async () => {
    const id = (await drafter.call<{ list: DocumentItem[] }>(calls.getMyOfficial, { tab: 'sent' })).body.d.list[0].id;
    const studentClient = await signedInClient(server.url, student);
    for (const [call, payload] of [[calls.getMyOfficial, { tab: 'todo' }], [calls.getOfficialDocument, { id }], [calls.getDispatchSetup, {}]] as const) {
      expect((await studentClient.call(call, payload)).status).toBe(403);
    }
    const outsider = await signedInClient(server.url, hrOfficer);
    expect((await outsider.call(calls.getOfficialDocument, { id })).body).toMatchObject({ e: 403, d: null });
    expect((await outsider.call(calls.getOfficialDocument, { id: 999999 })).body).toMatchObject({ e: 403, d: null });
    expect((await outsider.call(calls.readDocument, { id })).body).toMatchObject({ e: 403 });
    const center = (await outsider.call<{ list: DocumentItem[] }>(calls.getOfficialCenter, {})).body.d.list;
    expect(center.map((d) => d.id)).not.toContain(id);
    // A reviewer without a task on it cannot decide it, and nobody but the office's managers saves its number rule.
    expect((await countersigner.call(calls.saveNumberRule, { office_id: byName(setup.offices, '教务处'), pattern: '{n}', org: 'x', mark: 'x' })).body).toMatchObject({ e: 403 });
    expect((await drafter.call(calls.saveNumberRule, { office_id: byName(setup.offices, '教务处'), pattern: '{org}{year}', org: '示大教', mark: '示范大学教务处文件' })).body).toMatchObject({
      e: 10044, m: expect.stringContaining('{n}'),
    });
  });

  it('publishes an issued document as an office notice for the staff of its receiving departments only', async () => {
    const issued = (await drafter.call<{ list: DocumentItem[] }>(calls.getDispatchManage, { status: 'issued', page_size: 50 })).body.d.list;
    const demo = issued.find((d) => d.title === '关于做好2026—2027学年第一学期期末考试工作的通知')!;
    const titled = `${demo.number} ${demo.title}`;
    const officeNotices = async (client: ApiClient) => (await client.call<{ list: { title: string }[] }>(calls.getOfficeNotice, { page_size: 50 })).body.d.list.map((n) => n.title);
    expect(await officeNotices(await signedInClient(server.url, dean))).toContain(titled);
    // 教务处 issued it to the schools: its own staff are not among the readers of the notice.
    expect(await officeNotices(drafter)).not.toContain(titled);
  });
});

describe.each(bothEngines)('document numbers on %s', (engine) => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('gives 50 dispatches of one office issued at once 50 consecutive numbers', async () => {
    server = await startTestServer({ engine });
    const [drafter, leader] = await Promise.all([signedInClient(server.url, staff), signedInClient(server.url, vicePresident)]);
    const setup = (await drafter.call<Setup>(calls.getDispatchSetup)).body.d;
    await drafter.call(calls.saveNumberRule, { office_id: byName(setup.offices, '教务处'), pattern: '教〔{year}〕{n:3}号', org: '示大教', mark: '示范大学教务处文件' });
    const before = (await drafter.call<NumberRule[]>(calls.getNumberRules)).body.d.find((r) => r.office_name === '教务处')!;
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const id = await newDispatch(drafter, setup, { title: `关于第${i + 1}批课程调整的通知` });
      expect((await drafter.call(calls.submitDispatch, { id })).body.e).toBe(0);
      ids.push(id);
    }
    const answers = await Promise.all(ids.map((id) => leader.call(calls.reviewDispatch, { id, decision: 'approve', opinion: '' })));
    expect(answers.map((a) => a.body.d && (a.body.d as { status: string }).status)).toEqual(ids.map(() => 'issued'));
    const numbers = await Promise.all(ids.map(async (id) => (await drafter.call<DocumentDetail>(calls.getOfficialDocument, { id })).body.d.number));
    const year = before.year;
    const expected = Array.from({ length: 50 }, (_, i) => `教〔${year}〕${String(before.issued + i + 1).padStart(3, '0')}号`);
    expect([...numbers].sort()).toEqual(expected);
  }, 180_000);
});
