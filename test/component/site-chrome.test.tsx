/** Site configuration: cached for an hour (spec §9), and the footer shows only what the site has (spec §2). */
import { screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { CONFIG_CACHE } from '@contract/constants';
import { SiteFooter } from '@/layouts/shared/site-footer';
import { useSiteConfig } from '@/stores/site-config';
import { renderH5, useApiOrigin } from './support/render';
import { startEnvelopeServer } from './support/envelope-server';
import { siteConfig } from './support/fixtures';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;

const config = siteConfig();

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  server.ok(calls.getSiteConfig, config);
  server.ok(calls.getRhConfig, {});
  server.ok(calls.cHomeGetLinks, [{ id: 1, name: '隐私政策', url: 'https://www.example.edu.cn/privacy', type: 2, new_tab: 1 }]);
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.seen.length = 0;
  useSiteConfig.setState({ config: null, remote: null, failed: false });
});

it('asks the server once and serves the cached config for an hour', async () => {
  const now = jest.spyOn(Date, 'now');
  const start = 1_795_000_000_000;
  now.mockReturnValue(start);
  await useSiteConfig.getState().load();
  await useSiteConfig.getState().load();
  now.mockReturnValue(start + CONFIG_CACHE.ttlMs - 1);
  await useSiteConfig.getState().load();
  expect(server.seen.filter((r) => r.path === calls.getSiteConfig.path)).toHaveLength(1);
  now.mockReturnValue(start + CONFIG_CACHE.ttlMs);
  await useSiteConfig.getState().load();
  expect(server.seen.filter((r) => r.path === calls.getSiteConfig.path)).toHaveLength(2);
  expect(useSiteConfig.getState().config?.site_name).toBe('示范大学网上办事大厅');
  now.mockRestore();
});

it('replaces the cached copy on the next page load once the server’s settings version moved', async () => {
  server.ok(calls.getSiteConfig, { ...config, version: 1 });
  await useSiteConfig.getState().load();
  // An administrator saves; within the hour the user reloads the page (a fresh store over the same local storage).
  server.ok(calls.getSiteConfig, { ...config, version: 2, site_name: '新的站点名' });
  let reloaded: typeof useSiteConfig | undefined;
  await jest.isolateModulesAsync(async () => {
    reloaded = (await import('@/stores/site-config')).useSiteConfig;
  });
  const store = reloaded!;
  // The cached copy paints at once; the server's answer replaces it.
  await store.getState().load();
  await waitFor(() => expect(store.getState().config?.site_name).toBe('新的站点名'));
  await store.getState().load();
  expect(server.seen.filter((r) => r.path === calls.getSiteConfig.path)).toHaveLength(2);
  expect(server.seen.filter((r) => r.path === calls.getRhConfig.path)).toHaveLength(2);
  server.ok(calls.getSiteConfig, config);
});

it('marks the config as failed when the server says no', async () => {
  server.answer(calls.getSiteConfig.path, { body: { e: 1, m: '站点未配置', d: null } });
  await useSiteConfig.getState().load();
  expect(useSiteConfig.getState().failed).toBe(true);
  server.ok(calls.getSiteConfig, config);
});

it('shows footer links and only the site details that are present', async () => {
  useSiteConfig.setState({ config });
  renderH5(<SiteFooter />);
  await screen.findByRole('link', { name: '隐私政策' });
  const footer = screen.getByTestId('site-footer');
  expect(footer.textContent).toContain('示范市大学路 1 号');
  expect(footer.textContent).toContain('© 2026 示范大学');
  await waitFor(() => expect(footer.textContent).not.toMatch(/邮箱|电话/));
});
