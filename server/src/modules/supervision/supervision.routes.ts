import type { FastifyInstance } from 'fastify';
import { mattersCalls as calls } from '../../../../contract/calls/matters';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as supervision from './supervision.service';

export function supervisionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.getOverseeList, async (p, { db, user, lang }) =>
    supervision.overseeList(db, user, lang, { keyword: p.keyword?.trim() || undefined, appId: p.app_id }, { p: p.p ?? 1, pageSize: p.page_size ?? 10 }),
  );
}
