/**
 * Where a menu entry leads (spec §2 "Header and menu"): a portal route; an outside address, in place or in a new
 * tab; an outside address that needs the campus network, through the network-check address; or, for an entry
 * without a path, its tip. Also the back office and personal-centre targets, which follow the site's settings.
 */
import { DEFAULTS } from '@contract/constants';
import type { MenuNode } from './menu-tree';

export type MenuAction =
  | { kind: 'route'; route: string; query?: Record<string, string> }
  | { kind: 'address'; url: string; newTab: boolean }
  | { kind: 'tip'; text: string };

const HTTP = /^https?:\/\//i;

/** An entry's tip is an i18n key of ours or the school's own text (the caller translates keys and shows others as they are). */
export function menuAction(node: MenuNode, networkCheckUrl: string | null): MenuAction {
  if (node.route) return { kind: 'route', route: node.route, query: node.query };
  if (node.url && HTTP.test(node.url)) {
    if (node.authority && networkCheckUrl) return { kind: 'address', url: throughNetworkCheck(networkCheckUrl, node.url), newTab: true };
    return { kind: 'address', url: node.url, newTab: Boolean(node.newTab) };
  }
  return { kind: 'tip', text: node.tip ?? 'frame.notOpen' };
}

/** The network-check page, told where to continue once the campus network is confirmed. */
export function throughNetworkCheck(networkCheckUrl: string, url: string): string {
  return `${networkCheckUrl}${networkCheckUrl.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(url)}`;
}

/**
 * Enter back office (spec §2): the external back end when the portal runs inside the 5.0 main system (rh_flag 1,
 * main_system 5.0) and has its address, else the portal's own /backHome/index.
 */
export function backOfficeAction(rh: { rh_flag: number; main_system: string; url: string } | undefined): MenuAction {
  if (rh && isMainSystem5(rh) && HTTP.test(rh.url)) return { kind: 'address', url: rh.url, newTab: true };
  return { kind: 'route', route: '/backHome/index' };
}

export function isMainSystem5(rh: { rh_flag: number; main_system: string } | undefined): boolean {
  return rh?.rh_flag === 1 && rh.main_system === '5.0';
}

/**
 * The personal centre (spec §2, §9: default site/personal): a configured path containing a dot is a full host,
 * anything else a portal route. The dot counts in the part before any /, ? or #: a portal path may carry an address
 * in its query (site/personal/redirect?url=… embeds a plugin), which names no host of its own.
 */
export function personalCentreAction(path: string | undefined): MenuAction {
  const configured = (path || DEFAULTS.personalPath).trim();
  if (HTTP.test(configured)) return { kind: 'address', url: configured, newTab: false };
  const bare = configured.replace(/^\/+/, '');
  if (/^[^/?#]*\./.test(bare)) return { kind: 'address', url: `https://${bare}`, newTab: false };
  const [route, search] = bare.split('#')[0].split(/\?(.*)/s);
  const query = queryOf(search ?? '');
  return Object.keys(query).length ? { kind: 'route', route: `/${route}`, query } : { kind: 'route', route: `/${route}` };
}

/**
 * A query string's values, decoded: navigation encodes them again (src/platform/navigation.ts). By hand, since
 * mini-programs have no URLSearchParams; a value that is no valid encoding is kept as written.
 */
function queryOf(search: string): Record<string, string> {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  return Object.fromEntries(search.split('&').filter(Boolean).map((pair) => {
    const [key, value = ''] = pair.split(/=(.*)/s);
    return [decoded(key), decoded(value)];
  }));
}
