/**
 * Refuses unsafe requests (POST and the like) that a browser sends on behalf of another site: cross-site form
 * posts that would sign a victim into an attacker's account, or act in their name. Browsers say where a request
 * comes from in `Sec-Fetch-Site`, `Origin` and `Referer`; requests without any (the mini-program, servers, curl)
 * carry no ambient cookies of a victim, so they pass. A GET the call table marks as changing state (`changesState`,
 * contract/call.ts: acting for another account, counting a click, marking a notice read) is guarded the same way,
 * since another site's link, image or script sends GETs with the user's cookies too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StateChange } from '../../../contract/call';
import { DomainError } from '../domain/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a route tells the guard (register-call.ts sets it from the call table). */
export interface OriginGuardRouteConfig {
  changesState?: StateChange;
}

/** The origin a Referer names, or undefined when there is none (or it is not an address). */
function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Another site sending the browser here as a whole page (a link followed, a redirect), not loading us inside it. */
function isTopLevelNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  const dest = request.headers['sec-fetch-dest'];
  return (mode === undefined || mode === 'navigate') && (dest === undefined || dest === 'document');
}

function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const claimed = request.headers.origin ?? refererOrigin(request.headers.referer);
  const allowed = claimed !== undefined && allowedOrigins.includes(claimed);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return !(site === 'same-origin' || site === 'none' || allowed);
  if (claimed === undefined || allowed) return false;
  // Compare hosts only: behind a TLS-terminating proxy the scheme we see may differ from the browser's.
  try {
    return new URL(claimed).host !== request.host;
  } catch {
    return true; // "null" and other opaque origins
  }
}

export function isForeignRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const changesState = (request.routeOptions.config as OriginGuardRouteConfig | undefined)?.changesState;
  if (SAFE_METHODS.has(request.method) && !changesState) return false;
  if (changesState === 'navigation' && isTopLevelNavigation(request)) return false;
  return isCrossSite(request, allowedOrigins);
}

export function installOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (isForeignRequest(request, allowedOrigins)) throw new DomainError('auth.foreignOrigin');
  });
}
