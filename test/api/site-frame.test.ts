/** What the portal frame reads from the site configuration (spec §1 per-school labels, §2 network check), over HTTP. */
import { calls } from '../../contract';
import type { SiteConfig } from '../../contract/calls/site';
import { writeSetting } from '../../server/src/modules/site/site.service';
import { ApiClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('site configuration for the frame on %s', (engine) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = new ApiClient(server.url);
  });
  afterAll(() => server?.close());

  it("answers the network-check address and the school's own labels", async () => {
    const { body } = await api.call<SiteConfig>(calls.getSiteConfig, {});
    expect(body.e).toBe(0);
    expect(body.d.system_setting.network_check_url).toMatch(/^https:\/\//);
    expect(body.d.labels?.['menu.serviceList']).toEqual({ zh: '办事大厅', en: 'Service Hall' });
  });

  it('still answers a configuration saved before these settings existed', async () => {
    const row = await server.db.selectFrom('site_settings').select('value').where('key', '=', 'site').executeTakeFirstOrThrow();
    const { labels: _labels, ...older } = row.value as SiteConfig;
    const { network_check_url: _url, ...setting } = older.system_setting;
    // Written as the seed or a migration would write it (the server's cache of the configuration is dropped).
    await writeSetting(server.db, 'site', { ...older, system_setting: setting });
    const { status, body } = await api.call<SiteConfig>(calls.getSiteConfig, {});
    expect(status).toBe(200);
    expect(body.e).toBe(0);
    expect(body.d.labels).toBeUndefined();
    expect(body.d.system_setting.network_check_url).toBeUndefined();
    expect(body.d.site_name).toBe('示范大学网上办事大厅');
  });
});
