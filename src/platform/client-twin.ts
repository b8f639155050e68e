/**
 * H5 shows each visitor the twin meant for their client (spec §2): the desktop page above 640 px, its mobile twin
 * below, or whatever the stored setting or `?client=pc|mobile|auto` forces.
 */
import Taro from '@tarojs/taro';
import { DEFAULT_THROTTLE_MS } from '@contract/constants';
import { H5_BASE, HOME_ROUTE, h5Routes, routeOfPath } from '@/routes';
import { useUiSettings } from '@/stores/ui-settings';
import { clientRoute } from './client';
import { currentRoute, replaceWith } from './navigation';

const FORCED = ['pc', 'mobile', 'auto'] as const;

/**
 * Puts the right twin in the address bar before Taro's router reads it, so the first render and the page's calls
 * are already the right page's. Call it while app.tsx is evaluated: Taro's entry creates the router's history only
 * after importing the app. The root and unknown paths become this client's home page (spec §2).
 */
export function chooseInitialTwin(): void {
  if (process.env.TARO_ENV !== 'h5') return;
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  const forced = FORCED.find((c) => c === params.get('client'));
  if (forced) {
    useUiSettings.getState().setClient(forced);
    params.delete('client');
  }
  const query = params.toString();
  const route = routeOfPath(pathname);
  const next = `${H5_BASE}${clientRoute(h5Routes.includes(route) ? route : HOME_ROUTE)}${query ? `?${query}` : ''}${hash}`;
  if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', next);
}

/** After start-up, a resize across the threshold or a new forced client swaps the page for its twin. */
export function watchClientTwin(): void {
  if (process.env.TARO_ENV !== 'h5') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const route = currentRoute();
    const target = clientRoute(route);
    if (!route || target === route) return;
    // Taro's own params (page stamps) are not the page's query.
    const { $taroTimestamp: _time, stamp: _stamp, ...query } = Taro.getCurrentInstance().router?.params ?? {};
    replaceWith(target, query);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(check, DEFAULT_THROTTLE_MS);
  };
  window.addEventListener('resize', later);
  useUiSettings.subscribe((s, prev) => {
    if (s.client !== prev.client) later();
  });
}
