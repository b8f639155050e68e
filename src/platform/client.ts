/**
 * Desktop or mobile pages (spec §2): by window width against the mobile threshold, unless a client is forced
 * by the stored setting or the `client` query flag. Desktop and mobile pages come in pairs.
 */
import { MOBILE_MAX_WIDTH } from '@contract/constants';
import { pagePairs } from '@/routes';

export type ForcedClient = 'auto' | 'pc' | 'mobile';

export function isMobileClient(width: number, forced: ForcedClient): boolean {
  if (forced === 'pc') return false;
  if (forced === 'mobile') return true;
  return width <= MOBILE_MAX_WIDTH;
}

/** The twin of a route for the other client, or null when the route has none or already fits. */
export function twinRoute(route: string, mobile: boolean): string | null {
  for (const [desktop, phone] of pagePairs) {
    if (mobile && route === desktop) return phone;
    if (!mobile && route === phone) return desktop;
  }
  return null;
}
