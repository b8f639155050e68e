/** Sign-in and sign-out, the current user and their permissions (spec §4 Session, §7). */
import type { FastifyInstance } from 'fastify';
import { accountCalls } from '../../../../contract/calls/account';
import { authCalls } from '../../../../contract/calls/auth';
import { clearSessionCookies, setSessionCookies } from '../../http/caller';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as audit from '../audit/audit.service';
import { checkCredentials, permissionRecord, userInfo, webShowKeys } from './auth.service';
import { signInIdentity } from '../org/identities.service';
import { casLogoutAddress } from './cas/cas-urls';
import { casRoutes, publicOrigin } from './cas/cas.routes';
import * as cas from './cas/cas.service';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, authCalls.login, async (payload, { db, sessions, loginGuard, request, reply }) => {
    const user = await checkCredentials(db, loginGuard, {
      signInName: payload.username,
      password: payload.password,
      address: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      challenge: { key: payload.idiom_key, answer: payload.idiom_answer },
    });
    // A person with several identities signs in on the one they use now.
    const opened = await signInIdentity(db, user.uid);
    const session = await sessions.create(opened, { userAgent: request.headers['user-agent'] ?? '', ip: request.ip });
    setSessionCookies(request, reply, session.token, opened, session.expiresAt);
    return opened === user.uid ? user : { uid: opened, name: user.name };
  });
  registerCall(app, deps, authCalls.logout, async (_p, { db, sessions, token, user, config, request, reply }) => {
    const throughCas = token !== null && config.cas !== null && (await cas.openedByCas(db, token));
    if (token) {
      await sessions.destroy(token);
      await cas.forget(db, token, config.sessionTtlMs);
    }
    if (user) await audit.record(db, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, { event: 'sign_out', outcome: 'success', uid: user.uid });
    clearSessionCookies(reply);
    // A CAS session continues to the CAS logout, which ends the campus sign-on too (spec §4 "Login redirect").
    return config.cas && throughCas
      ? { isCas: true, logout_url: casLogoutAddress(config.cas.baseUrl, publicOrigin(config, request)) }
      : { isCas: false, logout_url: config.logoutUrl };
  });
  registerCall(app, deps, authCalls.getAllAuth, async (_p, { db, user }) => permissionRecord(db, user));
  registerCall(app, deps, authCalls.getUserName, async (_p, { db, user, lang }) => userInfo(db, user, lang));
  registerCall(app, deps, accountCalls.getUserWebShow, async (_p, { db, user }) => webShowKeys(db, user));
  casRoutes(app, deps);
}
