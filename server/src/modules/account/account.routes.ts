/** Off-campus accounts, verification codes, contact details and the password (spec §4, §5, §7; contract/calls/account.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountCalls } from '../../../../contract/calls/account';
import { inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import { clearSessionCookies, setSessionCookies } from '../../http/caller';
import type { AppDeps, CallContext } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as audit from '../audit/audit.service';
import type { RequestOrigin } from '../audit/audit.service';
import { identitiesOf, makeCurrentIdentity } from '../org/identities.service';
import * as account from './account.service';
import type { Channel } from './codes.queries';
import * as codes from './codes.service';
import { normalisedTarget } from './contact';
import * as password from './password.service';

const origin = (request: FastifyRequest): RequestOrigin => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config, loginGuard } = deps;
  const accountDeps = { db, loginGuard, registrationOpen: config.registrationOpen };
  const passwordDeps = { db, loginGuard, attempts: deps.attempts };
  const codeDeps = { db, delivery: deps.delivery, attempts: deps.attempts, limits: config.codeSendLimits, registrationOpen: config.registrationOpen };

  const sendCode = (channel: Channel, value: string, template: codes.CodeRequest['template'], ctx: CallContext<'optional'>) =>
    codes.sendCode(codeDeps, {
      channel,
      target: normalisedTarget(channel, value),
      template,
      caller: ctx.user && ctx.token ? { uid: ctx.user.uid, token: ctx.token } : null,
      ip: ctx.request.ip,
      lang: ctx.lang,
    });
  registerCall(app, deps, accountCalls.validate_code, (p, ctx) => sendCode('sms', p.mobile, p.template, ctx));
  registerCall(app, deps, accountCalls.getEmailCode, (p, ctx) => sendCode('email', p.email, p.template, ctx));

  registerCall(app, deps, accountCalls.update_mobile, async (p, { user, request }) => ({
    mobile: await account.changeContact(db, user, 'sms', p.mobile, p.code, origin(request)),
  }));
  registerCall(app, deps, accountCalls.setEmail, async (p, { user, request }) => ({
    email: await account.changeContact(db, user, 'email', p.email, p.code, origin(request)),
  }));
  registerCall(app, deps, accountCalls.getAccountInfo, async (_p, { user }) => account.accountInfo(db, user));

  registerCall(app, deps, accountCalls.validate_pass, async (p, { user, token }) => password.confirm(passwordDeps, user.uid, token, p.password));
  registerCall(app, deps, accountCalls.repassword, async (p, { user, sessions, request, reply }) => {
    await password.change(passwordDeps, user.uid, { password: p.password, newPassword: p['new-password'] }, origin(request));
    // Every session ends, this one too (spec §4 password dialog: the client signs out after a second).
    await sessions.endAllForUser(user.uid);
    clearSessionCookies(reply);
    return {};
  });

  registerCall(app, deps, accountCalls.getIdentitys, async (_p, { user, lang }) => identitiesOf(db, user, lang));
  // The person's current identity moves with the audit entry in one transaction; the session follows.
  registerCall(app, deps, accountCalls.setIdentity, async (p, { user, token, sessions, request, reply }) => {
    await inTransaction(db, async (tx) => {
      await makeCurrentIdentity(tx, user, p.uid);
      await audit.record(tx, origin(request), { event: 'identity_switch', outcome: 'success', uid: p.uid, detail: { from: user.uid } });
    });
    const session = token ? await sessions.get(token) : null;
    if (!token || !session || !(await sessions.moveToUser(token, p.uid))) throw new DomainError('auth.loginRequired');
    setSessionCookies(request, reply, token, p.uid, session.expiresAt);
    return { uid: p.uid };
  });

  registerCall(app, deps, accountCalls.registerAccount, async (p, { request }) => account.register(accountDeps, p, origin(request)));
  registerCall(app, deps, accountCalls.resetPassword, async (p, { sessions, request }) => {
    const uid = await account.resetPassword(accountDeps, { ...p, newPassword: p['new-password'] }, origin(request));
    await sessions.endAllForUser(uid);
    return {};
  });
}
