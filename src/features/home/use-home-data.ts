/**
 * Loads what the home page shows; each list has its own loading state so the page fills in as answers arrive. The
 * lists of a signed-in user load once they are wanted (a phone shows one tab at a time) and stay while the page does;
 * nobody else asks for them.
 */
import { useEffect, useState } from 'react';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { HOME_LIST_SIZE } from '@contract/constants';
import { api } from '@/services/api';
import { useSession } from '@/stores/session';
import { useUiSettings } from '@/stores/ui-settings';

export type AppCard = ResultOf<typeof calls.homehotapps>[number];
export type Banner = ResultOf<typeof calls.cHomeGetBanners>[number];
export type TodoItem = ResultOf<typeof calls.getMyTodo>['list'][number];
export type LaunchedItem = ResultOf<typeof calls.myStarted>['list'][number];
export type NoticeItem = ResultOf<typeof calls.getNotice>['list'][number];
export type FillItem = ResultOf<typeof calls.fillreportmylist>['list'][number];

/** The signed-in user's own lists. */
export type MyListKey = 'todo' | 'launched' | 'fill' | 'favourites' | 'recent' | 'notices';

export interface Loadable<T> {
  data: T;
  loading: boolean;
}

function useLoad<T>(load: () => Promise<T>, initial: T, deps: unknown[], wanted = true): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ data: initial, loading: true });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load()
      .then((data) => live && setState({ data, loading: false }))
      .catch(() => live && setState({ data: initial, loading: false }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when the listed inputs change
  }, [...deps, wanted]);
  return state;
}

const firstPage = (page_size: number) => ({ p: 1, page_size });

/** `wanted(key)`: whether the page shows that list now or has shown it. */
export function useHomeData(wanted: (key: MyListKey) => boolean) {
  const status = useSession((s) => s.status);
  const uid = useSession((s) => s.user?.uid);
  // Service names come in the reader's language, so the lists reload when it changes.
  const lang = useUiSettings((s) => s.lang);
  const signedIn = status === 'signed-in';
  const deps = [uid, status, lang];
  const mine = (key: MyListKey) => signedIn && wanted(key);
  const none: never[] = [];
  return {
    signedIn,
    hot: useLoad(() => api.homehotapps({}, { key: 'homehotapps' }), none as AppCard[], deps),
    banners: useLoad(() => api.cHomeGetBanners(), none as Banner[], []),
    keywords: useLoad(() => api.searchWords({ search_type: 1 }), none as { keyword: string }[], []),
    todo: useLoad(
      () => api.getMyTodo(firstPage(HOME_LIST_SIZE.todo), { key: 'home-todo' }).then((page) => page.list),
      none as TodoItem[],
      deps,
      mine('todo'),
    ),
    launched: useLoad(
      () => api.myStarted(firstPage(HOME_LIST_SIZE.launched), { key: 'home-launched' }).then((page) => page.list),
      none as LaunchedItem[],
      deps,
      mine('launched'),
    ),
    // 我的填报: the reader's missions, those to fill first and closing soonest (the server's order).
    fill: useLoad(
      () => api.fillreportmylist(firstPage(HOME_LIST_SIZE.fillIns), { key: 'home-fill' }).then((page) => page.list),
      none as FillItem[],
      deps,
      mine('fill'),
    ),
    favourites: useLoad(
      () => api.getMyApps(undefined, { key: 'home-favourites' }).then((apps) => apps.slice(0, HOME_LIST_SIZE.favourites)),
      none as AppCard[],
      deps,
      mine('favourites'),
    ),
    recent: useLoad(
      () => api.siteLastApps(undefined, { key: 'siteLastApps' }).then((apps) => apps.slice(0, HOME_LIST_SIZE.recentApps)),
      none as AppCard[],
      deps,
      mine('recent'),
    ),
    notices: useLoad(
      () => api.getNotice(firstPage(HOME_LIST_SIZE.notices), { key: 'home-notices' }).then((page) => page.list),
      none as NoticeItem[],
      deps,
      mine('notices'),
    ),
  };
}

export type HomeData = ReturnType<typeof useHomeData>;
