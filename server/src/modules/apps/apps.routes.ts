import type { FastifyInstance } from 'fastify';
import { appsCalls } from '../../../../contract/calls/apps';
import { HOME_LIST_SIZE } from '../../../../contract/constants';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { catalogAdminRoutes } from './admin/catalog-admin.routes';
import * as apps from './apps.service';

/** `more` asks for the longer hot list the service hall shows. */
const HOT_APPS_MORE = 20;
/** The home's and the hall's lists and a service's detail change a few times a day: revalidated by ETag. */
const READ_MOSTLY = { etag: true };

export function appsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, appsCalls.homehotapps, async (payload, { db, user, lang }) =>
    apps.hotApps(db, { user, lang }, payload.more === 1 ? HOT_APPS_MORE : HOME_LIST_SIZE.hotApps),
    READ_MOSTLY,
  );
  registerCall(app, deps, appsCalls.siteLastApps, async (_p, { db, user, lang }) => apps.recentApps(db, { user, lang }, HOME_LIST_SIZE.recentApps));
  registerCall(app, deps, appsCalls.getMyApps, async (_p, { db, user, lang }) => apps.favourites(db, { user, lang }));
  registerCall(app, deps, appsCalls.setFavouriteApp, async (p, { db, user }) => apps.setFavourite(db, user, p.app_id, p.favourite === 1));
  registerCall(app, deps, appsCalls.recentappssave, async (p, { db, user }) => apps.saveRecent(db, user, p.appId));
  registerCall(app, deps, appsCalls.thirdClickNum, async (p, { db, user }) => apps.countThirdPartyClick(db, user, p.app_id));
  registerCall(app, deps, appsCalls.getappsall, async (_p, { db, user, lang }) => apps.pickableApps(db, { user, lang }));
  registerCall(app, deps, appsCalls.getAppCatalog, async (p, { db, user, lang }) =>
    apps.catalog(
      db,
      { user, lang },
      { audience: p.audience, themeId: p.theme_id, categoryId: p.category_id, departmentId: p.department_id, keyword: p.keyword?.trim() || undefined },
      { p: p.p ?? 1, pageSize: p.page_size ?? 10 },
    ),
    READ_MOSTLY,
  );
  registerCall(app, deps, appsCalls.getAppDetail, async (p, { db, user, lang }) => apps.appDetail(db, { user, lang }, p.id, p.terminal ?? 'pc'), READ_MOSTLY);
  registerCall(app, deps, appsCalls.getProcessInfoNew, async (p, { db, user, lang }) => apps.processInfo(db, { user, lang }, p.app_id));
  registerCall(app, deps, appsCalls.getAppForm, async (p, { db, user, lang }) => apps.applicantForm(db, { user, lang }, p.app_id));
  catalogAdminRoutes(app, deps);
}
