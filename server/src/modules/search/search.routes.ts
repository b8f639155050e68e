import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../../../contract/calls/search';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';

const HOT_KEYWORDS_SHOWN = 10;

export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, searchCalls.searchWords, async (payload, { db }) => {
    let q = db.selectFrom('hot_keywords').select('keyword').orderBy('sort').orderBy('id').limit(HOT_KEYWORDS_SHOWN);
    if (payload.search_type !== undefined) q = q.where('search_type', '=', payload.search_type);
    return q.execute();
  });
}
