/** The back office's catalogue calls (/api/admin/apps/…, admin:catalog): each only calls its use case. */
import type { FastifyInstance } from 'fastify';
import { catalogAdminCalls as calls } from '../../../../../contract/calls/apps';
import type { AppDeps } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import * as services from './services.service';
import * as taxonomy from './taxonomy.service';

export function catalogAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.getAdminApps, async (p, { db, lang }) =>
    services.list(
      db,
      lang,
      {
        kind: p.kind ?? 'service',
        name: p.name?.trim() || undefined,
        categoryId: p.category_id,
        departmentId: p.department_id,
        published: p.published === undefined ? undefined : p.published === 1,
      },
      { by: p.sort ?? 'sort', order: p.order ?? 'asc' },
      { p: p.p ?? 1, pageSize: p.page_size ?? 20 },
    ),
  );
  registerCall(app, deps, calls.getAdminApp, async (p, { db, lang }) => services.one(db, lang, p.id));
  registerCall(app, deps, calls.getCatalogChoices, async (_p, { db, lang }) => services.choices(db, lang));
  registerCall(app, deps, calls.adminSaveApp, async (p, { db, user, lang }) => services.saveService(db, user, lang, p));
  registerCall(app, deps, calls.saveAppFolder, async (p, { db, user, lang }) => services.saveFolder(db, user, lang, p));
  registerCall(app, deps, calls.moveApp, async (p, { db, user }) => services.move(db, user, p.id, p.direction));
  registerCall(app, deps, calls.deleteApp, async (p, { db, user, lang }) => services.remove(db, user, lang, p));
  registerCall(app, deps, calls.getAdminAppCategories, async (_p, { db }) => taxonomy.categories(db));
  registerCall(app, deps, calls.saveAppCategory, async (p, { db, user }) => taxonomy.saveCategory(db, user, p));
  registerCall(app, deps, calls.deleteAppCategory, async (p, { db, user }) => taxonomy.deleteCategory(db, user, p));
  registerCall(app, deps, calls.getAdminAppThemes, async (_p, { db }) => taxonomy.themes(db));
  registerCall(app, deps, calls.saveAppTheme, async (p, { db, user }) => taxonomy.saveTheme(db, user, p));
  registerCall(app, deps, calls.deleteAppTheme, async (p, { db, user }) => taxonomy.deleteTheme(db, user, p));
}
