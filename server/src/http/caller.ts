/** Resolves the caller from the session cookie or a Bearer token; a stale cookie is cleared so the client sees it is signed out. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, USER_ID_COOKIE } from '../../../contract/constants';
import type { AppDeps, SessionUser } from './context';

export function presentedToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] || null;
}

export async function resolveCaller(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: SessionUser | null; token: string | null; expiresAt: Date | null }> {
  const token = presentedToken(request);
  if (!token || token.length > 128) return { user: null, token: null, expiresAt: null };
  const session = await deps.sessions.get(token);
  const user = session ? await deps.hooks.accounts.activeUser(deps.db, session.uid) : undefined;
  if (!session || !user) {
    clearSessionCookies(reply);
    return { user: null, token: null, expiresAt: null };
  }
  // A copy: the account record is shared by every session that is on it.
  return { user: session.actorUid ? { ...user, actor_uid: session.actorUid } : user, token, expiresAt: session.expiresAt };
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, uid: string, expires: Date): void {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
  // Readable on purpose: the client's session logic keys off the user id cookie (spec §4).
  reply.setCookie(USER_ID_COOKIE, uid, { path: '/', httpOnly: false, sameSite: 'lax', secure, expires });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(USER_ID_COOKIE, { path: '/' });
}
