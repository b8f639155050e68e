/**
 * Thumbnails (spec §7 upload: thumb, twidth, theight) over HTTP, in the files folder and in a bucket: a picture
 * uploaded with thumb=1 gets one of the size asked for, kept beside it and read under the same rules; anything else
 * is kept without one and without complaint; a size past reason is refused with a message that says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { calls } from '../../contract';
import type { Envelope } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { newBucket, startS3Server, type TestS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/test-server';

interface Uploaded {
  id: string;
  url: string;
  thumb_url?: string;
}

const picture = (format: 'png' | 'jpeg') => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } }).toFormat(format).toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(['folder', 'bucket'] as const)('thumbnails in a %s', (kind) => {
  let server: TestServer;
  let filesDir: string;
  let student: ApiClient;
  let classmate: ApiClient;

  const cookieOf = (api: ApiClient) => [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  async function upload(api: ApiClient, name: string, bytes: Buffer, query: Record<string, string | number>, lang = 'zh-CN') {
    const form = new FormData();
    form.append('upfile', new Blob([bytes]), name);
    const params = new URLSearchParams(Object.entries({ category: 'feedback', ...query }).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await fetch(`${server.url}${calls.upload.path}?${params}`, { method: 'POST', body: form, headers: { cookie: cookieOf(api), 'accept-language': lang } });
    return (await res.json()) as Envelope<Uploaded>;
  }

  async function download(api: ApiClient, url: string) {
    const res = await fetch(`${server.url}${url}`, { headers: { cookie: cookieOf(api) } });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), body: Buffer.from(await res.arrayBuffer()) };
  }

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'ch-thumbs-'));
    server = await startTestServer({ config: { filesDir, filesS3: kind === 'bucket' ? await newBucket(s3.endpoint) : null } });
    student = await signedInClient(server.url, demoAccounts.student);
    const other = await server.db.selectFrom('users').select('uid').where('identity_type', '=', 'student').where('uid', '!=', demoAccounts.student.account).orderBy('uid').executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ password_hash: (await server.db.selectFrom('users').select('password_hash').where('uid', '=', demoAccounts.student.account).executeTakeFirstOrThrow()).password_hash }).where('uid', '=', other.uid).execute();
    classmate = await signedInClient(server.url, { account: other.uid, password: demoAccounts.student.password });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('makes a PNG thumbnail of exactly the size asked for, beside the untouched original', async () => {
    const original = await picture('png');
    const before = (await server.storedNames()).length;
    const res = await upload(student, '现场照片.png', original, { thumb: 1, twidth: 120, theight: 90 });
    expect(res.e).toBe(0);
    expect(res.d.thumb_url).toBe(`${calls.download.path}?file_id=${res.d.id}&thumb=1`);
    expect(await server.storedNames()).toHaveLength(before + 2);

    const thumb = await download(student, res.d.thumb_url!);
    expect(thumb).toMatchObject({ status: 200, type: 'image/png' });
    expect(thumb.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('现场照片_thumb.png')}`);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: 'png', width: 120, height: 90 });
    expect((await download(student, res.d.url)).body.equals(original)).toBe(true);
  });

  it('keeps the proportions when one side is given, and makes 200 pixels at most without a size', async () => {
    const jpeg = await upload(student, 'photo.jpg', await picture('jpeg'), { thumb: 1, twidth: 100 });
    expect(await sharp((await download(student, jpeg.d.thumb_url!)).body).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 75 });
    const plain = await upload(student, 'photo.png', await picture('png'), { thumb: 1 });
    expect(await sharp((await download(student, plain.d.thumb_url!)).body).metadata()).toMatchObject({ width: 200, height: 150 });
  });

  it('keeps a file that is no picture without a thumbnail and without an error', async () => {
    const res = await upload(student, 'scan.pdf', pdf, { category: 'form', thumb: 1, twidth: 120, theight: 90 });
    expect(res).toMatchObject({ e: 0, d: { state: 'SUCCESS' } });
    expect(res.d.thumb_url).toBeUndefined();
    expect((await download(student, `${res.d.url}&thumb=1`)).status).toBe(404);
    const without = await upload(student, 'photo.png', await picture('png'), {});
    expect(without.d.thumb_url).toBeUndefined();
  });

  it('reads a thumbnail under the rules of its picture: another student is refused', async () => {
    const res = await upload(student, 'photo.png', await picture('png'), { thumb: 1, twidth: 64, theight: 64 });
    const refused = await download(classmate, res.d.thumb_url!);
    expect(refused.status).toBe(403);
    expect(refused.type).toMatch(/^application\/json/);
    expect((JSON.parse(refused.body.toString()) as Envelope<null>).d).toBeNull();
  });

  it('refuses a thumbnail size past reason with a message that names the limit, keeping nothing', async () => {
    const before = (await server.storedNames()).length;
    const res = await upload(student, 'photo.png', await picture('png'), { thumb: 1, twidth: 100000, theight: 90 });
    expect(res.e).not.toBe(0);
    expect(res.m).toMatch(/twidth/);
    expect(res.m).toMatch(/4096/);
    expect(await server.storedNames()).toHaveLength(before);
  });
});
