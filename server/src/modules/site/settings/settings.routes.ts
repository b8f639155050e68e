/** The back office's site settings calls. */
import type { FastifyInstance } from 'fastify';
import { siteCalls } from '../../../../../contract/calls/site';
import { siteSettingsCalls } from '../../../../../contract/calls/site-settings';
import type { AppDeps } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import { siteConfig } from '../site.service';
import { readSiteSettings, saveSiteSettings } from './site-settings.service';

export function siteSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, siteSettingsCalls.getSiteSettings, async (_p, { db }) => readSiteSettings(db));
  registerCall(app, deps, siteSettingsCalls.saveSiteSettings, async (payload, { db, user }) => saveSiteSettings(db, user.actor_uid ?? user.uid, payload));
  registerCall(app, deps, siteCalls.systemSiteOptions, async (_p, { db }) => siteConfig(db));
}
