/**
 * Read-mostly answers revalidate: the site's settings and the hall's list come with an ETag, a client holding the
 * same answer gets 304 and no body, and once an administrator changes the settings the same tag gets the new answer.
 */
import { calls } from '../../contract';
import type { SiteSettingsRecord } from '../../contract/calls/site-settings';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('answers revalidated by ETag on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(async () => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it('answers the site settings again as 304 until an administrator changes them', async () => {
    const first = await get(calls.getSiteConfig.path);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(((await first.json()) as { e: number }).e).toBe(0);

    const again = await get(calls.getSiteConfig.path, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const admin = await signedInClient(server.url, demoAccounts.admin);
    const { updated_by: _by, updated_at: _at, ...record } = (await admin.call<SiteSettingsRecord>(calls.getSiteSettings)).body.d;
    expect((await admin.call(calls.saveSiteSettings, { ...record, site_name: '改过名的网上办事大厅' })).body.e).toBe(0);
    const changed = await get(calls.getSiteConfig.path, { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(((await changed.json()) as { d: { site_name: string } }).d.site_name).toBe('改过名的网上办事大厅');
  });

  it('revalidates a student’s page of the hall', async () => {
    const student = await signedInClient(server.url, demoAccounts.student);
    const cookie = [...student.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const path = `${calls.getAppCatalog.path}?page_size=20`;
    const first = await get(path, { cookie });
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    expect((await get(path, { cookie, 'if-none-match': tag })).status).toBe(304);
    // Another audience's page is another answer.
    expect((await get(path, { 'if-none-match': tag })).status).toBe(200);
  });
});
