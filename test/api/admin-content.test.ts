/**
 * The back office's content through real HTTP: banners and the carousel, header and footer links, hot keywords,
 * notice categories, notices and office notices. Each write checks its input (the URL rule of spec §5 in its own
 * words), refuses a stale version with who saved in between and writes nothing, lands in the audit trail with the
 * record before and after, and shows to readers at once; notice bodies are sanitised on the server; only holders of
 * admin:content are served.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '../../contract';
import type { CallDef } from '../../contract/call';
import type { AdminNotice, AdminNoticeCategory, AdminNoticeDetail, NoticeDetail } from '../../contract/calls/notices';
import type { AdminHotKeyword, SearchGroups } from '../../contract/calls/search';
import type { AdminBanner, AdminLink } from '../../contract/calls/site-content';
import type { SiteConfig } from '../../contract/calls/site';
import type { Envelope } from '../../contract/envelope';
import { specTexts } from '../../contract/texts';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface Page<T> {
  list: T[];
  total: number;
}

const png = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Each content call with a payload its schema accepts: refused for who calls, not for what is sent. */
const contentCalls: [CallDef, Record<string, unknown>][] = [
  [calls.adminBanners, {}],
  [calls.saveBanner, { title: 'x', logo_url: '/x.png', linkurl: '', is_show: 1, sort: 0 }],
  [calls.deleteBanner, { id: 1, version: 1 }],
  [calls.bannerCarousel, {}],
  [calls.saveBannerCarousel, { interval: 5, height: 240 }],
  [calls.adminLinks, {}],
  [calls.saveLink, { name: 'x', url: 'https://x.example', type: 1, new_tab: 1, sort: 0 }],
  [calls.deleteLink, { id: 1, version: 1 }],
  [calls.adminHotKeywords, {}],
  [calls.saveHotKeyword, { keyword: 'x', search_type: 1, sort: 0 }],
  [calls.deleteHotKeyword, { id: 1, version: 1 }],
  [calls.adminNotices, { kind: 'notice' }],
  [calls.adminNotice, { id: 1 }],
  [calls.saveNotice, { kind: 'notice', category_id: 1, title: 'x', content: '<p>x</p>', published: 1 }],
  [calls.deleteNotice, { id: 1, version: 1 }],
  [calls.adminNoticeCategories, {}],
  [calls.saveNoticeCategory, { name: 'x', name_en: 'x', sort: 0 }],
  [calls.deleteNoticeCategory, { id: 1, version: 1 }],
];

