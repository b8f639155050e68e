/**
 * Feedback through real HTTP (spec §3 Feedback, §5, §7): types, the dialog's rules answered by the server in the
 * envelope, attachments only from the submitter's own uploads, the submitter's list with the reply, and the back
 * office's calls for administrators only, a reply reaching the submitter as a notification.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '../../contract';
import type { Feedback, FeedbackForAdmin, FeedbackType } from '../../contract/calls/feedback';
import type { Envelope } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface Page<T> {
  list: T[];
  total: number;
}

const png = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.each(engines)('feedback on %s', (engine) => {
  let server: TestServer;
  let filesDir: string;
  let student: ApiClient;
  let guest: ApiClient;
  let admin: ApiClient;
  let serviceId: number;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'ch-feedback-'));
    server = await startTestServer({ engine, config: { filesDir } });
    [student, guest, admin] = await Promise.all([demoAccounts.student, demoAccounts.guest, demoAccounts.admin].map((a) => signedInClient(server.url, a)));
    serviceId = (await student.call<{ id: number }[]>(calls.getappsall)).body.d[0].id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  async function uploadImage(api: ApiClient, name: string, thumb = false): Promise<{ id: string; original: string; url: string; thumb_url?: string }> {
    const form = new FormData();
    form.append('upfile', new Blob([png()]), name);
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${calls.upload.path}?category=feedback${thumb ? '&thumb=1' : ''}`, { method: 'POST', body: form, headers: { cookie } });
    const body = (await res.json()) as Envelope<{ id: string; original: string; url: string; thumb_url?: string }>;
    expect(body.e).toBe(0);
    return body.d;
  }

  const send = (api: ApiClient, payload: Record<string, unknown>, lang = 'zh-CN') => api.call<{ id: number }>(calls.addfeedback, payload, { 'accept-language': lang });

  it('lists the types in their order, in the reader’s language', async () => {
    const zh = (await student.call<FeedbackType[]>(calls.sfeedbacktypelist)).body;
    expect(zh.e).toBe(0);
    expect(zh.d[0]).toEqual({ type: 1, name: '事项办理问题' });
    expect(zh.d.map((t) => t.type)).toEqual([1, 2, 3, 4, 5]);
    const en = (await student.call<FeedbackType[]>(calls.sfeedbacktypelist, {}, { 'accept-language': 'en' })).body;
    expect(en.d[1].name).toBe('Suggestion');
    expect((await new ApiClient(server.url).call(calls.sfeedbacktypelist)).body.e).toBe(10042);
  });

  it('answers the dialog’s rules with the spec’s texts, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 1, content: '无法提交' }, '请选择事项名称'],
      [{ type: 2, title: ' ', content: '建议增加夜间模式' }, '请填写功能简述'],
      [{ type: 2, title: '夜间模式', content: '   ' }, '请填写意见描述'],
      [{ type: 2, title: '夜间模式', content: '意'.repeat(256) }, '意见描述不能超过255个字'],
      [{ type: 9, title: '夜间模式', content: '建议' }, '请选择反馈类型'],
      [{ type: 1, apps_id: 999999, content: '无法提交' }, '该事项不存在或您无权办理'],
      [{ type: 2, title: '夜间模式', content: '建议', image: 'not json' }, '附件列表格式不正确'],
    ];
    for (const [payload, text] of cases) {
      const res = await send(student, payload);
      expect([res.status, res.body.e, res.body.m, res.body.d]).toEqual([400, 400, text, null]);
    }
    expect((await send(student, { type: 1, content: '无法提交' }, 'en')).body.m).toBe('Please choose the service');
    // Refused by the schema itself: still the envelope.
    const malformed = await send(student, { type: 'x', content: '建议' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ e: 400, d: null });
    expect(malformed.body.m).toEqual(expect.any(String));
  });

  it('keeps feedback with two of the submitter’s images and shows it, then the reply, in their own list only', async () => {
    const [a, b] = [await uploadImage(student, '截图1.png', true), await uploadImage(student, '截图2.png')];
    expect(a.thumb_url).toEqual(expect.any(String));
    const image = JSON.stringify([a, b].map((f) => ({ id: f.id, name: f.original, url: f.url })));
    const sent = await send(student, { type: 1, apps_id: serviceId, contact: '13912345678', content: '提交后一直转圈', image });
    expect(sent.body).toMatchObject({ e: 0, m: '提交成功，感谢您的反馈' });
    const other = await send(student, { type: 2, title: '夜间模式', content: '意'.repeat(255) });
    expect(other.body.e).toBe(0);

    const mine = (await student.call<Page<Feedback>>(calls.getMyFeedback)).body.d;
    expect(mine.total).toBe(2);
    const [latest, first] = mine.list;
    expect(latest).toMatchObject({ type: 2, type_name: '功能建议', title: '夜间模式', apps_id: null, app_name: '', reply: '', replied: '' });
    expect(first).toMatchObject({ id: sent.body.d.id, type: 1, apps_id: serviceId, contact: '13912345678', content: '提交后一直转圈', title: '' });
    expect(first.app_name).not.toBe('');
    expect(first.image.map((f) => [f.id, f.name])).toEqual([[a.id, '截图1.png'], [b.id, '截图2.png']]);
    // The picture uploaded with a thumbnail lists it; the other is shown itself.
    expect(first.image.map((f) => f.thumb_url)).toEqual([a.thumb_url, undefined]);
    const picture = await fetch(`${server.url}${first.image[0].thumb_url}`, { headers: { cookie: [...student.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(picture.status).toBe(200);
    expect((await guest.call<Page<Feedback>>(calls.getMyFeedback)).body.d.total).toBe(0);
    const strangerCookie = [...guest.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await fetch(`${server.url}${first.image[0].url}`, { headers: { cookie: strangerCookie } })).status).toBe(403);

    const replied = await admin.call(calls.replyFeedback, { feedback_id: first.id, reply: '已修复，请再试一次', version: 1 });
    expect(replied.body.e).toBe(0);
    const after = (await student.call<Page<Feedback>>(calls.getMyFeedback)).body.d.list.find((f) => f.id === first.id)!;
    expect(after.reply).toBe('已修复，请再试一次');
    expect(after.replied).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const message = await server.db
      .selectFrom('messages')
      .select(['type', 'title', 'link', 'about_kind', 'about_id'])
      .where('recipient_uid', '=', demoAccounts.student.account)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ type: 3, title: '您的意见反馈已回复：提交后一直转圈', link: '/site/ucenter?mtype=feedback', about_kind: 'feedback', about_id: String(first.id) });

    // The administrator reads the images too, and sees who sent and who answered.
    const all = (await admin.call<Page<FeedbackForAdmin>>(calls.getFeedbackList, {})).body.d;
    const seen = all.list.find((f) => f.id === first.id)!;
    expect(seen).toMatchObject({ submitter_uid: demoAccounts.student.account, reply: '已修复，请再试一次' });
    expect(seen.replier_name).not.toBe('');
    const unanswered = (await admin.call<Page<FeedbackForAdmin>>(calls.getFeedbackList, { answered: 0 })).body.d.list.map((f) => f.id);
    expect(unanswered).toContain(latest.id);
    expect(unanswered).not.toContain(first.id);
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await fetch(`${server.url}${seen.image[1].url}`, { headers: { cookie } })).status).toBe(200);
  });

  it('refuses another user’s upload, or a file that does not exist, as an attachment', async () => {
    const theirs = await uploadImage(guest, '别人的.png');
    const refused = await send(student, { type: 2, title: '附件', content: '看图', image: JSON.stringify([{ id: theirs.id, name: '别人的.png', url: theirs.url }]) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ e: 400, m: '附件不存在或不是您上传的：别人的.png', d: null });
    const missing = await send(student, { type: 2, title: '附件', content: '看图', image: JSON.stringify([{ id: 'no-such-file', name: 'x.png', url: '' }]) });
    expect(missing.body.e).toBe(400);
    expect(await server.db.selectFrom('feedback').select('id').where('content', '=', '看图').execute()).toEqual([]);
  });

  it('keeps the back office’s calls for administrators', async () => {
    const list = await student.call(calls.getFeedbackList);
    expect([list.status, list.body.e, list.body.d]).toEqual([403, 403, null]);
    const reply = await student.call(calls.replyFeedback, { feedback_id: 1, reply: '自问自答', version: 1 });
    expect([reply.status, reply.body.e]).toEqual([403, 403]);
    const missing = await admin.call(calls.replyFeedback, { feedback_id: 999999, reply: '无此反馈', version: 1 });
    expect([missing.status, missing.body.m]).toEqual([404, '该反馈不存在']);
    const empty = await admin.call(calls.replyFeedback, { feedback_id: 1, reply: '', version: 1 });
    expect(empty.body).toMatchObject({ e: 400, d: null });
  });

  it('filters the inbox by answered, type and keyword', async () => {
    const a = (await send(student, { type: 2, title: '图书馆预约', content: '希望增加座位预约的提醒' })).body.d.id;
    const b = (await send(student, { type: 3, title: '宿舍报修', content: '报修后没有进度提示' })).body.d.id;
    const listed = async (payload: Record<string, unknown>) => (await admin.call<Page<FeedbackForAdmin>>(calls.getFeedbackList, { page_size: 100, ...payload })).body.d.list.map((f) => f.id);
    expect(await listed({ keyword: '座位预约' })).toEqual([a]);
    expect(await listed({ keyword: '宿舍' })).toEqual([b]);
    expect(await listed({ keyword: '100%' })).toEqual([]);
    expect(await listed({ type: 3 })).toContain(b);
    expect(await listed({ type: 3 })).not.toContain(a);
    expect(await listed({ feedback_id: b })).toEqual([b]);
    const version = (await admin.call<Page<FeedbackForAdmin>>(calls.getFeedbackList, { keyword: '座位预约' })).body.d.list[0].version;
    expect((await admin.call(calls.replyFeedback, { feedback_id: a, reply: '已加入计划', version })).body.e).toBe(0);
    expect(await listed({ answered: 1 })).toContain(a);
    expect(await listed({ answered: 1 })).not.toContain(b);
    expect(await listed({ answered: 0 })).toContain(b);
    expect(await listed({ answered: 0 })).not.toContain(a);
    expect((await admin.call(calls.getFeedbackList, { answered: 2 })).body).toMatchObject({ e: 400, d: null });
  });

  it('refuses the second of two replies made from the same version, naming who answered first, and records each reply with before and after', async () => {
    const id = (await send(student, { type: 2, title: '成绩单打印', content: '成绩单能否自助打印' })).body.d.id;
    const other = await signedInClient(server.url, demoAccounts.admin);
    const { version } = (await admin.call<Page<FeedbackForAdmin>>(calls.getFeedbackList, { keyword: '成绩单打印' })).body.d.list[0];
    const first = await admin.call<{ version: number }>(calls.replyFeedback, { feedback_id: id, reply: '可在自助机打印', version });
    expect(first.body).toMatchObject({ e: 0, d: { version: version + 1 } });
    const second = await other.call(calls.replyFeedback, { feedback_id: id, reply: '请到教务处打印', version });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ e: 409, d: null });
    expect(second.body.m).toContain('系统管理员');
    const kept = (await student.call<Page<Feedback>>(calls.getMyFeedback, { page_size: 100 })).body.d.list.find((f) => f.id === id)!;
    expect(kept.reply).toBe('可在自助机打印');

    const trail = await server.db.selectFrom('audit_changes').selectAll().where('entity', '=', 'feedback').where('entity_id', '=', String(id)).execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor_uid: demoAccounts.admin.account, area: 'feedback', action: 'reply', summary: '成绩单打印' });
    expect(trail[0].before).toMatchObject({ reply: '', replied: '', version });
    expect(trail[0].after).toMatchObject({ reply: '可在自助机打印', replier_uid: demoAccounts.admin.account, version: version + 1 });
  });
});
