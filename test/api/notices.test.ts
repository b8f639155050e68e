/** Notices and office notices through real HTTP: lists, details, sanitised HTML, read state, and staff-only office notices. */
import { sql } from 'kysely';
import { calls } from '../../contract';
import type { Notice, NoticeCategory, NoticeDetail, OfficeNotice, OfficeNoticeDetail } from '../../contract/calls/notices';
import { publishNotices } from '../../server/src/modules/notices/notices.service';
import { demoAccounts, type DemoAccount } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { noticeFixtures } from '../support/notice-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface Page<T> {
  list: T[];
  total: number;
  p: number;
  page_size: number;
}

describe.each(engines)('notices on %s', (engine) => {
  let server: TestServer;
  let categories: { id: number; name: string }[];

  beforeAll(async () => {
    server = await startTestServer({ engine });
    categories = await server.db.selectFrom('notice_categories').select(['id', 'name']).orderBy('sort').execute();
  });
  afterAll(() => server?.close());

  const signedIn = (account: DemoAccount) => signedInClient(server.url, account);
  const { notice, office } = noticeFixtures(() => categories[0].id);
  /** Published notices of a kind; with `readerDepartment`, the office notices its staff may read (those for all staff or for it). */
  const countOf = async (kind: 'notice' | 'office', readerDepartment?: number | null) => {
    let q = server.db.selectFrom('notices').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', kind);
    if (readerDepartment !== undefined) q = q.where(sql<boolean>`(audience IS NULL OR ${readerDepartment}::int = ANY(audience))`);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('seeds a few hundred notices over the last year and some office notices', async () => {
    expect(await countOf('notice')).toBeGreaterThanOrEqual(200);
    expect(await countOf('office')).toBeGreaterThanOrEqual(30);
    const oldest = await server.db.selectFrom('notices').select('send_time').orderBy('send_time').executeTakeFirstOrThrow();
    expect(Date.now() - oldest.send_time.getTime()).toBeGreaterThan(300 * 86_400_000);
  });

  it('lists notices newest first in pages, by category, never office notices', async () => {
    const anonymous = new ApiClient(server.url);
    const first = (await anonymous.call<Page<Notice>>(calls.getNotice, { page_size: 5 })).body.d;
    expect(first.list).toHaveLength(5);
    expect(first.total).toBe(await countOf('notice'));
    const times = first.list.map((n) => n.send_time);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await anonymous.call<Page<Notice>>(calls.getNotice, { page_size: 5, p: 2 })).body.d;
    expect(second.list[0].send_time <= first.list[4].send_time).toBe(true);
    expect(second.list.map((n) => n.id)).not.toEqual(expect.arrayContaining(first.list.map((n) => n.id)));

    const guides = categories.find((c) => c.name === '办事指南')!;
    const byCategory = (await anonymous.call<Page<Notice>>(calls.getNotice, { category_id: guides.id, page_size: 100 })).body.d;
    expect(byCategory.list.length).toBeGreaterThan(0);
    expect(byCategory.list.every((n) => n.category_id === guides.id && n.category_name === '办事指南')).toBe(true);

    const officeIds = (await server.db.selectFrom('notices').select('id').where('kind', '=', 'office').execute()).map((r) => r.id);
    const all = (await anonymous.call<Page<Notice>>(calls.getNotice, { page_size: 100, p: 1 })).body.d.list.map((n) => n.id);
    expect(all.filter((id) => officeIds.includes(id))).toEqual([]);
  });

  it('names categories and departments in the reader’s language', async () => {
    const english = (await new ApiClient(server.url).call<NoticeCategory[]>(calls.getNoticeCategories, {}, { 'accept-language': 'en' })).body.d;
    expect(english.map((c) => c.name)).toEqual(['Notices', 'Service guides', 'System announcements']);
    const [id] = await publishNotices(server.db, [notice('图书馆寒假开放时间', 1, { titleEn: 'Library hours in the winter break', departmentId: (await server.db.selectFrom('departments').select('id').where('code', '=', 'LI').executeTakeFirstOrThrow()).id })]);
    const detail = (await new ApiClient(server.url).call<NoticeDetail>(calls.getNoticeDetail, { id }, { 'accept-language': 'en' })).body.d;
    expect(detail).toMatchObject({ title: 'Library hours in the winter break', department_name: 'University Library', category_name: 'Notices' });
  });

  it('sanitises notice HTML when it is written', async () => {
    const [id] = await publishNotices(server.db, [
      notice('关于图书馆闭馆的通知', 1, {
        content: '<p onclick="steal()">闭馆<script>alert(1)</script><img src="javascript:alert(2)"><a href="https://lib.example.edu.cn" target="_blank">详情</a></p>',
      }),
    ]);
    const stored = await server.db.selectFrom('notices').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p>闭馆<a href="https://lib.example.edu.cn" target="_blank" rel="noopener noreferrer">详情</a></p>');
    const detail = (await new ApiClient(server.url).call<NoticeDetail>(calls.getNoticeDetail, { id })).body.d;
    expect(detail.content).toBe(stored.content);
  });

  it('answers a missing notice and an office notice asked for as a notice alike', async () => {
    const [wid] = await publishNotices(server.db, [office('关于召开中层干部会议的通知', 1)]);
    const staff = await signedIn(demoAccounts.staff);
    const asNotice = await staff.call(calls.getNoticeDetail, { id: wid });
    const missing = await staff.call(calls.getNoticeDetail, { id: 99_999_999 });
    expect(asNotice.status).toBe(404);
    expect(asNotice.body).toEqual(missing.body);
    expect(missing.body).toEqual({ e: 404, m: '该公告不存在或您无权查看', d: null });
  });

  it('keeps read state per signed-in reader: opening marks read, counts go down, old notices count as read', async () => {
    const [fresh, old] = await publishNotices(server.db, [notice('关于宿舍热水供应时间调整的通知', 0.5), notice('关于去年运动会的通知', 45)]);
    const student = await signedIn(demoAccounts.student);
    const staff = await signedIn(demoAccounts.staff);
    const flag = async (api: ApiClient, id: number) => (await api.call<Page<Notice>>(calls.getNotice, { page_size: 100 })).body.d.list.find((n) => n.id === id)?.is_read;
    const unread = async (api: ApiClient) => (await api.call<{ notify: number; office_notice: number }>(calls.getNoticeUnread)).body.d;
    const categoryUnread = async (api: ApiClient) => (await api.call<NoticeCategory[]>(calls.getNoticeCategories)).body.d[0].unread;

    expect(await flag(student, fresh)).toBe(0);
    const before = await unread(student);
    const beforeCategory = await categoryUnread(student);
    expect(before.notify).toBeGreaterThan(0);
    expect(before.office_notice).toBe(0);

    expect((await student.call<NoticeDetail>(calls.getNoticeDetail, { id: fresh })).body.d.is_read).toBe(1);
    expect(await flag(student, fresh)).toBe(1);
    expect((await unread(student)).notify).toBe(before.notify - 1);
    expect(await categoryUnread(student)).toBe(beforeCategory - 1);
    await student.call(calls.getNoticeDetail, { id: fresh });
    expect((await unread(student)).notify).toBe(before.notify - 1);

    expect(await flag(student, old)).toBe(1); // older than 30 days: counted as read, never stored
    expect(await flag(staff, fresh)).toBe(0); // someone else's reading is not mine
    expect((await server.db.selectFrom('notice_reads').select('uid').where('notice_id', '=', old).execute())).toEqual([]);
    const anonymous = new ApiClient(server.url);
    expect(await flag(anonymous, fresh)).toBe(0);
    expect((await anonymous.call<Page<Notice>>(calls.getNotice, { page_size: 100 })).body.d.list.every((n) => n.is_read === 0)).toBe(true);
    expect((await anonymous.call(calls.getNoticeUnread)).body.e).toBe(10042);
  });

  it('marks everything recent read at once, in one category or all', async () => {
    const staff = await signedIn(demoAccounts.staff);
    const [systemCategory] = categories.filter((c) => c.name === '系统公告');
    await publishNotices(server.db, [notice('关于邮件系统迁移的公告', 1, { categoryId: systemCategory.id })]);
    const one = (await staff.call<{ read: number }>(calls.readAllNotices, { kind: 'notify', category_id: systemCategory.id })).body.d;
    expect(one.read).toBeGreaterThan(0);
    const byCategory = (await staff.call<NoticeCategory[]>(calls.getNoticeCategories)).body.d;
    expect(byCategory.find((c) => c.id === systemCategory.id)?.unread).toBe(0);
    expect(byCategory.some((c) => c.unread > 0)).toBe(true);
    expect((await staff.call<{ read: number }>(calls.readAllNotices, { kind: 'notify' })).body.d.read).toBeGreaterThan(0);
    expect((await staff.call<{ notify: number }>(calls.getNoticeUnread)).body.d.notify).toBe(0);
    expect((await staff.call<{ read: number }>(calls.readAllNotices, { kind: 'notify' })).body.d.read).toBe(0);
    expect((await staff.call<{ read: number }>(calls.readAllNotices, { kind: 'office_notice' })).body.d.read).toBeGreaterThanOrEqual(0);
    expect((await staff.call<{ office_notice: number }>(calls.getNoticeUnread)).body.d.office_notice).toBe(0);
  });

  it('shows office notices to staff only, and a hidden one answers as a missing one', async () => {
    const [wid] = await publishNotices(server.db, [office('关于报送年度预算执行情况的通知', 0)]);
    const staff = await signedIn(demoAccounts.staff);
    const page = (await staff.call<Page<OfficeNotice>>(calls.getOfficeNotice, { page_size: 5 })).body.d;
    const staffDepartment = (await server.db.selectFrom('users').select('department_id').where('uid', '=', demoAccounts.staff.account).executeTakeFirstOrThrow()).department_id;
    expect(page.total).toBe(await countOf('office', staffDepartment));
    expect(page.list[0]).toMatchObject({ id: wid, title: '关于报送年度预算执行情况的通知', is_read: 0 });
    const detail = (await staff.call<OfficeNoticeDetail>(calls.getOfficeNoticeDetail, { wid })).body.d;
    expect(detail).toMatchObject({ id: wid, content: '<p>关于报送年度预算执行情况的通知</p>', is_read: 1 });
    expect((await staff.call<{ office_notice: number }>(calls.getNoticeUnread)).body.d.office_notice).toBeGreaterThanOrEqual(0);

    const missing = await staff.call(calls.getOfficeNoticeDetail, { wid: 99_999_999 });
    expect(missing.body).toEqual({ e: 404, m: '该公告不存在或您无权查看', d: null });
    const [noticeId] = await publishNotices(server.db, [notice('关于运动会的通知', 1)]);
    expect((await staff.call(calls.getOfficeNoticeDetail, { wid: noticeId })).body).toEqual(missing.body);

    for (const account of [demoAccounts.student, demoAccounts.guest]) {
      const api = await signedIn(account);
      const hidden = await api.call(calls.getOfficeNoticeDetail, { wid });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(missing.body);
      const list = await api.call(calls.getOfficeNotice);
      expect(list.status).toBe(403);
      expect(list.body).toEqual({ e: 403, m: '办公公告仅向教职工开放', d: null });
      expect((await api.call(calls.readAllNotices, { kind: 'office_notice' })).body.e).toBe(403);
    }
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.call(calls.getOfficeNotice)).body.e).toBe(10042);
    expect((await anonymous.call(calls.getOfficeNoticeDetail, { wid })).body.e).toBe(10042);
    expect(await server.db.selectFrom('notice_reads').select('uid').where('notice_id', '=', wid).execute()).toEqual([{ uid: demoAccounts.staff.account }]);
  });

  it('refuses bad input with the envelope', async () => {
    const anonymous = new ApiClient(server.url);
    const staff = await signedIn(demoAccounts.staff);
    const refusals = [
      await anonymous.call(calls.getNotice, { page_size: 0 }),
      await anonymous.call(calls.getNotice, { page_size: 101 }),
      await anonymous.call(calls.getNotice, { p: 'abc' }),
      await anonymous.call(calls.getNotice, { category_id: 0 }),
      await anonymous.call(calls.getNoticeDetail, {}),
      await anonymous.call(calls.getNoticeDetail, { id: '1 OR 1=1' }),
      await staff.call(calls.getOfficeNoticeDetail, { wid: -1 }),
      await staff.call(calls.readAllNotices, { kind: 'everything' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ e: 400, d: null, m: expect.any(String) });
    }
    const unknownCategory = (await anonymous.call<Page<Notice>>(calls.getNotice, { category_id: 99_999 })).body.d;
    expect(unknownCategory).toMatchObject({ list: [], total: 0 });
  });
});
