/**
 * Desktop or mobile pages (spec §2): by window width against the mobile threshold, unless a client is forced
 * by the stored setting or the `client` query flag. Desktop and mobile pages come in pairs; the mini-program
 * always uses the mobile ones.
 */
import { MOBILE_MAX_WIDTH } from '@contract/constants';
import { pagePairs } from '@/routes';
import { useUiSettings, type ForcedClient } from '@/stores/ui-settings';

export function isMobileClient(width: number, forced: ForcedClient): boolean {
  if (forced === 'pc') return false;
  if (forced === 'mobile') return true;
  return width <= MOBILE_MAX_WIDTH;
}

/** Whether this client shows the mobile pages now. */
export function usesMobilePages(): boolean {
  if (process.env.TARO_ENV !== 'h5') return true;
  return isMobileClient(document.documentElement.clientWidth || window.innerWidth, useUiSettings.getState().client);
}

/** The twin of a route for the other client, or null when the route has none or already fits. */
export function twinRoute(route: string, mobile: boolean): string | null {
  for (const [desktop, phone] of pagePairs) {
    if (mobile && route === desktop) return phone;
    if (!mobile && route === phone) return desktop;
  }
  return null;
}

/** The page of a route that this client shows: links name either twin and land on the right one. */
export function clientRoute(route: string): string {
  return twinRoute(route, usesMobilePages()) ?? route;
}
