/** Search through real HTTP: groups by who may see what, 1–2 character keywords, ranking, marks, clicks and hot keywords. */
import { calls } from '../../contract';
import type { SearchGroups, SearchItem } from '../../contract/calls/search';
import { markedHtml, markSegments } from '../../contract/rules/search';
import { RECENT_WINDOW } from '../../server/src/modules/notices/notice-search.queries';
import { publishNotices } from '../../server/src/modules/notices/notices.service';
import { demoAccounts, type DemoAccount } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { noticeFixtures } from '../support/notice-fixtures';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';

describe.each(bothEngines)('search on %s', (engine) => {
  let server: TestServer;
  let categoryId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    categoryId = (await server.db.selectFrom('notice_categories').select('id').orderBy('sort').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const signedIn = (account: DemoAccount) => signedInClient(server.url, account);
  const { notice, office } = noticeFixtures(() => categoryId);

  async function search(api: ApiClient, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
    const res = await api.call<SearchGroups>(calls.allSearch, payload, headers);
    expect(res.body.e).toBe(0);
    return res.body.d;
  }
  const names = (items: SearchItem[]) => items.map((i) => i.origin_name);

  it('finds a service and a notice by a two-character Chinese keyword, each marked where it matched', async () => {
    await publishNotices(server.db, [notice('关于规范研究生请假销假管理的通知', 2)]);
    const student = await signedIn(demoAccounts.student);
    const d = await search(student, { keyword: '请假' });
    const leave = d.apps.find((a) => a.origin_name === '学生请假申请');
    expect(leave).toMatchObject({ name: '学生<em>请假</em>申请', marks: [{ start: 2, end: 4 }], type: 1 });
    const found = d.notify.find((n) => n.origin_name === '关于规范研究生请假销假管理的通知');
    expect(found).toMatchObject({ marks: [{ start: 7, end: 9 }], type: categoryId });
    expect(markSegments(found!.origin_name, found!.marks).filter((s) => s.hit).map((s) => s.text)).toEqual(['请假']);
  });

  it('finds a one-character keyword, and searches both languages of a name', async () => {
    const student = await signedIn(demoAccounts.student);
    expect(names((await search(student, { keyword: '卡' })).apps)).toContain('校园卡挂失与补办');
    const english = await search(student, { keyword: 'LEAVE' }, { 'accept-language': 'en' });
    expect(english.apps.find((a) => a.origin_name === 'Student leave request')).toMatchObject({ name: 'Student <em>leave</em> request' });
    // An English reader typing Chinese gets the Chinese name, marked, rather than an English one with nothing marked.
    const mixed = await search(student, { keyword: '请假' }, { 'accept-language': 'en' });
    expect(mixed.apps.find((a) => a.origin_name === '学生请假申请')?.marks).toEqual([{ start: 2, end: 4 }]);
  });

  it('shows each caller only the services of their audience', async () => {
    const anonymous = new ApiClient(server.url);
    expect(names((await search(anonymous, { keyword: '请假' })).apps)).not.toContain('学生请假申请');
    const staff = await signedIn(demoAccounts.staff);
    expect(names((await search(staff, { keyword: '报销' })).apps)).toContain('差旅费报销');
    const student = await signedIn(demoAccounts.student);
    expect(names((await search(student, { keyword: '报销' })).apps)).not.toContain('差旅费报销');
  });

  it('ranks the exact title first, then titles starting with the keyword, then the rest, newest first within each', async () => {
    await publishNotices(server.db, [
      notice('关于宿舍门禁的通知', 1),
      notice('宿舍门禁系统升级说明', 30),
      notice('宿舍门禁', 200),
      notice('宿舍门禁卡补办流程', 60),
      notice('学生宿舍门禁时间调整', 5),
    ]);
    const d = await search(new ApiClient(server.url), { keyword: '宿舍门禁' });
    expect(names(d.notify)).toEqual(['宿舍门禁', '宿舍门禁系统升级说明', '宿舍门禁卡补办流程', '关于宿舍门禁的通知', '学生宿舍门禁时间调整']);
  });

  it('finds matches older than the newest notices it reads first, in the same order', async () => {
    await publishNotices(server.db, [notice('关于组织极光观测活动的通知', 300), notice('极光', 320), notice('极光摄影展作品征集', 310)]);
    await publishNotices(server.db, Array.from({ length: RECENT_WINDOW + 20 }, (_, i) => notice(`校园开放日第${i + 1}场安排`, 1 + i / 1000)));
    const d = await search(new ApiClient(server.url), { keyword: '极光' });
    expect(names(d.notify)).toEqual(['极光', '极光摄影展作品征集', '关于组织极光观测活动的通知']);
  });

  it('keeps office notices to staff: a student, a visitor and someone not signed in get none', async () => {
    await publishNotices(server.db, [office('关于召开钟楼修缮协调会的通知', 3), notice('钟楼开放时间调整', 4)]);
    const staff = await signedIn(demoAccounts.staff);
    expect(names((await search(staff, { keyword: '钟楼' })).office_notice)).toEqual(['关于召开钟楼修缮协调会的通知']);
    for (const api of [await signedIn(demoAccounts.student), await signedIn(demoAccounts.guest), new ApiClient(server.url)]) {
      const d = await search(api, { keyword: '钟楼' });
      expect(d.office_notice).toEqual([]);
      expect(names(d.notify)).toEqual(['钟楼开放时间调整']);
    }
  });

  it('limits each group, searches one group when asked, and answers the groups without a source empty', async () => {
    await publishNotices(server.db, Array.from({ length: 15 }, (_, i) => notice(`图书馆古籍修复展第${i + 1}场`, i + 1)));
    const anonymous = new ApiClient(server.url);
    const all = await search(anonymous, { keyword: '古籍修复' });
    expect(all.notify).toHaveLength(10);
    expect(all.reports).toEqual([]);
    expect(all.reservation).toEqual([]);
    const one = await search(anonymous, { keyword: '古籍修复', group: 'notify', limit: 12 });
    expect(one.notify).toHaveLength(12);
    expect(one.apps).toEqual([]);
  });

  it('escapes the marked name and takes the keyword literally', async () => {
    await publishNotices(server.db, [notice('<img src=x onerror=alert(1)> 100% 报销_说明', 1)]);
    const d = await search(new ApiClient(server.url), { keyword: '报销_' });
    const [item] = d.notify;
    expect(item.origin_name).toBe('<img src=x onerror=alert(1)> 100% 报销_说明');
    expect(item.name).toBe(markedHtml(item.origin_name, item.marks));
    expect(item.name).toBe('&lt;img src=x onerror=alert(1)&gt; 100% <em>报销_</em>说明');
    expect(names((await search(new ApiClient(server.url), { keyword: '%' })).notify)).toEqual(['<img src=x onerror=alert(1)> 100% 报销_说明']);
    expect(names((await search(new ApiClient(server.url), { keyword: '_' })).notify)).toEqual(['<img src=x onerror=alert(1)> 100% 报销_说明']);
  });

  it('answers a blank keyword with empty groups and refuses bad input with the envelope', async () => {
    const anonymous = new ApiClient(server.url);
    expect(await search(anonymous, { keyword: '   ' })).toEqual({ apps: [], reports: [], notify: [], reservation: [], office_notice: [] });
    for (const payload of [{}, { keyword: '' }, { keyword: 'x'.repeat(51) }, { keyword: '请假', group: 'people' }, { keyword: '请假', limit: 51 }, { keyword: '请假', limit: 0 }]) {
      const res = await anonymous.call(calls.allSearch, payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ e: 400, d: null, m: expect.any(String) });
    }
  });

  it('counts a click once per person per day and ranks hot keywords by how many people clicked, per audience', async () => {
    const [studentA, studentB] = [await signedIn(demoAccounts.student), new ApiClient(server.url)];
    const other = (await server.db.selectFrom('users').select(['uid']).where('identity_type', '=', 'student').where('uid', '<>', demoAccounts.student.account).executeTakeFirstOrThrow()).uid;
    // A second student, signed in by a session made for the test (the demo has one student with a password).
    await server.db.updateTable('users').set({ password_hash: (await server.db.selectFrom('users').select('password_hash').where('uid', '=', demoAccounts.student.account).executeTakeFirstOrThrow()).password_hash }).where('uid', '=', other).execute();
    expect((await studentB.call(calls.login, { username: other, password: demoAccounts.student.password })).body.e).toBe(0);

    for (let i = 0; i < 5; i++) expect((await studentA.call(calls.setSearchService, { name: '学生证补办' })).body.e).toBe(0);
    for (const api of [studentA, studentB]) expect((await api.call(calls.setSearchService, { name: '缓考申请' })).body.e).toBe(0);
    const words = (await studentA.call<{ keyword: string }[]>(calls.searchWords)).body.d.map((w) => w.keyword);
    expect(words.slice(0, 2)).toEqual(['缓考申请', '学生证补办']);
    expect(words).toContain('请假'); // topped up with the configured keywords
    expect(words).toHaveLength(10);

    // Staff never see what students clicked, and someone not signed in gets the configured keywords.
    const staffWords = (await (await signedIn(demoAccounts.staff)).call<{ keyword: string }[]>(calls.searchWords)).body.d.map((w) => w.keyword);
    expect(staffWords).not.toContain('缓考申请');
    const visitorWords = (await new ApiClient(server.url).call<{ keyword: string }[]>(calls.searchWords)).body.d;
    expect(visitorWords[0]).toEqual({ keyword: '请假' });
    expect((await new ApiClient(server.url).call<unknown[]>(calls.searchWords, { search_type: 2 })).body.d).toEqual([]);
  });

  it('refuses a click on a name the caller could not have found, hidden or missing alike', async () => {
    await publishNotices(server.db, [office('关于教职工停车证年审的通知', 2)]);
    const student = await signedIn(demoAccounts.student);
    const hidden = await student.call(calls.setSearchService, { name: '关于教职工停车证年审的通知' });
    const missing = await student.call(calls.setSearchService, { name: '没有这个服务' });
    const teacherService = await student.call(calls.setSearchService, { name: '差旅费报销' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect(teacherService.body).toEqual(missing.body);
    expect(missing.body).toEqual({ e: 404, m: '没有找到该搜索结果', d: null });
    expect((await (await signedIn(demoAccounts.staff)).call(calls.setSearchService, { name: '关于教职工停车证年审的通知' })).body.e).toBe(0);
    expect((await student.call(calls.setSearchService, { name: 'x'.repeat(201) })).status).toBe(400);
  });
});
