import type { FastifyInstance } from 'fastify';
import { siteCalls } from '../../../../contract/calls/site';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { siteContentRoutes } from './content/content.routes';
import { siteSettingsRoutes } from './settings/settings.routes';
import { linksOfType, readSetting, rhConfig, shownBanners, siteConfig } from './site.service';

/** What every page asks for and administrators change a few times a day: revalidated by ETag. */
const READ_MOSTLY = { etag: true };

export function siteRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, siteCalls.getSiteConfig, async (_p, { db }) => siteConfig(db), READ_MOSTLY);
  registerCall(app, deps, siteCalls.getRhConfig, async (payload, { db }) => {
    const types = payload.type === undefined ? ['rh_config', 'user_sys_config'] : [payload.type].flat();
    const result: Record<string, unknown> = {};
    if (types.includes('rh_config')) result.rh_config = await rhConfig(db);
    if (types.includes('user_sys_config')) result.user_sys_config = (await readSetting(db, 'user_sys_config')) ?? undefined;
    return result;
  });
  registerCall(app, deps, siteCalls.cHomeGetBanners, async (_p, { db }) => shownBanners(db), READ_MOSTLY);
  registerCall(app, deps, siteCalls.cHomeGetLinks, async (payload, { db }) => linksOfType(db, payload.type), READ_MOSTLY);
  siteSettingsRoutes(app, deps);
  siteContentRoutes(app, deps);
}
