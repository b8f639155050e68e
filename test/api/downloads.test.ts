/**
 * Downloads the spec's way (§7 getDownloadFileUrl, getDownloadFile; §9): a delegated link opens its file without a
 * session on the campus day it was made, and is refused the next day, for another file, or changed, with an envelope
 * (or a plain page when a browser opens it), never a 500; the mini-program's address refuses files over 50M with e = 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '../../contract';
import type { Envelope } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const MB = 1024 * 1024;
const PASSWORD = 'Downloads@2026';
const DAY = 86_400_000;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);

describe.each(engines)('download links on %s', (engine) => {
  let server: TestServer;
  let filesDir: string;
  let student: ApiClient;
  let classmate: ApiClient;
  /** The server's clock: 10:00 campus time on a working day, moved by the tests. */
  let now = new Date('2026-11-27T02:00:00Z');

  const cookieOf = (api: ApiClient | null) => (api ? [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '');

  async function upload(name: string, bytes: Buffer): Promise<string> {
    const form = new FormData();
    form.append('upfile', new Blob([bytes]), name);
    const res = await fetch(`${server.url}${calls.upload.path}?category=form`, { method: 'POST', body: form, headers: { cookie: cookieOf(student) } });
    const body = (await res.json()) as Envelope<{ id: string }>;
    expect(body.e).toBe(0);
    return body.d.id;
  }

  /** Opens an address with no session, as the person a link was sent to does. */
  async function open(address: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}${address}`, { headers });
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
  }
  const envelope = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as Envelope<unknown>;

  async function linkFor(fileId: string): Promise<string> {
    const res = await student.call<string>(calls.getDownloadFileUrl, { file: fileId });
    expect(res.body.e).toBe(0);
    return res.body.d;
  }

  let report: string;
  let other: string;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'ch-downloads-'));
    server = await startTestServer({ engine, config: { filesDir }, now: () => now });
    student = await signedInClient(server.url, demoAccounts.student);
    const someone = await server.db.selectFrom('users').select('uid').where('identity_type', '=', 'student').where('uid', '!=', demoAccounts.student.account).orderBy('uid').executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('uid', '=', someone.uid).execute();
    classmate = await signedInClient(server.url, { account: someone.uid, password: PASSWORD });
    report = await upload('实习报告.pdf', pdf('report'));
    other = await upload('成绩单.pdf', pdf('transcript'));
  });
  beforeEach(() => {
    now = new Date('2026-11-27T02:00:00Z');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('opens the file without a session all through the campus day it was made', async () => {
    const link = await linkFor(report);
    expect(link).toMatch(/^\/api\/files\/downloadSharedFile\?file=[^&]+&date=2026-11-27&sign=[0-9a-f]{64}$/);
    const same = await open(link);
    expect(same.status).toBe(200);
    expect(same.body.equals(pdf('report'))).toBe(true);
    // 23:59 campus time is still the same day, though it is the next day nowhere but in UTC+8's evening.
    now = new Date('2026-11-27T15:59:00Z');
    expect((await open(link)).status).toBe(200);
  });

  it('is refused the next campus day, with an envelope saying it has expired', async () => {
    const link = await linkFor(report);
    now = new Date(now.getTime() + DAY);
    const answer = await open(link);
    expect(answer.status).toBe(403);
    expect(envelope(answer)).toEqual({ e: 403, m: '下载链接已过期（仅当天有效），请重新获取下载链接', d: null });
    const english = await open(link, { 'accept-language': 'en' });
    expect(envelope(english).m).toBe('This download link has expired (links work on the day they are made); please get a new one');
  });

  it('opens no other file, and refuses a changed date or sign', async () => {
    const link = await linkFor(report);
    const invalid = { e: 403, m: '下载链接无效，请重新获取下载链接', d: null };
    for (const changed of [
      link.replace(`file=${report}`, `file=${other}`),
      link.replace('date=2026-11-27', 'date=2026-11-28'),
      link.replace(/sign=(.)/, (_, c: string) => `sign=${c === '0' ? '1' : '0'}`),
      link.replace(/sign=[0-9a-f]+/, 'sign=zz'),
      link.replace(/date=[0-9-]+/, 'date=tomorrow'),
    ]) {
      const answer = await open(changed);
      expect([changed, answer.status]).toEqual([changed, 403]);
      expect(envelope(answer)).toEqual(invalid);
    }
    // The other file's own link opens it.
    expect((await open(await linkFor(other))).body.equals(pdf('transcript'))).toBe(true);
  });

  it('tells a browser that opens a stale link so in a plain page', async () => {
    const link = await linkFor(report);
    now = new Date(now.getTime() + DAY);
    const page = await open(link, { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' });
    expect(page.status).toBe(403);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body.toString()).toContain('<h1>下载链接已过期（仅当天有效），请重新获取下载链接</h1>');
  });

  it('gives a link only to someone who may read the file', async () => {
    expect((await classmate.call(calls.getDownloadFileUrl, { file: report })).body.e).toBe(403);
    expect((await new ApiClient(server.url).call(calls.getDownloadFileUrl, { file: report })).body.e).toBe(10042);
  });

  it('gives the mini-program the address of a file up to 50M, and e = 1 with the spec text above it', async () => {
    const address = await student.call<string>(calls.getDownloadFile, { id: report });
    expect(address.body).toEqual({ e: 0, m: 'ok', d: `${calls.download.path}?file_id=${report}` });
    await server.db
      .insertInto('files')
      .values({ id: 'dl-big-video', uploader_uid: demoAccounts.student.account, category: 'form', name: '答辩录像.mp4', ext: 'mp4', mime: 'video/mp4', size: 60 * MB, stored_name: null })
      .execute();
    await server.db
      .insertInto('files')
      .values({ id: 'dl-just-50m', uploader_uid: demoAccounts.student.account, category: 'form', name: '讲义.pdf', ext: 'pdf', mime: 'application/pdf', size: 50 * MB, stored_name: null })
      .execute();
    expect((await student.call(calls.getDownloadFile, { id: 'dl-big-video' })).body).toEqual({ e: 1, m: '文件大于50M，不能通过小程序 下载，请到电脑进行下载', d: null });
    expect((await student.call(calls.getDownloadFile, { id: 'dl-just-50m' })).body.e).toBe(0);
  });

  it('names both calls in the OpenAPI document as the spec does', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operations).toEqual(expect.arrayContaining(['getDownloadFileUrl', 'getDownloadFile']));
  });
});
