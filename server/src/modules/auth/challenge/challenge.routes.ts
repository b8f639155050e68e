/** The idiom challenge's picture (spec §7: /site/login/idiom-code), shown after repeated failed sign-ins. */
import type { FastifyInstance } from 'fastify';
import { authCalls } from '../../../../../contract/calls/auth';
import type { AppDeps } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import { admitRequest } from '../../../limits/rate-limit';
import { issue } from './challenge.service';

/** Pictures one address may ask for: plenty for people behind one gateway, not a store of answers to mine. */
const PICTURES_PER_ADDRESS = { max: 30, windowMs: 60_000 };

export function challengeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, authCalls.idiomCode, async (_p, { db, attempts, request }) => {
    await admitRequest(attempts, `idiom:${request.ip}`, PICTURES_PER_ADDRESS);
    return issue(db);
  });
}
