/** Navigation by the spec's routes (/{module}/{page}); Taro maps each to its page file. */
import Taro from '@tarojs/taro';
import { encodeForm } from '@/services/encode';

export function pageUrl(route: string, query: Record<string, string | number | undefined> = {}): string {
  const qs = encodeForm(query);
  return `/pages${route}/index${qs ? `?${qs}` : ''}`;
}

export function currentRoute(): string {
  const path = Taro.getCurrentInstance().router?.path ?? '';
  const match = /^\/?pages(\/[^/]+\/[^/]+)\/index/.exec(path);
  return match ? match[1] : path.split('?')[0];
}

export function goTo(route: string, query?: Record<string, string | number | undefined>): void {
  void Taro.navigateTo({ url: pageUrl(route, query) });
}

export function replaceWith(route: string, query?: Record<string, string | number | undefined>): void {
  void Taro.redirectTo({ url: pageUrl(route, query) });
}

/** Starts over at a page with nothing to go back to (after signing in or out, the old pages show stale state). */
export function restartAt(route: string, query?: Record<string, string | number | undefined>): void {
  void Taro.reLaunch({ url: pageUrl(route, query) });
}

/** Opens an outside address: a new tab on H5; in the mini-program the address is copied (no outside web views). */
export function openExternal(url: string): void {
  if (process.env.TARO_ENV === 'h5') {
    window.open(url, '_blank', 'noopener');
  } else {
    void Taro.setClipboardData({ data: url });
  }
}
