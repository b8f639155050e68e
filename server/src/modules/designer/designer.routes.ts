/** The designers' calls (/api/admin/designer/…, admin:catalog): each only calls its use case. */
import type { FastifyInstance } from 'fastify';
import { designerCalls as calls } from '../../../../contract/calls/designer';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { exportApp, importApp } from './bundle.service';
import * as designs from './designer.service';

export function designerRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.adminGetDesign, async (p, { db, lang }) => designs.design(db, lang, p.app_id));
  registerCall(app, deps, calls.adminSaveForm, async (p, { db, user, lang }) => designs.saveForm(db, user, lang, p));
  registerCall(app, deps, calls.adminSaveProcess, async (p, { db, user, lang }) => designs.saveProcess(db, user, lang, p));
  registerCall(app, deps, calls.adminCheckProcess, async (p, { db, lang }) => designs.check(db, lang, p));
  registerCall(app, deps, calls.adminPublishApp, async (p, { db, user, lang }) => designs.publish(db, user, lang, p));
  registerCall(app, deps, calls.adminGetVersions, async (p, { db }) => designs.versions(db, p.app_id));
  registerCall(app, deps, calls.adminCompareVersions, async (p, { db, lang }) => designs.compare(db, lang, p));
  registerCall(app, deps, calls.adminRestoreVersion, async (p, { db, user, lang }) => designs.restore(db, user, lang, p));
  registerCall(app, deps, calls.adminExportApp, async (p, { db }) => exportApp(db, p.id));
  registerCall(app, deps, calls.adminImportApp, async (p, { db, user, lang }) => importApp(db, user, lang, p.bundle));
}
