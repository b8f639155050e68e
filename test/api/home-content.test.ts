/** Home page content through real HTTP: site config, banners, links, hot services, hot keywords. */
import { sql } from 'kysely';
import { calls } from '../../contract';
import type { AppCard } from '../../contract/schemas';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('home content on %s', (engine) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = new ApiClient(server.url);
  });
  afterAll(() => server?.close());

  it('serves the seeded site configuration with its footer fields', async () => {
    const { status, body } = await api.call<{ site_name: string; site_email: string; system_setting: { home_banner_list: number } }>(
      calls.getSiteConfig,
      { v: Date.now() },
    );
    expect(status).toBe(200);
    expect(body.e).toBe(0);
    expect(body.d.site_name).toBe('示范大学网上办事大厅');
    expect(body.d.site_email).toContain('@');
    expect(body.d.system_setting.home_banner_list).toBe(1);
  });

  it('answers the remote configs asked for, and only those', async () => {
    const both = await api.call<Record<string, unknown>>(calls.getRhConfig, { type: ['rh_config', 'user_sys_config'] });
    expect(Object.keys(both.body.d).sort()).toEqual(['rh_config', 'user_sys_config']);
    const one = await api.call<Record<string, unknown>>(calls.getRhConfig, { type: 'rh_config' });
    expect(Object.keys(one.body.d)).toEqual(['rh_config']);
  });

  it('lists shown banners in order and header/footer links by type', async () => {
    const banners = await api.call<{ title: string; logo_url: string; sort: number }[]>(calls.cHomeGetBanners);
    expect(banners.body.d.length).toBe(3);
    expect(banners.body.d.map((b) => b.sort)).toEqual([0, 1, 2]);
    // Each picture's own text, the carousel's alternative text.
    expect(banners.body.d[0].title).toBe('一网通办 让师生少跑腿');
    const header = await api.call<{ type: number; name: string }[]>(calls.cHomeGetLinks, { type: 1 });
    const footer = await api.call<{ type: number; name: string }[]>(calls.cHomeGetLinks, { type: 2 });
    expect(header.body.d.map((l) => l.name)).toContain('学校主页');
    expect(footer.body.d.every((l) => l.type === 2)).toBe(true);
  });

  async function student(): Promise<ApiClient> {
    const client = new ApiClient(server.url);
    await client.call(calls.login, { username: demoAccounts.student.account, password: demoAccounts.student.password });
    return client;
  }

  it("puts a student's pinned hot services first, five by default and up to twenty with more", async () => {
    const client = await student();
    const hot = await client.call<AppCard[]>(calls.homehotapps);
    expect(hot.body.d).toHaveLength(5);
    const more = await client.call<AppCard[]>(calls.homehotapps, { more: 1 });
    expect(more.body.d.length).toBeGreaterThan(5);
    expect(more.body.d.length).toBeLessThanOrEqual(20);
    const pinned = await server.db
      .selectFrom('apps')
      .select('name')
      .where('is_hot', '=', true)
      .where('folder_id', 'is', null)
      .where(sql<boolean>`'student' = ANY(audiences)`)
      .execute();
    expect(pinned.map((p) => p.name)).toEqual(expect.arrayContaining(hot.body.d.map((a) => a.name)));
  });

  it('shows a visitor who has not signed in the hot services open to visitors', async () => {
    const hot = await api.call<AppCard[]>(calls.homehotapps);
    expect(hot.body.d.length).toBeGreaterThan(0);
    const open = await server.db.selectFrom('apps').select('id').where(sql<boolean>`'visitor' = ANY(audiences)`).execute();
    expect(open.map((a) => a.id)).toEqual(expect.arrayContaining(hot.body.d.map((a) => a.id)));
  });

  it('sends folders with their children and HTML detail', async () => {
    const more = await (await student()).call<AppCard[]>(calls.homehotapps, { more: 1 });
    const folder = more.body.d.find((a) => a.is_folder === 1 && a.apps.length > 0);
    expect(folder?.folder_desc).toContain('<p>');
    expect(folder?.apps.every((child) => child.is_folder === 0)).toBe(true);
  });

  it('serves hot keywords', async () => {
    const words = await api.call<{ keyword: string }[]>(calls.searchWords, { search_type: 1 });
    expect(words.body.d.map((w) => w.keyword)).toContain('请假');
  });

  it.each([
    { call: calls.homehotapps, payload: { more: 'lots' }, field: 'more' },
    { call: calls.homehotapps, payload: { more: 7 }, field: 'more' },
    { call: calls.cHomeGetLinks, payload: {}, field: 'type' },
    { call: calls.cHomeGetLinks, payload: { type: 9 }, field: 'type' },
    { call: calls.getRhConfig, payload: { type: 'everything' }, field: 'type' },
    { call: calls.searchWords, payload: { search_type: -1 }, field: 'search_type' },
    { call: calls.getSiteConfig, payload: { v: 'x'.repeat(500) }, field: 'v' },
  ])('$call.name rejects bad $field with a readable message naming it', async ({ call, payload, field }) => {
    const { status, body } = await api.call(call, payload);
    expect(status).toBe(400);
    expect(body.e).not.toBe(0);
    expect(body.m).toContain(field);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('says the same in English when the client prefers it', async () => {
    const { body } = await api.call(calls.cHomeGetLinks, { type: 9 }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(body.m).toBe('Parameter type must not be greater than 2');
  });
});
