/**
 * Refuses unsafe requests (POST and the like) that a browser sends on behalf of another site: cross-site form
 * posts that would sign a victim into an attacker's account, or act in their name. Browsers say where a request
 * comes from in `Sec-Fetch-Site` and `Origin`; requests without either (the mini-program, servers, curl) carry no
 * ambient cookies of a victim, so they pass.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isForeignRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  const allowed = origin !== undefined && allowedOrigins.includes(origin);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return !(site === 'same-origin' || site === 'none' || allowed);
  if (origin === undefined) return false;
  if (allowed) return false;
  // Compare hosts only: behind a TLS-terminating proxy the scheme we see may differ from the browser's.
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // "null" and other opaque origins
  }
}

export function installOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (isForeignRequest(request, allowedOrigins)) throw new DomainError('auth.foreignOrigin');
  });
}
