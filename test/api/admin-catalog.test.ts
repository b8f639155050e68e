/**
 * The back office's catalogue through real HTTP: a service made in the back office stays out of users' sight until it
 * is published; the rules a save must meet; two administrators saving one service (the second is refused with who
 * saved, nothing lost); a service with applications is kept; an open-API client's secret is answered once and stored
 * only hashed; every change in the audit trail; students and staff without admin:catalog refused.
 */
import { createHash } from 'node:crypto';
import { calls } from '../../contract';
import type { AdminApp, AdminCategory, AdminTheme } from '../../contract/calls/apps';
import { catalogAdminCalls } from '../../contract/calls/apps';
import { openCalls, type OpenClient, type OpenClientSecret } from '../../contract/calls/open';
import { ErrorCode } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { describeOnSharedRedis, engines, startTestServer, twoProcessesOnRedis, type TestServer } from '../support/test-server';

interface Page<T> {
  list: T[];
  total: number;
}
interface Found {
  apps: { id: number; origin_name: string }[];
}

const link = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  name_en: `${name} (link)`,
  type: 4,
  audiences: ['student', 'teacher'],
  url: 'https://library.example.edu.cn/seat',
  jump_type: 1,
  ...extra,
});

describe.each(engines)('the catalogue in the back office on %s', (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let otherAdmin: ApiClient;
  let student: ApiClient;
  let staff: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, otherAdmin, student, staff] = await Promise.all(
      [demoAccounts.admin, demoAccounts.admin, demoAccounts.student, demoAccounts.staff].map((a) => signedInClient(server.url, a)),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  async function create(name: string, extra: Record<string, unknown> = {}): Promise<AdminApp> {
    const res = await admin.call<AdminApp>(calls.adminSaveApp, link(name, extra));
    expect([res.body.e, res.body.m]).toEqual([0, '保存成功']);
    return res.body.d;
  }
  const inHall = async (name: string) =>
    (await student.call<Page<{ id: number; name: string }>>(calls.getAppCatalog, { keyword: name })).body.d.list.map((a) => a.name);
  const inSearch = async (name: string) => (await student.call<Found>(calls.allSearch, { keyword: name })).body.d.apps.map((a) => a.origin_name);

  it('keeps a new service from users until it is published, and takes it away again when unpublished', async () => {
    const made = await create('图书馆座位预约');
    expect(made).toMatchObject({ type: 4, published: 0, version: 1, url: 'https://library.example.edu.cn/seat', updated_by: '系统管理员' });
    expect(await inHall('图书馆座位预约')).toEqual([]);
    expect(await inSearch('图书馆座位预约')).toEqual([]);
    expect((await student.call(calls.getAppDetail, { id: made.id })).body.e).toBe(ErrorCode.NOT_FOUND);

    const published = await admin.call<AdminApp>(calls.adminPublishApp, { id: made.id, version: made.version, published: 1 });
    expect(published.body.d).toMatchObject({ published: 1, version: 2 });
    expect(await inHall('图书馆座位预约')).toEqual(['图书馆座位预约']);
    expect(await inSearch('图书馆座位预约')).toEqual(['图书馆座位预约']);
    expect((await student.call<{ url: string }>(calls.getAppDetail, { id: made.id })).body.d.url).toBe('https://library.example.edu.cn/seat');

    const listed = await admin.call<Page<AdminApp>>(calls.getAdminApps, { name: '图书馆座位', published: 1 });
    expect(listed.body.d.list.map((a) => a.id)).toEqual([made.id]);

    await admin.call(calls.adminPublishApp, { id: made.id, version: 2, published: 0 });
    expect(await inHall('图书馆座位预约')).toEqual([]);
    expect(await inSearch('图书馆座位预约')).toEqual([]);
    expect((await student.call(calls.getAppDetail, { id: made.id })).body.e).toBe(ErrorCode.NOT_FOUND);
  });

  it('answers the rules of a save in the envelope, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [link('坏地址', { url: 'library.example.edu.cn' }), 'url：请输入以 http:// 或 https:// 开头、3 到 255 个字符的网址'],
      [link('坏地址', { url_pc: 'ftp://x.example.edu.cn' }), 'url_pc：请输入以 http:// 或 https:// 开头、3 到 255 个字符的网址'],
      [link('无地址', { url: '' }), '第三方链接服务（类型 4）须填写链接地址'],
      [link('小程序', { jump_type: 2 }), '跳转小程序须填写小程序信息（JSON，含 appid 和 path）'],
      [link('小程序', { jump_type: 2, json_small_data: '[1]' }), '小程序信息须为 JSON 对象'],
      [link('材料', { materials: '[{"name":""}]' }), '参数 materials 不是有效的 JSON'],
      [link('分类', { category_id: 999999 }), '所选的分类、部门或服务不存在'],
    ];
    for (const [payload, text] of cases) {
      const res = await admin.call(calls.adminSaveApp, payload);
      expect([res.status, res.body.e, res.body.m]).toEqual([400, ErrorCode.INVALID_INPUT, text]);
    }
    for (const payload of [link('类型', { type: 5 }), link('对象', { audiences: 'nobody' }), { type: 4 }]) {
      const res = await admin.call(calls.adminSaveApp, payload);
      expect([res.status, res.body.e]).toEqual([400, ErrorCode.INVALID_INPUT]);
      expect(res.body.m).not.toBe('');
    }
    const ok = await admin.call<AdminApp>(calls.adminSaveApp, link('小程序服务', { jump_type: 2, json_small_data: '{"appid":"wx1","path":"pages/index"}' }));
    expect(ok.body.e).toBe(0);
  });

  it('refuses the second of two administrators saving one service, keeping the first one’s change', async () => {
    const made = await create('校园网报修');
    const [mine, theirs] = await Promise.all([admin, otherAdmin].map((a) => a.call<AdminApp>(calls.getAdminApp, { id: made.id })));
    const first = await admin.call<AdminApp>(calls.adminSaveApp, { ...link('校园网报修（第一位）'), id: made.id, version: mine.body.d.version });
    expect(first.body.d).toMatchObject({ name: '校园网报修（第一位）', version: 2 });
    const second = await otherAdmin.call<AdminApp>(calls.adminSaveApp, { ...link('校园网报修（第二位）', { url: 'https://net.example.edu.cn' }), id: made.id, version: theirs.body.d.version });
    expect([second.status, second.body.e]).toEqual([409, 409]);
    expect(second.body.m).toMatch(/^该记录已被他人修改（系统管理员，\d{4}-\d\d-\d\d \d\d:\d\d:\d\d），请重新载入后再保存，你的修改未丢失$/);
    const now = (await admin.call<AdminApp>(calls.getAdminApp, { id: made.id })).body.d;
    expect(now).toMatchObject({ name: '校园网报修（第一位）', url: 'https://library.example.edu.cn/seat', version: 2 });
    const trail = await server.db.selectFrom('audit_changes').select('action').where('entity', '=', 'service').where('entity_id', '=', String(made.id)).orderBy('id').execute();
    expect(trail.map((r) => r.action)).toEqual(['create', 'update']);
    const en = await otherAdmin.call(calls.adminSaveApp, { ...link('x'), id: made.id, version: 1 }, { 'accept-language': 'en' });
    expect(en.body.m).toMatch(/^Someone else changed this record/);
  });

  it('keeps a service that has applications, and deletes one that has none', async () => {
    const used = await server.db.selectFrom('process_instances').select('app_id').limit(1).executeTakeFirstOrThrow();
    const row = (await admin.call<AdminApp>(calls.getAdminApp, { id: used.app_id })).body.d;
    const refused = await admin.call(calls.deleteApp, { id: row.id, version: row.version });
    expect([refused.status, refused.body.m]).toEqual([409, '该服务已有申请记录，不能删除；如不再提供，请取消发布']);
    expect((await admin.call(calls.getAdminApp, { id: row.id })).body.e).toBe(0);

    const made = await create('临时服务');
    const stale = await admin.call(calls.deleteApp, { id: made.id, version: made.version + 1 });
    expect(stale.status).toBe(409);
    expect((await admin.call(calls.deleteApp, { id: made.id, version: made.version })).body.e).toBe(0);
    expect((await admin.call(calls.getAdminApp, { id: made.id })).body.e).toBe(ErrorCode.NOT_FOUND);
    const trail = await server.db.selectFrom('audit_changes').selectAll().where('entity_id', '=', String(made.id)).where('action', '=', 'delete').executeTakeFirstOrThrow();
    expect(trail.after).toBeNull();
    expect(trail.before).toMatchObject({ name: '临时服务', type: 4 });
  });

  it('orders services within their category', async () => {
    const choices = (await admin.call<{ categories: { id: number }[] }>(calls.getCatalogChoices)).body.d;
    const category_id = choices.categories[0].id;
    const a = await create('排序一', { category_id });
    const b = await create('排序二', { category_id });
    expect(b.sort).toBeGreaterThan(a.sort);
    expect((await admin.call(calls.moveApp, { id: b.id, direction: 'up' })).body.d).toEqual({ moved: 1 });
    const list = (await admin.call<Page<AdminApp>>(calls.getAdminApps, { category_id, name: '排序' })).body.d.list;
    expect(list.map((r) => r.name)).toEqual(['排序二', '排序一']);
  });

  it('keeps folders, categories and themes with the same pattern, the folder’s HTML sanitised', async () => {
    const service = await create('组内服务');
    const folder = await admin.call<AdminApp>(calls.saveAppFolder, {
      name: '后勤服务',
      audiences: ['student'],
      folder_desc: '<p>报修<script>alert(1)</script><a href="javascript:alert(1)">点</a></p>',
      app_ids: [service.id],
    });
    expect(folder.body.d).toMatchObject({ is_folder: 1, published: 0, apps: [{ id: service.id, name: '组内服务' }] });
    expect(folder.body.d.folder_desc).toBe('<p>报修<a>点</a></p>');
    expect((await admin.call(calls.deleteApp, { id: folder.body.d.id, version: folder.body.d.version })).body.m).toBe('应用组内还有服务，请先移出后再删除');

    const cat = (await admin.call<AdminCategory>(calls.saveAppCategory, { name: '图书服务', name_en: 'Library' })).body.d;
    await create('分类内服务', { category_id: cat.id });
    const inUse = await admin.call(calls.deleteAppCategory, { id: cat.id, version: cat.version });
    expect(inUse.body.m).toBe('该分类下还有服务，不能删除');
    const renamed = await admin.call<AdminCategory>(calls.saveAppCategory, { id: cat.id, version: cat.version, name: '图书与档案' });
    expect(renamed.body.d).toMatchObject({ name: '图书与档案', version: 2, apps: 1 });
    expect((await admin.call(calls.saveAppCategory, { id: cat.id, version: 1, name: '旧' })).status).toBe(409);

    const theme = (await admin.call<AdminTheme>(calls.saveAppTheme, { name: '考试周', app_ids: [service.id] })).body.d;
    expect(theme).toMatchObject({ name: '考试周', enabled: 1, app_ids: [service.id], version: 1 });
    expect((await admin.call(calls.deleteAppTheme, { id: theme.id, version: theme.version })).body.e).toBe(0);
    const trail = await server.db.selectFrom('audit_changes').select(['entity', 'action']).where('entity', 'in', ['folder', 'app_category', 'app_theme']).orderBy('id').execute();
    expect(trail).toEqual([
      { entity: 'folder', action: 'create' },
      { entity: 'app_category', action: 'create' },
      { entity: 'app_category', action: 'update' },
      { entity: 'app_theme', action: 'create' },
      { entity: 'app_theme', action: 'delete' },
    ]);
  });

  it('answers an open-API client’s secret once, keeps only its hash, and a rotated secret stops the old one', async () => {
    const registered = await admin.call<OpenClientSecret>(calls.registerOpenClient, { appid: 'seat-system', name: '座位系统' });
    expect(registered.body.e).toBe(0);
    const first = registered.body.d.secret;
    expect(first.length).toBeGreaterThanOrEqual(40);
    const stored = await server.db.selectFrom('open_clients').select('secret_hash').where('appid', '=', 'seat-system').executeTakeFirstOrThrow();
    expect(stored.secret_hash).toBe(createHash('sha256').update(first).digest('hex'));
    const listed = await admin.call<OpenClient[]>(calls.getOpenClients);
    expect(JSON.stringify(listed.body.d)).not.toContain(first);
    expect(listed.body.d.find((c) => c.appid === 'seat-system')).toMatchObject({ name: '座位系统', disabled: 0, services: 0 });
    expect((await admin.call(calls.registerOpenClient, { appid: 'seat-system', name: '又一个' })).body.m).toBe('应用 ID seat-system 已登记');

    const service = await create('座位系统入口', { thirdparty_id: 'seat-system', thirdparty_name: '座位系统' });
    await admin.call(calls.adminPublishApp, { id: service.id, version: service.version, published: 1 });
    const rotated = await admin.call<OpenClientSecret>(calls.rotateOpenSecret, { appid: 'seat-system' });
    const second = rotated.body.d.secret;
    expect(second).not.toBe(first);
    const code = (await student.call<string>(calls.getUserCode, { app_id: service.id })).body.d;
    const thirdParty = new ApiClient(server.url);
    const old = await thirdParty.call(calls.openTokenGet, { appid: 'seat-system', secret: first, code });
    expect([old.status, old.body.m]).toEqual([401, '应用凭据无效']);
    const fresh = await thirdParty.call(calls.openTokenGet, { appid: 'seat-system', secret: second, code });
    expect(fresh.body.d).toMatchObject({ identity: 'student' });

    const disabled = await admin.call<OpenClient>(calls.setOpenClientDisabled, { appid: 'seat-system', disabled: 1 });
    expect(disabled.body.d).toMatchObject({ disabled: 1, services: 1 });
    expect((await student.call(calls.getUserCode, { app_id: service.id })).body.e).not.toBe(0);

    const trail = await server.db.selectFrom('audit_changes').select(['action', 'before', 'after']).where('entity', '=', 'open_client').orderBy('id').execute();
    expect(trail.map((r) => r.action)).toEqual(['create', 'rotate_secret', 'disable']);
    const written = JSON.stringify(trail);
    for (const secret of [first, second, stored.secret_hash]) expect(written).not.toContain(secret);
  });

  it('refuses every catalogue call to a student and to staff without admin:catalog', async () => {
    const every = [...Object.values(catalogAdminCalls), ...Object.values(openCalls)];
    for (const caller of [student, staff]) {
      for (const call of every) {
        const res = await caller.call(call, { id: 1, version: 1, appid: 'x', name: 'x', published: 1, direction: 'up', disabled: 1, audiences: 'student', type: 1 });
        expect([call.name, res.status, res.body.e]).toEqual([call.name, 403, ErrorCode.FORBIDDEN]);
      }
    }
    const signedOut = await new ApiClient(server.url).call(calls.getAdminApps);
    expect(signedOut.body.e).toBe(ErrorCode.LOGIN_REQUIRED);
  });
});

describeOnSharedRedis('the catalogue kept in memory by two server processes', () => {
  const processes = twoProcessesOnRedis();

  it('shows a service published through one process in the other’s hall and home well within their cache time', async () => {
    const { first, second } = processes;
    const [admin, reader] = await Promise.all([signedInClient(first.url, demoAccounts.admin), signedInClient(second.url, demoAccounts.student)]);
    const name = '跨进程发布的服务';
    const inHall = async () => (await reader.call<Page<{ name: string }>>(calls.getAppCatalog, { keyword: name })).body.d.list.map((a) => a.name);
    // The second process keeps the empty answer now.
    expect(await inHall()).toEqual([]);
    const made = (await admin.call<AdminApp>(calls.adminSaveApp, link(name))).body.d;
    expect((await admin.call(calls.adminPublishApp, { id: made.id, version: made.version, published: 1 })).body.e).toBe(0);
    // Well within the 15 s a kept answer lives: only the change's notice can bring it this soon.
    const deadline = Date.now() + 5_000;
    while ((await inHall()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await inHall()).toEqual([name]);
  });
});
