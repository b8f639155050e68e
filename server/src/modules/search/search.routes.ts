import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../../../contract/calls/search';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { searchAdminRoutes } from './admin/hot-keywords.routes';
import * as search from './search.service';

/** A click counts once per person per day: the user, or someone not signed in by a digest of their address. */
const clickerOf = (uid: string | undefined, address: string) =>
  uid ?? `addr:${createHash('sha256').update(address).digest('base64url').slice(0, 22)}`;

export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, searchCalls.searchWords, async (p, { db, user }) => search.hotKeywords(db, user, p.search_type));
  registerCall(app, deps, searchCalls.allSearch, async (p, { db, user, lang }) =>
    search.allSearch(db, { user, lang }, p.keyword, { group: p.group, limit: p.limit }),
  );
  registerCall(app, deps, searchCalls.setSearchService, async (p, { db, user, lang, request }) =>
    search.logClick(db, { user, lang }, clickerOf(user?.uid, request.ip), p.name),
  );
  searchAdminRoutes(app, deps);
}
