/**
 * Navigation by the spec's routes (/{module}/{page}); Taro maps each to its page file. A route with a twin lands on
 * the twin this client shows (spec §2), so the mini-program's links always open mobile pages.
 */
import Taro from '@tarojs/taro';
import { pageFile, routeOfPath } from '@/routes';
import { encodeForm } from '@/services/encode';
import { clientRoute } from './client';

export function pageUrl(route: string, query: Record<string, string | number | undefined> = {}): string {
  const qs = encodeForm(query);
  return `/${pageFile(clientRoute(route))}${qs ? `?${qs}` : ''}`;
}

/** The route of the page on top; inside a page, read it after mount (Taro sets it as the page loads). */
export function currentRoute(): string {
  return routeOfPath(Taro.getCurrentInstance().router?.path ?? '');
}

/** A page's own parameters (its ids, tab and keyword): what a return to it after signing in brings back. */
export const PAGE_PARAMS = ['id', 'wid', 'inst_id', 'task_id', 'app_id', 'page', 'keyword', 'mtype', 'code'];

/** The page on top with its own parameters (`/matter/m_start?id=7`), to come back to after signing in. */
export function currentLocation(): string {
  const router = Taro.getCurrentInstance().router;
  const params = Object.fromEntries(PAGE_PARAMS.flatMap((k) => (router?.params[k] ? [[k, router.params[k] as string]] : [])));
  const qs = encodeForm(params);
  return `${currentRoute()}${qs ? `?${qs}` : ''}`;
}

export function goTo(route: string, query?: Record<string, string | number | undefined>): void {
  void Taro.navigateTo({ url: pageUrl(route, query) });
}

export function replaceWith(route: string, query?: Record<string, string | number | undefined>): void {
  void Taro.redirectTo({ url: pageUrl(route, query) });
}

/** Back to the page before, or to `fallback` when this page was opened directly and there is none. */
export function goBack(fallback: string): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack();
  else replaceWith(fallback);
}

/** Starts over at a page with nothing to go back to (after signing in or out, the old pages show stale state). */
export function restartAt(route: string, query?: Record<string, string | number | undefined>): void {
  void Taro.reLaunch({ url: pageUrl(route, query) });
}

/**
 * Loads this page again from nothing (after the session changed account): the document on H5; in the mini-program,
 * which has no document to reload, a restart at this page with its own parameters.
 */
export function reloadPage(): 'reloaded' | 'restarted' {
  if (process.env.TARO_ENV === 'h5') {
    window.location.reload();
    return 'reloaded';
  }
  const params = Taro.getCurrentInstance().router?.params ?? {};
  restartAt(currentRoute(), Object.fromEntries(PAGE_PARAMS.flatMap((k) => (params[k] ? [[k, params[k] as string]] : []))));
  return 'restarted';
}

/** Opens an outside address: a new tab on H5; in the mini-program the address is copied (no outside web views). */
export function openExternal(url: string): void {
  if (process.env.TARO_ENV === 'h5') {
    window.open(url, '_blank', 'noopener');
  } else {
    void Taro.setClipboardData({ data: url });
  }
}

/**
 * Opens an outside address once `ready` settles (a click still being recorded). On H5 the tab opens at once, within
 * the click, and is pointed at the address later: browsers refuse a tab that a page opens after waiting for an answer.
 * Where no tab could be opened at once, the address opens as openExternal does.
 */
export function openExternalAfter(ready: Promise<unknown>, url: string): void {
  const tab = process.env.TARO_ENV === 'h5' ? window.open('', '_blank') : null;
  // The outside page must not reach back into the portal's window.
  if (tab) tab.opener = null;
  const go = () => (tab ? tab.location.replace(url) : openExternal(url));
  void ready.then(go, go);
}
