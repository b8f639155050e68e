/** The back office's hot keyword calls (contract/calls/search.ts, searchAdminCalls). */
import type { FastifyInstance } from 'fastify';
import { searchAdminCalls as calls } from '../../../../../contract/calls/search';
import type { AppDeps } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import * as keywords from './hot-keywords.service';

export function searchAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.adminHotKeywords, async (p, { db }) => keywords.keywordList(db, p.search_type, { p: p.p ?? 1, pageSize: p.page_size ?? 20 }));
  registerCall(app, deps, calls.saveHotKeyword, async (p, { db, user }) => keywords.saveKeyword(db, user, p));
  registerCall(app, deps, calls.deleteHotKeyword, async (p, { db, user }) => keywords.deleteKeyword(db, user, p.id, p.version));
}
