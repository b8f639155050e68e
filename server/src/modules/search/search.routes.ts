import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../../../contract/calls/search';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { hotKeywords } from './search.service';

export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, searchCalls.searchWords, async (payload, { db }) => hotKeywords(db, payload.search_type));
}
