/** The security area's calls (contract/calls/security.ts): TOTP enrolment and check, and the sensitive-call list. */
import type { FastifyInstance } from 'fastify';
import { securityCalls } from '../../../../../contract/calls/security';
import type { AppDeps, CallContext } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import type { AttemptCounter } from '../../../limits/attempt-counter';
import { admitRequest } from '../../../limits/rate-limit';
import { SENSITIVE_CHOICES, sensitiveCalls, setSensitiveCalls } from './sensitive-calls';
import * as totp from './totp.service';

/**
 * Code checks per user, right or wrong: with three codes valid at a time, five tries in five minutes and thirty a day
 * leave a guesser about one chance in ten thousand a day.
 */
const CODE_CHECKS = [
  { key: 'totp', max: 5, windowMs: 5 * 60_000 },
  { key: 'totp-day', max: 30, windowMs: 24 * 3_600_000 },
];

async function admitCodeCheck(attempts: AttemptCounter, uid: string): Promise<void> {
  for (const { key, ...limit } of CODE_CHECKS) await admitRequest(attempts, `${key}:${uid}`, limit);
}

const origin = ({ request }: CallContext) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

export function totpRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, securityCalls.getTotpStatus, async (_p, { db, user }) => totp.status(db, user.uid));
  registerCall(app, deps, securityCalls.startTotpEnrol, async (_p, { db, user }) => totp.startEnrol(db, user));
  registerCall(app, deps, securityCalls.confirmTotpEnrol, async (payload, ctx) => {
    await admitCodeCheck(ctx.attempts, ctx.user.uid);
    const recovery_codes = await totp.confirmEnrol(ctx.db, ctx.user.uid, payload.code.trim(), origin(ctx));
    // The code just given is a second factor too.
    if (ctx.token) await ctx.sessions.markSecondFactor(ctx.token, new Date());
    return { recovery_codes };
  });
  registerCall(app, deps, securityCalls.verifyTotp, async (payload, { db, attempts, sessions, user, token }) => {
    await admitCodeCheck(attempts, user.uid);
    const result = await totp.verify(db, user.uid, payload.code.trim());
    if (token) await sessions.markSecondFactor(token, new Date());
    return result;
  });
  registerCall(app, deps, securityCalls.getSensitiveCalls, async (_p, { db }) => ({ calls: await sensitiveCalls(db), choices: SENSITIVE_CHOICES }));
  registerCall(app, deps, securityCalls.setSensitiveCalls, async (payload, { db, user }) => ({
    calls: await setSensitiveCalls(db, user.actor_uid ?? user.uid, payload.calls ?? []),
  }));
}
