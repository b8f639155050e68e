/** Sign-in and sign-out, the current user and their permissions (spec §4 Session, §7). */
import type { FastifyInstance } from 'fastify';
import { authCalls } from '../../../../contract/calls/auth';
import { clearSessionCookies, setSessionCookies } from '../../http/caller';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as audit from '../audit/audit.service';
import { checkCredentials, permissionRecord, userInfo } from './auth.service';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, authCalls.login, async (payload, { db, sessions, loginGuard, request, reply }) => {
    const user = await checkCredentials(db, loginGuard, {
      signInName: payload.username,
      password: payload.password,
      address: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    const session = await sessions.create(user.uid, { userAgent: request.headers['user-agent'] ?? '', ip: request.ip });
    setSessionCookies(request, reply, session.token, user.uid, session.expiresAt);
    return user;
  });
  registerCall(app, deps, authCalls.logout, async (_p, { db, sessions, token, user, request, reply }) => {
    if (token) await sessions.destroy(token);
    if (user) await audit.record(db, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, { event: 'sign_out', outcome: 'success', uid: user.uid });
    clearSessionCookies(reply);
    // Single sign-on logout arrives with CAS; until then the client goes to its own login page.
    return { isCas: false, logout_url: '' };
  });
  registerCall(app, deps, authCalls.getAllAuth, async (_p, { db, user }) => permissionRecord(db, user));
  registerCall(app, deps, authCalls.getUserName, async (_p, { db, user, lang }) => userInfo(db, user, lang));
}
