import type { FastifyInstance } from 'fastify';
import { orgCalls } from '../../../../contract/calls/org';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { searchPeople } from './org.service';

export function orgRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, orgCalls.searchPeople, async (p, { db, lang }) => searchPeople(db, p.keyword, lang));
}
