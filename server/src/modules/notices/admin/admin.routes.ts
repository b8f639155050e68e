/** The back office's notice calls (contract/calls/notices.ts, noticesAdminCalls); the use cases are in this folder. */
import type { FastifyInstance } from 'fastify';
import { noticesAdminCalls as calls } from '../../../../../contract/calls/notices';
import type { AppDeps } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import * as categories from './categories.service';
import * as notices from './notices-admin.service';

const pageOf = (p: { p?: number; page_size?: number }) => ({ p: p.p ?? 1, pageSize: p.page_size ?? 20 });

export function noticesAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.adminNotices, async (p, { db, lang }) =>
    notices.noticeList(db, lang, { kind: p.kind, categoryId: p.category_id, published: p.published === undefined ? undefined : p.published === 1, keyword: p.keyword?.trim() }, pageOf(p)),
  );
  registerCall(app, deps, calls.adminNotice, async (p, { db, lang }) => notices.noticeForEditing(db, lang, p.id));
  registerCall(app, deps, calls.saveNotice, async (p, { db, user, lang, config }) => notices.saveNotice(db, user, lang, p, config.imageOrigins));
  registerCall(app, deps, calls.deleteNotice, async (p, { db, user, lang }) => notices.deleteNotice(db, user, lang, p.id, p.version));
  registerCall(app, deps, calls.adminNoticeCategories, async (p, { db }) => categories.categoryList(db, pageOf(p)));
  registerCall(app, deps, calls.saveNoticeCategory, async (p, { db, user }) => categories.saveCategory(db, user, p));
  registerCall(app, deps, calls.deleteNoticeCategory, async (p, { db, user }) => categories.deleteCategory(db, user, p.id, p.version));
}
