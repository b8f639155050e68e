/**
 * The back office's site settings through real HTTP (spec §3 Site config): the whole record read and saved with its
 * version, every refusal a readable envelope, a stale save refused with who saved in between and nothing overwritten,
 * each save in the audit trail with before and after, the right admin:settings required, and a save seen at once by
 * users of this process and, through Redis, of another one.
 */
import { calls } from '../../contract';
import type { SiteConfig } from '../../contract/calls/site';
import type { SiteSettingsRecord } from '../../contract/calls/site-settings';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { describeOnSharedRedis, engines, startTestServer, twoProcessesOnRedis, type TestServer } from '../support/test-server';

type Settings = SiteSettingsRecord;

/** The record as the form sends it back: every field, without who saved it and when. */
function payloadOf(record: Settings, change: Partial<Settings> = {}): { [key: string]: unknown } {
  const { updated_by: _by, updated_at: _at, ...rest } = { ...record, ...change };
  return rest;
}

describe.each(engines)('site settings in the back office on %s', (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let otherAdmin: ApiClient;
  let staff: ApiClient;
  let student: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, otherAdmin, staff, student] = await Promise.all(
      [demoAccounts.admin, demoAccounts.admin, demoAccounts.staff, demoAccounts.student].map((a) => signedInClient(server.url, a)),
    );
  });
  afterAll(async () => server?.close());

  const read = async (api: ApiClient = admin) => {
    const res = await api.call<Settings>(calls.getSiteSettings);
    expect(res.body.e).toBe(0);
    return res.body.d;
  };
  const save = (payload: { [key: string]: unknown }, api: ApiClient = admin, lang = 'zh-CN') =>
    api.call<{ version: number }>(calls.saveSiteSettings, payload, { 'accept-language': lang });
  const siteConfig = async () => (await new ApiClient(server.url).call<SiteConfig>(calls.getSiteConfig)).body.d;

  it('reads the whole record with its version and saves it back; users see the change at once', async () => {
    const record = await read();
    expect(record).toMatchObject({ site_name: '示范大学网上办事大厅', global_message_show: false, global_font_size: 14, global_font_color: '#d4380d', page_version: 2, template: 'inst' });
    expect(record.version).toBeGreaterThanOrEqual(1);
    // The public configuration is now cached in memory; the save must not be hidden by it.
    expect((await siteConfig()).version).toBe(record.version);

    const res = await save(
      payloadOf(record, {
        site_name: '示范大学一站式服务大厅',
        global_message_show: true,
        global_message: '系统将于今晚维护',
        global_font_size: 18,
        global_font_color: '#1677FF',
        search_type: 2,
        rh_flag: 1,
        rh_main_system: '5.0',
        rh_url: 'https://admin.example.edu.cn/',
        page_version: 1,
        template: 'task',
        is_home_background: true,
      }),
    );
    expect([res.status, res.body.e, res.body.d]).toEqual([200, 0, { version: record.version + 1 }]);

    const after = await read();
    expect(after).toMatchObject({ site_name: '示范大学一站式服务大厅', global_message_show: true, global_font_size: 18, global_font_color: '#1677ff', version: record.version + 1, updated_by: '系统管理员' });
    const config = await siteConfig();
    expect(config).toMatchObject({
      site_name: '示范大学一站式服务大厅',
      version: record.version + 1,
      page_version: 1,
      template: 'task',
      rh_config: { rh_flag: 1, main_system: '5.0', url: 'https://admin.example.edu.cn/' },
    });
    expect(config.system_setting).toMatchObject({
      search_type: 2,
      is_home_background: 1,
      global_message: { isShow: true, message: '系统将于今晚维护', fontSize: '18px', fontColor: '#1677ff', fileFontSize: '14px' },
      // What the form does not edit stays.
      network_check_url: 'https://net.example.edu.cn/check',
    });
    expect(config.labels).toEqual({ 'menu.serviceList': { zh: '办事大厅', en: 'Service Hall' } });
    expect((await new ApiClient(server.url).call<{ rh_config: unknown }>(calls.getRhConfig, { type: 'rh_config' })).body.d.rh_config).toEqual({
      rh_flag: 1,
      main_system: '5.0',
      url: 'https://admin.example.edu.cn/',
    });
    // The back office's own view of the configuration (spec's site-options path) agrees.
    expect((await admin.call<SiteConfig>(calls.systemSiteOptions)).body.d.site_name).toBe('示范大学一站式服务大厅');
  });

  it('empties a text the save leaves out (a form drops blank fields)', async () => {
    const record = await read();
    const payload = payloadOf(record);
    delete payload.site_copyright;
    expect((await save(payload)).body.e).toBe(0);
    expect((await read()).site_copyright).toBe('');
    expect((await siteConfig()).site_copyright).toBe('');
  });

  it('writes each save into the audit trail with the record before and after', async () => {
    const record = await read();
    expect((await save(payloadOf(record, { site_desc: '审计测试' }))).body.e).toBe(0);
    const row = await server.db
      .selectFrom('audit_changes')
      .selectAll()
      .where('entity', '=', 'site_settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_uid: 'admin', area: 'site', entity_id: 'site', action: 'update' });
    expect((row.before as Settings).site_desc).toBe(record.site_desc);
    expect((row.after as Settings).site_desc).toBe('审计测试');
  });

  it('answers every invalid field with a readable message naming it, and changes nothing', async () => {
    const record = await read();
    const cases: [Partial<{ [K in keyof Settings]: unknown }>, RegExp][] = [
      [{ site_name: '' }, /site_name/],
      [{ site_name: '名'.repeat(61) }, /site_name.*60/],
      [{ global_font_color: 'red' }, /global_font_color/],
      [{ global_file_font_color: '#12345' }, /global_file_font_color/],
      [{ global_font_size: 9 }, /global_font_size.*10/],
      [{ global_file_font_size: 41 }, /global_file_font_size.*40/],
      [{ global_font_size: 'big' }, /global_font_size/],
      [{ ai_service_hall_url: 'ftp://ai.example.edu.cn' }, /ai_service_hall_url/],
      [{ rh_url: `https://${'a'.repeat(250)}.cn` }, /rh_url.*255/],
      [{ network_check_url: 'net.example.edu.cn' }, /network_check_url/],
      [{ logo_src: 'javascript:alert(1)' }, /logo_src/],
      [{ site_email: 'not-an-address' }, /site_email/],
      [{ site_mobile: '电话' }, /site_mobile/],
      [{ global_message: '长'.repeat(201) }, /global_message.*200/],
      [{ page_version: 3 }, /page_version/],
      [{ template: 'other' }, /template/],
      [{ rh_flag: 2 }, /rh_flag/],
      [{ search_type: 10 }, /search_type/],
      [{ version: 0 }, /version/],
      [{ global_message_show: true, global_message: ' ', global_file_message: '' }, /^开启全局消息时请填写消息内容$/],
      [{ ai_service_hall: true, ai_service_hall_url: '' }, /^开启AI服务大厅时请填写其PC端地址$/],
    ];
    for (const [change, message] of cases) {
      const res = await save(payloadOf(record, change as Partial<Settings>));
      expect([res.status, res.body.e, res.body.d]).toEqual([400, 400, null]);
      expect(res.body.m).toMatch(message);
    }
    const missing = payloadOf(record);
    delete missing.site_name;
    expect((await save(missing)).body.m).toMatch(/site_name/);
    expect((await save(payloadOf(record, { global_message_show: true, global_message: '', global_file_message: '' }), admin, 'en')).body.m).toBe(
      'Enter the message text to show the global message',
    );
    expect(await read()).toEqual(record);
  });

  it('refuses a save made on an old version with who saved in between, and keeps the other save whole', async () => {
    const [mine, theirs] = [await read(admin), await read(otherAdmin)];
    expect(mine.version).toBe(theirs.version);
    expect((await save(payloadOf(theirs, { site_copyright: '© 2026 他人保存' }), otherAdmin)).body.e).toBe(0);

    const stale = await save(payloadOf(mine, { site_copyright: '© 2026 我的修改', site_address: '新地址' }));
    expect([stale.status, stale.body.e, stale.body.d]).toEqual([409, 409, null]);
    expect(stale.body.m).toMatch(/^该记录已被他人修改（系统管理员，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}）/);
    const now = await read();
    expect(now).toMatchObject({ site_copyright: '© 2026 他人保存', site_address: mine.site_address, version: theirs.version + 1 });
    expect((await siteConfig()).site_copyright).toBe('© 2026 他人保存');
  });

  it('refuses students and staff without the right, before anything is read or changed', async () => {
    const record = await read();
    for (const api of [student, staff]) {
      expect((await api.call(calls.getSiteSettings)).body.e).toBe(403);
      const res = await save(payloadOf(record, { site_name: '不应保存' }), api);
      expect([res.status, res.body.e]).toEqual([403, 403]);
      expect((await api.call(calls.systemSiteOptions)).body.e).toBe(403);
    }
    expect((await new ApiClient(server.url).call(calls.getSiteSettings)).body.e).not.toBe(0);
    expect((await read()).site_name).toBe(record.site_name);
  });
});

describeOnSharedRedis('site settings across two server processes on one Redis', () => {
  const processes = twoProcessesOnRedis();

  it('serves a save made through one process from the other well within its cache time', async () => {
    const { first, second } = processes;
    const siteName = async (server: TestServer) => (await new ApiClient(server.url).call<SiteConfig>(calls.getSiteConfig)).body.d.site_name;
    // Both processes hold the configuration in memory now.
    const before = await siteName(second);
    expect(await siteName(first)).toBe(before);
    const admin = await signedInClient(first.url, demoAccounts.admin);
    const record = (await admin.call<Settings>(calls.getSiteSettings)).body.d;
    expect((await admin.call(calls.saveSiteSettings, payloadOf(record, { site_name: '跨进程的站点名' }))).body.e).toBe(0);
    expect(await siteName(first)).toBe('跨进程的站点名');
    const deadline = Date.now() + 5_000;
    while ((await siteName(second)) !== '跨进程的站点名' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await siteName(second)).toBe('跨进程的站点名');
  });
});
