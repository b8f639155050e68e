import type { FastifyInstance } from 'fastify';
import { accountCalls } from '../../../../contract/calls/account';
import { debugCalls } from '../../../../contract/calls/debug';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { admitRequest, type RateLimit } from '../../limits/rate-limit';
import * as system from './system.service';

/** Per client address: a page view sends one beacon; a timeline is a handful of entries per page. */
const VISITS_PER_ADDRESS: RateLimit = { max: 120, windowMs: 60_000 };
const TIMELINES_PER_ADDRESS: RateLimit = { max: 30, windowMs: 60_000 };

export function systemRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, accountCalls.systemUpYear, async (_p, { db }) => system.systemUpYear(db));
  registerCall(app, deps, debugCalls.visitsCollect, async (p, { db, user, request, attempts }) => {
    await admitRequest(attempts, `visits:addr:${request.ip}`, VISITS_PER_ADDRESS);
    return system.countVisit(db, p.agent, user?.uid ?? null);
  });
  registerCall(app, deps, debugCalls.debugLog, async (p, { user, request, attempts, config }) => {
    system.refuseTimelinesUnless(config.clientDebugLog);
    await admitRequest(attempts, `debuglog:addr:${request.ip}`, TIMELINES_PER_ADDRESS);
    // The uid the client names is kept apart from the session's, which is the one to trust.
    request.log.info({ clientTimeline: { type: p.type, data: p.data, uid: user?.uid ?? null, claimedUid: p.uid } }, 'client timeline');
    return {};
  });
}