describe.each(engines)('back-office content on %s', (engine) => {
  let server: TestServer;
  let filesDir: string;
  let admin: ApiClient;
  let otherAdmin: ApiClient;
  let student: ApiClient;
  let staff: ApiClient;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'ch-content-'));
    server = await startTestServer({ engine, config: { filesDir } });
    [admin, otherAdmin, student, staff] = await Promise.all(
      [demoAccounts.admin, demoAccounts.admin, demoAccounts.student, demoAccounts.staff].map((a) => signedInClient(server.url, a)),
    );
  });
  afterAll(async () => {
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const changesOf = (entity: string, id: number | string) =>
    server.db.selectFrom('audit_changes').selectAll().where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();

  async function upload(api: ApiClient, category: string): Promise<Envelope<{ url: string }>> {
    const form = new FormData();
    form.append('upfile', new Blob([png()]), 'campus.png');
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${calls.upload.path}?category=${category}`, { method: 'POST', body: form, headers: { cookie } });
    return (await res.json()) as Envelope<{ url: string }>;
  }

  it('serves none of its calls to a student or to staff without admin:content', async () => {
    for (const api of [student, staff]) {
      for (const [call, payload] of contentCalls) {
        const res = await api.call(call, payload);
        expect(`${call.name} ${res.status}`).toBe(`${call.name} 403`);
        expect(res.body.e).not.toBe(0);
      }
    }
    expect((await upload(student, 'public')).e).not.toBe(0);
  });

  it('creates, edits, hides and deletes a banner, the home page showing each change at once', async () => {
    const bad = await admin.call(calls.saveBanner, { title: '迎新', logo_url: '/static/demo/banner-1.svg', linkurl: 'ftp://x.example', is_show: 1, sort: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.m).toBe(specTexts.zh.urlInvalid);
    expect((await admin.call(calls.saveBanner, { title: '迎新', linkurl: '', is_show: 1, sort: 0 })).status).toBe(400);

    const picture = await upload(admin, 'public');
    expect(picture.e).toBe(0);
    expect(picture.d.url).toMatch(/^\/api\/files\/publicFile\?file_id=/);
    // Everyone sees the picture, signed in or not.
    expect((await fetch(`${server.url}${picture.d.url}`)).status).toBe(200);

    const created = await admin.call<AdminBanner>(calls.saveBanner, { title: '迎新季', logo_url: picture.d.url, linkurl: '', is_show: 1, sort: 0 });
    expect(created.body.e).toBe(0);
    const banner = created.body.d;
    expect(banner).toMatchObject({ title: '迎新季', linkurl: '', is_show: 1, version: 1 });
    const list = (await admin.call<Page<AdminBanner>>(calls.adminBanners, { p: 1, page_size: 50 })).body.d;
    expect(list.list.map((b) => b.id)).toContain(banner.id);

    const edited = await admin.call<AdminBanner>(calls.saveBanner, { ...fields(banner), title: '欢迎新同学', linkurl: 'https://www.example.edu.cn/welcome' });
    expect(edited.body.d).toMatchObject({ title: '欢迎新同学', version: 2 });
    const shown = (await new ApiClient(server.url).call<{ id: number; title: string; linkurl: string }[]>(calls.cHomeGetBanners)).body.d;
    expect(shown.find((b) => b.id === banner.id)).toMatchObject({ title: '欢迎新同学', linkurl: 'https://www.example.edu.cn/welcome' });

    const hidden = await admin.call<AdminBanner>(calls.saveBanner, { ...fields(edited.body.d), is_show: 0 });
    expect(hidden.body.d.is_show).toBe(0);
    expect((await student.call<{ id: number }[]>(calls.cHomeGetBanners)).body.d.map((b) => b.id)).not.toContain(banner.id);

    expect((await admin.call(calls.deleteBanner, { id: banner.id, version: 2 })).status).toBe(409);
    expect((await admin.call(calls.deleteBanner, { id: banner.id, version: 3 })).body.e).toBe(0);
    expect((await admin.call(calls.deleteBanner, { id: banner.id, version: 3 })).status).toBe(404);

    const trail = await changesOf('banner', banner.id);
    expect(trail.map((c) => c.action)).toEqual(['create', 'update', 'unpublish', 'delete']);
    expect(trail[1]).toMatchObject({ area: 'site', actor_uid: demoAccounts.admin.account, summary: '欢迎新同学' });
    expect(trail[1].before).toMatchObject({ title: '迎新季', version: 1 });
    expect(trail[1].after).toMatchObject({ title: '欢迎新同学', version: 2 });
    expect(trail[3].after).toBeNull();
  });

  it('refuses the second of two saves from the same version with who saved, and keeps the first', async () => {
    const banner = (await admin.call<AdminBanner>(calls.saveBanner, { title: '图书馆', logo_url: '/static/demo/banner-1.svg', linkurl: '', is_show: 1, sort: 5 })).body.d;
    expect((await admin.call(calls.saveBanner, { ...fields(banner), title: '图书馆开放' })).body.e).toBe(0);
    const late = await otherAdmin.call(calls.saveBanner, { ...fields(banner), title: '图书馆闭馆' }, { 'accept-language': 'en' });
    expect(late.status).toBe(409);
    expect(late.body.e).toBe(409);
    expect(late.body.m).toMatch(/Someone else changed this record \(.+, \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\)/);
    const stored = (await admin.call<Page<AdminBanner>>(calls.adminBanners, { page_size: 100 })).body.d.list.find((b) => b.id === banner.id);
    expect(stored).toMatchObject({ title: '图书馆开放', version: 2 });
    expect((await changesOf('banner', banner.id)).length).toBe(2);
  });

  it("sets the carousel's interval and height in the site configuration, 5 s and 240 px until then", async () => {
    expect((await admin.call(calls.bannerCarousel)).body.d).toEqual({ interval: 5, height: 240 });
    expect((await admin.call(calls.saveBannerCarousel, { interval: 0, height: 240 })).status).toBe(400);
    expect((await admin.call(calls.saveBannerCarousel, { interval: 3, height: 300 })).body.d).toEqual({ interval: 3, height: 300 });
    const config = (await new ApiClient(server.url).call<SiteConfig>(calls.getSiteConfig)).body.d;
    expect(config.system_setting).toMatchObject({ banner_interval: 3, banner_height: 300 });
    expect(config.site_name).not.toBe('');
    const [change] = await changesOf('banner_carousel', 'site');
    expect(change).toMatchObject({ before: { interval: 5, height: 240 }, after: { interval: 3, height: 300 } });
  });

  it('keeps header and footer links to the URL rule and shows them at once', async () => {
    const bad = await admin.call(calls.saveLink, { name: '校历', url: 'www.example.edu.cn', type: 1, new_tab: 1, sort: 9 }, { 'accept-language': 'en' });
    expect(bad.body.m).toBe(specTexts.en.urlInvalid);
    expect((await admin.call(calls.saveLink, { name: '校历', url: 'https://x.example/', type: 3, new_tab: 1, sort: 9 })).status).toBe(400);
    const link = (await admin.call<AdminLink>(calls.saveLink, { name: '校历', url: 'https://www.example.edu.cn/calendar', type: 2, new_tab: 1, sort: 9 })).body.d;
    expect((await new ApiClient(server.url).call<{ name: string }[]>(calls.cHomeGetLinks, { type: 2 })).body.d.map((l) => l.name)).toContain('校历');
    const moved = (await admin.call<AdminLink>(calls.saveLink, { ...linkFields(link), type: 1 })).body.d;
    expect(moved).toMatchObject({ type: 1, version: 2 });
    expect((await admin.call<Page<AdminLink>>(calls.adminLinks, { type: 1 })).body.d.list.map((l) => l.id)).toContain(link.id);
    expect((await admin.call(calls.saveLink, { ...linkFields(link), name: '旧的' })).status).toBe(409);
    expect((await admin.call(calls.deleteLink, { id: link.id, version: 2 })).body.e).toBe(0);
    expect((await changesOf('link', link.id)).map((c) => c.action)).toEqual(['create', 'update', 'delete']);
  });

  it('adds, renames and deletes a hot keyword, the search box offering it at once', async () => {
    await student.call(calls.searchWords, { search_type: 1 }); // fills the cache the save must drop
    const added = await admin.call<AdminHotKeyword>(calls.saveHotKeyword, { keyword: '  图书馆开放时间 ', search_type: 1, sort: 0 });
    expect(added.body.d).toMatchObject({ keyword: '图书馆开放时间', version: 1 });
    const words = async () => (await student.call<{ keyword: string }[]>(calls.searchWords, { search_type: 1 })).body.d.map((w) => w.keyword);
    expect(await words()).toContain('图书馆开放时间');
    const twice = await admin.call(calls.saveHotKeyword, { keyword: '图书馆开放时间', search_type: 1, sort: 1 });
    expect([twice.status, twice.body.m]).toEqual([409, '该搜索类型下已有这个热门关键词']);
    const renamed = await admin.call<AdminHotKeyword>(calls.saveHotKeyword, { id: added.body.d.id, version: 1, keyword: '图书馆座位', search_type: 1, sort: 0 });
    expect(renamed.body.d.version).toBe(2);
    expect(await words()).toEqual(expect.arrayContaining(['图书馆座位']));
    expect(await words()).not.toContain('图书馆开放时间');
    expect((await admin.call(calls.saveHotKeyword, { id: added.body.d.id, version: 1, keyword: '别的', search_type: 1, sort: 0 })).status).toBe(409);
    expect((await admin.call<Page<AdminHotKeyword>>(calls.adminHotKeywords, { search_type: 1 })).body.d.list.map((k) => k.keyword)).toContain('图书馆座位');
    expect((await admin.call(calls.deleteHotKeyword, { id: added.body.d.id, version: 2 })).body.e).toBe(0);
    expect(await words()).not.toContain('图书馆座位');
    expect((await changesOf('hot_keyword', added.body.d.id)).map((c) => c.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps notice categories bilingual and unique, and deletes only an empty one', async () => {
    const made = await admin.call<AdminNoticeCategory>(calls.saveNoticeCategory, { name: '校园活动', name_en: 'Campus life', sort: 9 });
    expect(made.body.d).toMatchObject({ name: '校园活动', name_en: 'Campus life', notices: 0, version: 1 });
    expect((await admin.call(calls.saveNoticeCategory, { name: '校园活动', name_en: '', sort: 1 })).status).toBe(409);
    const en = (await student.call<{ id: number; name: string }[]>(calls.getNoticeCategories, {}, { 'accept-language': 'en' })).body.d;
    expect(en.find((c) => c.id === made.body.d.id)?.name).toBe('Campus life');
    const held = (await admin.call<Page<AdminNoticeCategory>>(calls.adminNoticeCategories)).body.d.list.find((c) => c.notices > 0)!;
    const inUse = await admin.call(calls.deleteNoticeCategory, { id: held.id, version: held.version });
    expect([inUse.status, inUse.body.m]).toEqual([409, '该分类下还有公告，请先移走或删除这些公告']);
    expect((await admin.call(calls.deleteNoticeCategory, { id: made.body.d.id, version: 1 })).body.e).toBe(0);
    expect((await changesOf('notice_category', made.body.d.id)).map((c) => c.action)).toEqual(['create', 'delete']);
  });

  it("sanitises a notice's body on the server, keeping an uploaded picture, and shows it to a student once published", async () => {
    const category = (await admin.call<Page<AdminNoticeCategory>>(calls.adminNoticeCategories)).body.d.list[0];
    const picture = (await upload(admin, 'public')).d.url;
    const body = `<p onclick="steal()">报到须知<script>alert(1)</script></p><img src="x" onerror="alert(2)"><img src="${picture}" alt="校园地图"><a href="javascript:alert(3)">链接</a>`;
    expect((await admin.call(calls.saveNotice, { kind: 'notice', title: '无分类', content: '<p>x</p>', published: 1 })).status).toBe(400);
    expect((await admin.call(calls.saveNotice, { kind: 'notice', category_id: category.id, title: '空的', content: '<p><br></p>', published: 1 })).status).toBe(400);
    expect((await admin.call(calls.saveNotice, { kind: 'notice', category_id: category.id, title: '时间', content: '<p>x</p>', send_time: '明天', published: 1 })).status).toBe(400);

    const draft = await admin.call<AdminNoticeDetail>(calls.saveNotice, { kind: 'notice', category_id: category.id, title: '2026级新生报到须知', content: body, published: 0, send_time: '2026-09-01 08:00' });
    expect(draft.body.e).toBe(0);
    const notice = draft.body.d;
    expect(notice.content).not.toMatch(/script|onerror|onclick|javascript:|alert/);
    expect(notice.content).toContain(`<img src="${picture.replace(/&/g, '&amp;')}" alt="校园地图" />`);
    expect(notice).toMatchObject({ send_time: '2026-09-01 08:00:00', published: 0, category_name: category.name });
    expect((await student.call(calls.getNoticeDetail, { id: notice.id })).status).toBe(404);
    // Searched while a draft: the answer kept for the keyword must not hide the notice once it is published.
    const found = async () => (await student.call<SearchGroups>(calls.allSearch, { keyword: '新生报到须知' })).body.d.notify.map((n) => n.id);
    expect(await found()).not.toContain(notice.id);

    const published = await admin.call<AdminNoticeDetail>(calls.saveNotice, { ...noticeFields(notice), published: 1 });
    expect(await found()).toContain(notice.id);
    expect(published.body.d).toMatchObject({ published: 1, version: 2 });
    const read = (await student.call<NoticeDetail>(calls.getNoticeDetail, { id: notice.id })).body.d;
    expect(read.content).toBe(notice.content);
    expect((await fetch(`${server.url}${picture}`)).headers.get('content-type')).toBe('image/png');

    const listed = (await admin.call<Page<AdminNotice>>(calls.adminNotices, { kind: 'notice', keyword: '新生报到须知' })).body.d.list;
    expect(listed.map((n) => n.id)).toEqual([notice.id]);
    expect((await admin.call<Page<AdminNotice>>(calls.adminNotices, { kind: 'notice', published: 0, keyword: '新生报到须知' })).body.d.total).toBe(0);

    const stale = await otherAdmin.call(calls.saveNotice, { ...noticeFields(notice), title: '覆盖' });
    expect(stale.status).toBe(409);
    expect((await admin.call<AdminNoticeDetail>(calls.adminNotice, { id: notice.id })).body.d.title).toBe('2026级新生报到须知');

    const trail = await changesOf('notice', notice.id);
    expect(trail.map((c) => [c.area, c.action])).toEqual([['notices', 'create'], ['notices', 'publish']]);
    expect(trail[1].before).toMatchObject({ published: 0 });
    expect(trail[1].after).toMatchObject({ published: 1 });
    expect((await admin.call(calls.deleteNotice, { id: notice.id, version: 2 })).body.e).toBe(0);
    expect((await student.call(calls.getNoticeDetail, { id: notice.id })).status).toBe(404);
    expect(await found()).not.toContain(notice.id);
  });

  it('posts office notices for staff only, without a category', async () => {
    const office = (await admin.call<AdminNoticeDetail>(calls.saveNotice, { kind: 'office', category_id: 1, title: '教职工体检安排', content: '<p>体检</p>', published: 1 })).body.d;
    expect(office).toMatchObject({ kind: 'office', category_id: 0, category_name: '' });
    expect((await staff.call<{ title: string }>(calls.getOfficeNoticeDetail, { wid: office.id })).body.d.title).toBe('教职工体检安排');
    expect((await student.call(calls.getOfficeNoticeDetail, { wid: office.id })).body.e).not.toBe(0);
    expect((await admin.call<Page<AdminNotice>>(calls.adminNotices, { kind: 'office' })).body.d.list.map((n) => n.id)).toContain(office.id);
    expect((await admin.call<Page<AdminNotice>>(calls.adminNotices, { kind: 'notice' })).body.d.list.map((n) => n.id)).not.toContain(office.id);
    expect((await changesOf('office_notice', office.id)).map((c) => c.action)).toEqual(['create']);
  });
});

function fields(b: AdminBanner) {
  return { id: b.id, version: b.version, title: b.title, logo_url: b.logo_url, linkurl: b.linkurl, is_show: b.is_show, sort: b.sort };
}

function linkFields(l: AdminLink) {
  return { id: l.id, version: l.version, name: l.name, url: l.url, type: l.type, new_tab: l.new_tab, sort: l.sort };
}

function noticeFields(n: AdminNoticeDetail) {
  return { id: n.id, version: n.version, kind: n.kind, category_id: n.category_id, title: n.title, content: n.content, send_time: n.send_time, published: n.published };
}
