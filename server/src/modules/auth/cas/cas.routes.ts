/**
 * Campus single sign-on over CAS 3.0 (README "Campus single sign-on"): the sign-in frame, the ticket check that
 * opens a session, CAS's back-channel single logout, and the login configuration the client offers its choices by.
 * The frame and the ticket check answer browser navigations, so they redirect instead of answering the envelope.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '../../../../../contract/calls';
import { allowedRedirect } from '../../../../../contract/rules/redirect';
import type { ServerConfig } from '../../../config';
import { DomainError } from '../../../domain/errors';
import { setSessionCookies } from '../../../http/caller';
import type { AppDeps } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import { casLoginAddress, HOME_PATH, loginErrorPath, serviceUrl } from './cas-urls';
import { endSessionOfTicket, signIn } from './cas.service';
import { logoutRequestTicket } from './cas-xml';
import { isSender, logoutSenders } from './logout-senders';

/** Our origin as the browser sees it: PUBLIC_URL, else the request's (its Host, and scheme as TRUST_PROXY allows). */
export function publicOrigin(config: ServerConfig, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Where a redirect_url may send the browser: our origin's paths and addresses, and REDIRECT_ALLOW_LIST. */
function target(config: ServerConfig, request: FastifyRequest, redirectUrl: string | undefined): string | null {
  return redirectUrl ? allowedRedirect(redirectUrl, { ownOrigin: publicOrigin(config, request), allowedOrigins: config.redirectAllowList }) : null;
}

/** The code the login page shows a text for: the domain error's name within its area (casTicketInvalid). */
const reasonOf = (err: DomainError) => err.code.slice(err.code.indexOf('.') + 1);

export function casRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.getLoginConfig, async () => ({
    login_type: deps.config.cas ? ('cas' as const) : ('password' as const),
    cas_enabled: deps.config.cas !== null,
    cas_login_url: deps.config.cas ? calls.casLogin.path : '',
    wechat_enabled: false,
    register_enabled: deps.config.registrationOpen,
  }));

  registerCall(app, deps, calls.casLogin, async (p, { config, request, reply }) => {
    const to = target(config, request, p.redirect_url);
    const address = config.cas ? casLoginAddress(config.cas.baseUrl, serviceUrl(publicOrigin(config, request), to)) : loginErrorPath('casOff', to);
    await reply.redirect(address);
    return null;
  });

  registerCall(app, deps, calls.checkCasLogin, async (p, { db, sessions, config, request, reply }) => {
    const to = target(config, request, p.redirect_url);
    try {
      if (!config.cas) throw new DomainError('auth.casOff');
      const origin = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const session = await signIn(db, sessions, config.cas, { ticket: p.ticket, service: serviceUrl(publicOrigin(config, request), to), origin });
      setSessionCookies(request, reply, session.token, session.uid, session.expiresAt);
      await reply.redirect(to ?? HOME_PATH);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      await reply.redirect(loginErrorPath(reasonOf(err), to));
    }
    return null;
  });

  // No session is read here: access is public, so the caller's cookies are never looked at. A browser on another
  // site posting here is refused by the origin guard (server/src/http/origin-guard.ts) before this runs.
  registerCall(app, deps, calls.casSingleLogout, async (p, { db, sessions, config, request }) => {
    if (!config.cas || !isSender(request.ip, await logoutSenders(config.cas))) throw new DomainError('auth.casLogoutRefused');
    const ticket = logoutRequestTicket(p.logoutRequest);
    return { ended: ticket !== null && (await endSessionOfTicket(db, sessions, ticket)) };
  });
}
