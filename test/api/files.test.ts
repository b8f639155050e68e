/**
 * Uploads and downloads over HTTP: what is kept and how it is named, what is refused and why (size, programs under
 * other names, content that is not what its extension says, path-like names), who may read a file, and attaching
 * files to applications (only one's own, and again from the reuse list).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, USER_ID_COOKIE } from '../../contract';
import { campusDate } from '../../server/src/domain/campus-time';
import type { ReusableFile } from '../../contract/calls/files';
import type { FileRef } from '../../contract/forms/schema';
import type { Envelope } from '../../contract/envelope';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const MB = 1024 * 1024;
const PASSWORD = 'Files@2026';

const pdf = (extra = 0) => Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(extra, 0x20), Buffer.from('\n%%EOF\n')]);
const png = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A Windows program's header: MZ, then the PE signature where e_lfanew points. */
const windowsProgram = () => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
};
const linuxProgram = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

interface Uploaded {
  state: string;
  id: string;
  original: string;
  url: string;
  size: number;
  ext: string;
}

describe.each(engines)('files on %s', (engine) => {
  let server: TestServer;
  let filesDir: string;
  let student: ApiClient;
  let classmate: ApiClient;
  let head: ApiClient;
  /** A member of staff with no permits and no part in the application. */
  let staff: ApiClient;
  let admin: ApiClient;
  let leaveId: number;

  async function person(uid: string): Promise<ApiClient> {
    await server.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('uid', '=', uid).execute();
    return signedInClient(server.url, { account: uid, password: PASSWORD });
  }

  const cookieOf = (api: ApiClient | null) => (api ? [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '');

  async function upload(api: ApiClient | null, name: string, bytes: Buffer, query: Record<string, string | number> = {}, lang = 'zh-CN') {
    const form = new FormData();
    form.append('upfile', new Blob([bytes]), name);
    const params = new URLSearchParams(Object.entries({ category: 'form', ...query }).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await fetch(`${server.url}${calls.upload.path}?${params}`, { method: 'POST', body: form, headers: { cookie: cookieOf(api), 'accept-language': lang } });
    return { status: res.status, body: (await res.json()) as Envelope<Uploaded> };
  }

  const toLeave = { app_id: 0, field: 'form1_9' };

  async function download(api: ApiClient | null, url: string) {
    const res = await fetch(`${server.url}${url}`, { headers: { cookie: cookieOf(api) } });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, body, headers: res.headers, json: () => JSON.parse(body.toString()) as Envelope<unknown> };
  }

  function leaveValues(files: FileRef[]) {
    return {
      form1_1: 'sick',
      form1_2: ['2026-12-01 08:00', '2026-12-02 18:00'],
      form1_3: 2,
      form1_4: 'no',
      form1_6: '发烧需要去医院就诊',
      form1_7: '王建国',
      form1_8: '13912345678',
      form1_9: files,
    };
  }

  const start = (api: ApiClient, files: FileRef[]) =>
    api.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(leaveValues(files)), start_key: randomBytes(8).toString('hex'), terminal: 'pc' });

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'ch-files-'));
    server = await startTestServer({ engine, config: { filesDir, uploadMaxBytes: 11 * MB } });
    leaveId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
    toLeave.app_id = leaveId;
    student = await signedInClient(server.url, demoAccounts.student);
    const plainStaff = await server.db
      .selectFrom('users')
      .select('uid')
      .where('identity_type', '=', 'staff')
      .where('issuper', '=', 0)
      .where('uid', 'not in', (eb) => eb.selectFrom('permit_grants').select('holder'))
      .orderBy('uid', 'desc')
      .executeTakeFirstOrThrow();
    staff = await person(plainStaff.uid);
    admin = await signedInClient(server.url, demoAccounts.admin);
    const me = await server.db.selectFrom('users').select('department_id').where('uid', '=', demoAccounts.student.account).executeTakeFirstOrThrow();
    const department = await server.db.selectFrom('departments').select('head_uid').where('id', '=', me.department_id).executeTakeFirstOrThrow();
    head = await person(department.head_uid!);
    const other = await server.db.selectFrom('users').select('uid').where('identity_type', '=', 'student').where('uid', '!=', demoAccounts.student.account).orderBy('uid').executeTakeFirstOrThrow();
    classmate = await person(other.uid);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('takes the files an agent uploaded into an application they start for the person who granted them', async () => {
    const today = campusDate(new Date());
    const classmateUid = [...classmate.cookies].find(([k]) => k === USER_ID_COOKIE)![1];
    const grant = await student.call<{ id: string }>(calls.addGrant, { grantee_uid: classmateUid, start_date: today, end_date: today });
    expect(grant.body.e).toBe(0);
    const uploaded = await upload(classmate, '病历.pdf', pdf(), toLeave);
    const { id, original: name, size } = uploaded.body.d;
    const started = await classmate.call<{ inst_id: string }>(calls.startMatter, {
      app_id: leaveId, values: JSON.stringify(leaveValues([{ id, name, size }])), agent_uid: demoAccounts.student.account,
    });
    expect(started.body.e).toBe(0);
    // The application is the student's: its files are theirs to read.
    const got = await download(student, `${calls.download.path}?file_id=${id}&inst_id=${started.body.d.inst_id}`);
    expect(got.status).toBe(200);
    await student.call(calls.revokeGrant, { id: grant.body.d.id });
  });

  it('keeps an upload under a name of its own making and answers the spec’s state with its id, name, size and address', async () => {
    const bytes = pdf(2000);
    const res = await upload(student, '诊断证明.pdf', bytes, toLeave);
    expect(res.body).toMatchObject({ e: 0, d: { state: 'SUCCESS', original: '诊断证明.pdf', size: bytes.length, ext: 'pdf' } });
    const { id, url } = res.body.d;
    expect(url).toBe(`${calls.download.path}?file_id=${id}`);
    const row = await server.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uploader_uid: demoAccounts.student.account, name: '诊断证明.pdf', mime: 'application/pdf', size: bytes.length });
    expect(row.stored_name).toMatch(/^\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}$/);
    // In the files folder, readable by the server's user only.
    if (!process.env.TEST_FILES_S3_ENDPOINT) expect(statSync(path.join(filesDir, row.stored_name!)).mode & 0o777).toBe(0o600);

    const got = await download(student, url);
    expect(got.status).toBe(200);
    expect(got.body.equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('诊断证明.pdf')}`);
  });

  it('refuses anyone not signed in', async () => {
    const res = await upload(null, 'a.pdf', pdf());
    expect(res.body.e).toBe(10042);
  });

  it("refuses a file over the field's limit, and one over the global cap, keeping nothing of either", async () => {
    const before = (await server.storedNames()).length;
    const overField = await upload(student, 'scan.pdf', pdf(10 * MB), toLeave);
    expect(overField.status).toBe(413);
    expect(overField.body).toMatchObject({ e: 400, m: '文件不能超过 10MB', d: null });
    const overCap = await upload(student, 'scan.pdf', pdf(11 * MB), {}, 'en');
    expect(overCap.body).toMatchObject({ e: 400, m: 'The file may not be larger than 11MB' });
    expect((await server.storedNames()).length).toBe(before);
  });

  it('refuses a program renamed as a document or a picture, whatever the extension says', async () => {
    const before = (await server.storedNames()).length;
    const exe = await upload(student, 'report.pdf', windowsProgram());
    expect(exe.body).toMatchObject({ e: 400, m: '不能上传可执行程序或安装包' });
    const elf = await upload(student, 'photo.jpg', linuxProgram(), {}, 'en');
    expect(elf.body.m).toBe('Programs and installers cannot be uploaded');
    expect((await server.storedNames()).length).toBe(before);
  });

  it('refuses content that is not what its extension says, and types the field or the list does not take', async () => {
    expect((await upload(student, 'scan.pdf', png())).body.m).toBe('文件内容与扩展名 .pdf 不符，请上传真实的 .pdf 文件');
    expect((await upload(student, 'notes.txt', pdf())).body.m).toBe('文件内容与扩展名 .txt 不符，请上传真实的 .txt 文件');
    expect((await upload(student, 'page.html', Buffer.from('<script>alert(1)</script>'))).body.m).toMatch(/^不支持上传 \.html 文件，可上传的类型：pdf、jpg/);
    expect((await upload(student, 'table.csv', Buffer.from('a,b\n1,2\n'), toLeave)).body.m).toBe('不支持上传 .csv 文件，可上传的类型：pdf、jpg、png');
    expect((await upload(student, 'README', Buffer.from('hello'))).body.m).toMatch(/^文件名缺少扩展名/);
    expect((await upload(student, 'x.pdf', pdf(), { app_id: leaveId, field: 'form1_6' })).body.m).toBe('该表单没有这个附件字段：form1_6');
    expect((await upload(student, 'notes.txt', Buffer.from('去医院复查\n'))).body.e).toBe(0);
    expect((await upload(student, 'dot.png', png(), toLeave)).body.e).toBe(0);
  });

  it('keeps a path-like name only as a safe display name, and stores the bytes under its own name', async () => {
    const traversal = await upload(student, '../../etc/passwd.pdf', pdf());
    expect(traversal.body.d).toMatchObject({ state: 'SUCCESS', original: 'passwd.pdf' });
    const windows = await upload(student, '..\\..\\Windows\\报告.pdf', pdf());
    expect(windows.body.d.original).toBe('报告.pdf');
    const program = await upload(student, '..\\a.exe', windowsProgram());
    expect(program.body.m).toMatch(/^不支持上传 \.exe 文件/);
    const names = await server.storedNames();
    expect(names.every((p) => /^(\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}|\.link-key)$/.test(p))).toBe(true);
    expect(readdirSync(path.dirname(filesDir)).some((n) => n === 'passwd.pdf')).toBe(false);
  });

  it('refuses a request without the upfile part', async () => {
    const form = new FormData();
    form.append('other', new Blob([pdf()]), 'a.pdf');
    const res = await fetch(`${server.url}${calls.upload.path}?category=form`, { method: 'POST', body: form, headers: { cookie: cookieOf(student) } });
    expect(((await res.json()) as Envelope<null>).m).toBe('请选择要上传的文件');
  });

  it('answers a malformed multipart body (wrong boundary, cut off, no boundary) with a 400 envelope, keeping nothing', async () => {
    const before = (await server.storedNames()).length;
    const part = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="upfile"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf().toString('latin1')}`;
    const bodies: [string, string, string][] = [
      ['wrong boundary', 'multipart/form-data; boundary=expected', `${part('other')}\r\n--other--\r\n`],
      ['cut in the part headers', 'multipart/form-data; boundary=cut', part('cut').slice(0, 90)],
      ['cut in the file', 'multipart/form-data; boundary=cut', part('cut')],
      ['no boundary', 'multipart/form-data', `${part('x')}\r\n--x--\r\n`],
    ];
    for (const [label, type, body] of bodies) {
      for (const lang of ['zh-CN', 'en']) {
        const res = await fetch(`${server.url}${calls.upload.path}?category=form`, {
          method: 'POST',
          body,
          headers: { cookie: cookieOf(student), 'content-type': type, 'accept-language': lang },
        });
        const envelope = (await res.json()) as Envelope<null>;
        expect(`${label} ${lang}: ${res.status} ${envelope.e} ${envelope.d}`).toBe(`${label} ${lang}: 400 400 null`);
        expect(envelope.m).toBe(lang === 'en' ? 'The uploaded file could not be read; please choose it again' : '上传的文件无法读取，请重新选择');
      }
    }
    expect(await server.storedNames()).toHaveLength(before);
  });

  describe('attached to an application', () => {
    let file: Uploaded;
    let instId: string;

    beforeAll(async () => {
      file = (await upload(student, '病历.pdf', pdf(100), toLeave)).body.d;
      // The client's name and size are not taken: the stored record's are.
      const started = await start(student, [{ id: file.id, name: 'other.exe', size: 1 }]);
      expect(started.body.e).toBe(0);
      instId = started.body.d.inst_id;
    });

    it("stores the file's own name and size in the form", async () => {
      const detail = await student.call<{ values: Record<string, unknown> }>(calls.getMatterDetail, { inst_id: instId });
      expect(detail.body.d.values.form1_9).toEqual([{ id: file.id, name: '病历.pdf', size: file.size }]);
    });

    it('lets the approver read it through the application, and not otherwise', async () => {
      const through = `${calls.download.path}?file_id=${file.id}&inst_id=${instId}`;
      expect((await download(head, through)).body.equals(pdf(100))).toBe(true);
      expect((await download(head, file.url)).status).toBe(404);
      const address = await head.call<string>(calls.getDownloadFile, { id: file.id, inst_id: instId });
      expect(address.body.d).toBe(through);
      expect((await download(head, address.body.d)).status).toBe(200);
    });

    it('answers someone else exactly as a missing file, even through the application', async () => {
      const missing = await download(classmate, `${calls.download.path}?file_id=nosuchfile`);
      const theirs = await download(classmate, `${calls.download.path}?file_id=${file.id}&inst_id=${instId}`);
      expect(theirs.status).toBe(403);
      expect(theirs.json()).toEqual(missing.json());
      expect(theirs.json()).toEqual({ e: 403, m: '没有权限执行此操作', d: null });
      expect((await download(staff, file.url)).status).toBe(403);
      expect((await download(null, file.url)).json().e).toBe(10042);
    });

    it('gives an administrator no way around the ownership check', async () => {
      expect((await download(admin, file.url)).status).toBe(403);
    });

    it("refuses someone else's file, or one that does not exist, in a start or a draft", async () => {
      const theirs = (await upload(classmate, '邻居的文件.pdf', pdf(), toLeave)).body.d;
      const refused = await start(student, [{ id: theirs.id, name: '邻居的文件.pdf', size: theirs.size }]);
      expect(refused.body).toMatchObject({ e: 400, m: '附件不存在或不是您上传的：邻居的文件.pdf', d: null });
      const unknown = await start(student, [{ id: 'no-such-file', name: 'x.pdf', size: 1 }]);
      expect(unknown.body.m).toBe('附件不存在或不是您上传的：x.pdf');
      const draft = await student.call(calls.saveDraft, { app_id: leaveId, values: JSON.stringify({ form1_9: [{ id: theirs.id, name: 'a.pdf', size: 1 }] }) });
      expect(draft.body.e).toBe(400);
    });

    it('offers it again for the next application, which may attach it', async () => {
      const list = await student.call<ReusableFile[]>(calls.getReusableFiles, toLeave);
      const offered = list.body.d.find((f) => f.id === file.id);
      expect(offered).toMatchObject({ name: '病历.pdf', size: file.size, ext: 'pdf', mime: 'application/pdf', app_id: leaveId, app_name: '学生请假申请' });
      expect(offered?.used).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Uploaded but never attached: not offered.
      expect(list.body.d.every((f) => f.name !== '诊断证明.pdf')).toBe(true);
      expect((await classmate.call<ReusableFile[]>(calls.getReusableFiles)).body.d.some((f) => f.id === file.id)).toBe(false);
      const again = await start(student, [{ id: offered!.id, name: offered!.name, size: offered!.size }]);
      expect(again.body.e).toBe(0);
    });

    // The link's day and signature rules: test/api/downloads.test.ts.
    it('gives an approver a delegated address through the application, which works without a session', async () => {
      const res = await head.call<string>(calls.getDownloadFileUrl, { file: file.id, inst_id: instId });
      expect(res.body.d).toMatch(/^\/api\/files\/downloadSharedFile\?file=.+&date=\d{4}-\d{2}-\d{2}&sign=[0-9a-f]{64}$/);
      expect((await download(null, res.body.d)).body.equals(pdf(100))).toBe(true);
      expect((await classmate.call(calls.getDownloadFileUrl, { file: file.id, inst_id: instId })).body.e).toBe(403);
    });
  });

  it("answers a demo attachment without content as missing, even to its applicant", async () => {
    const demo = await server.db.selectFrom('files').select(['id', 'uploader_uid']).where('stored_name', 'is', null).where('id', 'like', 'demo-%').executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('uid', '=', demo.uploader_uid).execute();
    const owner = await signedInClient(server.url, { account: demo.uploader_uid, password: PASSWORD });
    expect((await download(owner, `${calls.download.path}?file_id=${demo.id}`)).status).toBe(404);
  });
});
