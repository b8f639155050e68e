import type { FastifyInstance } from 'fastify';
import { appsCalls } from '../../../../contract/calls/apps';
import { HOME_LIST_SIZE } from '../../../../contract/constants';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { hotApps, recentApps } from './apps.service';

/** `more` asks for the longer hot list the service hall shows. */
const HOT_APPS_MORE = 20;

export function appsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, appsCalls.homehotapps, async (payload, { db, user }) =>
    hotApps(db, user, payload.more === 1 ? HOT_APPS_MORE : HOME_LIST_SIZE.hotApps),
  );
  registerCall(app, deps, appsCalls.siteLastApps, async (_p, { db, user }) => recentApps(db, user, HOME_LIST_SIZE.recentApps));
}
