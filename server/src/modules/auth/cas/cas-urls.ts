/**
 * The addresses of a CAS sign-in, built one way so that the service address the browser brings to CAS and the one
 * the server validates the ticket for are the same string, as CAS requires.
 */
import { calls } from '../../../../../contract/calls';

/** Where the browser lands after signing in when no allowed redirect_url says otherwise (spec §2: /v2/site/index). */
export const HOME_PATH = '/v2/site/index';
export const LOGIN_PATH = '/v2/site/login';

/** This portal's check-cas-login address, carrying the (already allowed) redirect_url. */
export function serviceUrl(origin: string, redirectUrl: string | null): string {
  const base = `${origin}${calls.checkCasLogin.path}`;
  return redirectUrl ? `${base}?redirect_url=${encodeURIComponent(redirectUrl)}` : base;
}

export function casLoginAddress(casBaseUrl: string, service: string): string {
  return `${casBaseUrl}/login?service=${encodeURIComponent(service)}`;
}

export function casValidateAddress(casBaseUrl: string, service: string, ticket: string): string {
  return `${casBaseUrl}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
}

/** The CAS logout, which ends the campus sign-on and comes back to our home page. */
export function casLogoutAddress(casBaseUrl: string, origin: string): string {
  return `${casBaseUrl}/logout?service=${encodeURIComponent(`${origin}${HOME_PATH}`)}`;
}

/** The login page saying why a CAS sign-in was refused, still knowing where the user was going. */
export function loginErrorPath(reason: string, target: string | null): string {
  const query = new URLSearchParams({ cas_error: reason, ...(target ? { redirect_url: target } : {}) });
  return `${LOGIN_PATH}?${query}`;
}
