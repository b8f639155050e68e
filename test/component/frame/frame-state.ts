/** Puts the frame's stores in a known state: who is signed in, with which signed permission record and counts. */
import { permissionChecksum, type PermissionRecord } from '@contract/rules/permissions';
import type { SiteConfig } from '@contract/calls/site';
import { usePermissions } from '@/stores/permissions';
import { useSession } from '@/stores/session';
import { useSiteConfig } from '@/stores/site-config';
import { useUnread } from '@/stores/unread';
import { calls } from '@contract/calls';
import { startEnvelopeServer } from '../support/envelope-server';
import { siteConfig, userInfo } from '../support/fixtures';
import { useApiOrigin } from '../support/render';

export function signedRecord(uid: string, fields: Partial<Omit<PermissionRecord, 'random'>> = {}): PermissionRecord {
  const unsigned = { permits: [], web_permits: [], issuper: 0, oldnum: 'n-1', ...fields };
  return { ...unsigned, random: permissionChecksum(unsigned, uid) };
}

export function signOut(): void {
  useSession.setState({ status: 'anonymous', user: null, failure: null });
  usePermissions.setState({ record: null, uid: null });
  useUnread.setState({ messages: 0, todo: 0, byType: {} });
}

export function signIn(uid: string, permits: Partial<Omit<PermissionRecord, 'random'>> = {}, counts = { todo: 0, messages: 0 }): void {
  useSession.setState({ status: 'signed-in', user: userInfo({ uid, name: uid === 'admin' ? '系统管理员' : '王思远' }), failure: null });
  usePermissions.setState({ record: signedRecord(uid, permits), uid });
  useUnread.setState({ ...counts, byType: {} });
}

export function useSite(over: Partial<SiteConfig> = {}, setting: Partial<SiteConfig['system_setting']> = {}): void {
  const base = siteConfig(over);
  useSiteConfig.setState({ config: { ...base, system_setting: { ...base.system_setting, ...setting } }, remote: {}, failed: false });
}

/** A server answering what every layout asks on mount (site config, header links, message counts), for the file. */
export function serveLayoutCalls(): void {
  let server: Awaited<ReturnType<typeof startEnvelopeServer>>;
  beforeAll(async () => {
    server = await startEnvelopeServer();
    useApiOrigin(server.origin);
    server.ok(calls.getSiteConfig, siteConfig());
    server.ok(calls.getRhConfig, {});
    server.ok(calls.cHomeGetLinks, []);
    server.ok(calls.messageCount, { 1: 0, 2: 0, 3: 0, 4: 0 });
  });
  afterAll(() => server.close());
}
