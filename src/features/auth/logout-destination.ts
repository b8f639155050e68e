/**
 * Where the browser goes once the session has ended (spec §4 "Login redirect"): the CAS logout for a session opened
 * through CAS, else the installation's logout address, else the portal's login page, each with redirect_url, the page
 * to come back to; a printer's browser returns to its login page with casLogout=1.
 */
import { allowedRedirect } from '@contract/rules/redirect';
import type { LogoutAnswer } from '@/stores/session';
import { H5_BASE, LOGIN_ROUTE } from '@/routes';

export type LogoutDestination = { kind: 'address'; url: string } | { kind: 'route'; route: string; query: Record<string, string> };

export interface LogoutContext {
  /** The page signing out was asked from (a spec route), if any. */
  returnTo: string | undefined;
  /** The printer flag (visit flag printer=1, or the site's cloud print variant). */
  printer: boolean;
  /** Whether outside addresses can be opened (H5), and the portal's origin to name the page to come back to. */
  origin: string | null;
}

export function logoutDestination(answer: LogoutAnswer, context: LogoutContext): LogoutDestination {
  const returnTo = (context.returnTo && allowedRedirect(context.returnTo)) || '';
  const back: Record<string, string> = returnTo ? { redirect_url: returnTo } : {};
  if (context.printer) return { kind: 'route', route: LOGIN_ROUTE, query: { printer: '1', casLogout: '1', ...back } };
  if (answer.logout_url && context.origin !== null) {
    const page = `${context.origin}${H5_BASE}${returnTo || LOGIN_ROUTE}`;
    return { kind: 'address', url: `${answer.logout_url}${answer.logout_url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(page)}` };
  }
  return { kind: 'route', route: LOGIN_ROUTE, query: back };
}
