import type { FastifyInstance } from 'fastify';
import { accountCalls } from '../../../../contract/calls/account';
import { authCalls } from '../../../../contract/calls/auth';
import { openCalls } from '../../../../contract/calls/open';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { admitRequest } from '../../limits/rate-limit';
import * as clients from './clients.service';
import * as open from './open.service';

/** Redeeming is server-to-server: a busy client redeems a few codes a second, a guesser many more. */
const REDEEMS_PER_ADDRESS = { max: 300, windowMs: 60_000 };

export function openRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, accountCalls.getUserCode, async (p, { db, user }) => open.issueUserCode(db, user, p.app_id));
  registerCall(app, deps, authCalls.openTokenGet, async (p, { db, attempts, request }) => {
    await admitRequest(attempts, `open:addr:${request.ip}`, REDEEMS_PER_ADDRESS);
    return open.redeemUserCode(db, p);
  });
  registerCall(app, deps, openCalls.getOpenClients, async (_p, { db }) => clients.clients(db));
  registerCall(app, deps, openCalls.registerOpenClient, async (p, { db, user }) => clients.register(db, user, p));
  registerCall(app, deps, openCalls.rotateOpenSecret, async (p, { db, user }) => clients.rotateSecret(db, user, p.appid));
  registerCall(app, deps, openCalls.setOpenClientDisabled, async (p, { db, user }) => clients.setDisabled(db, user, p.appid, p.disabled === 1));
}
