import type { FastifyInstance } from 'fastify';
import { noticesCalls } from '../../../../contract/calls/notices';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { noticesAdminRoutes } from './admin/admin.routes';
import * as notices from './notices.service';

export function noticesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, noticesCalls.getNotice, async (p, { db, user, lang }) =>
    notices.noticePage(db, { user, lang }, { categoryId: p.category_id, p: p.p ?? 1, pageSize: p.page_size ?? 10 }),
  );
  registerCall(app, deps, noticesCalls.getNoticeCategories, async (_p, { db, user, lang }) => notices.categories(db, { user, lang }));
  registerCall(app, deps, noticesCalls.getNoticeDetail, async (p, { db, user, lang }) => notices.noticeDetail(db, { user, lang }, p.id));
  registerCall(app, deps, noticesCalls.getOfficeNotice, async (p, { db, user, lang }) =>
    notices.officePage(db, { user, lang }, { p: p.p ?? 1, pageSize: p.page_size ?? 10 }),
  );
  registerCall(app, deps, noticesCalls.getOfficeNoticeDetail, async (p, { db, user, lang }) => notices.officeNoticeDetail(db, { user, lang }, p.wid));
  registerCall(app, deps, noticesCalls.getNoticeUnread, async (_p, { db, user }) => notices.unreadCounts(db, user));
  registerCall(app, deps, noticesCalls.readAllNotices, async (p, { db, user }) => notices.readAll(db, user, p.kind, p.category_id));
  noticesAdminRoutes(app, deps);
}
