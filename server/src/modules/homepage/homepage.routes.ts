import type { FastifyInstance } from 'fastify';
import { homepageCalls as calls } from '../../../../contract/calls/homepage';
import { actingScope } from '../../http/acting';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { homepage } from './homepage.service';

export function homepageRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Acting under a grant limited to some services, the counts and lists cover only those services, as the lists do.
  registerCall(app, deps, calls.getHomepage, async (_p, { db, user, lang }) => homepage(db, user, lang, await actingScope(deps, user)));
  registerCall(app, deps, calls.getPluginOrigins, async () => deps.config.pluginOrigins);
}
