/** Grants and acting for a granting account (spec §7 getGrantMeLists, changeUserLogin; the user centre's grants). */
import type { FastifyInstance } from 'fastify';
import { accountCalls } from '../../../../contract/calls/account';
import { setSessionCookies } from '../../http/caller';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { DomainError } from '../../domain/errors';
import * as audit from '../audit/audit.service';
import * as grants from './grants.service';

export function grantsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, accountCalls.getGrantMeLists, async (_p, { user, lang }) => grants.grantedToMe(db, user.actor_uid ?? user.uid, lang));
  registerCall(app, deps, accountCalls.getMyGrants, async (_p, { user, lang }) => grants.myGrants(db, user.uid, lang));
  registerCall(app, deps, accountCalls.addGrant, async (p, { user, lang }) =>
    grants.addGrant(db, user.uid, lang, { granteeUid: p.grantee_uid, startDate: p.start_date, endDate: p.end_date, appIds: p.app_ids ?? [] }),
  );
  registerCall(app, deps, accountCalls.revokeGrant, async (p, { user }) => {
    await grants.revokeGrant(db, user.uid, p.id);
    return {};
  });
  // Acting for a granting account, or back to one's own: the session moves, the real person stays recorded on it.
  registerCall(app, deps, accountCalls.changeUserLogin, async (p, { user, token, sessions, request, reply }) => {
    const real = user.actor_uid ?? user.uid;
    const back = p.to_uid === real;
    if (!back && !(await grants.mayActFor(db, p.to_uid, real))) throw new DomainError('grants.notGranted');
    const session = token ? await sessions.get(token) : null;
    if (!token || !session || !(await sessions.moveToUser(token, p.to_uid, back ? null : real))) throw new DomainError('auth.loginRequired');
    setSessionCookies(request, reply, token, p.to_uid, session.expiresAt);
    const origin = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    await audit.record(db, origin, { event: 'grant_use', outcome: 'success', uid: back ? user.uid : p.to_uid, actorUid: real, detail: { switch: back ? 'back' : 'acting' } });
    return { uid: p.to_uid };
  });
}
