/** Loads what the home page shows; each list has its own loading state so the page fills in as answers arrive. */
import { useEffect, useState } from 'react';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { api } from '@/services/api';
import { useSession } from '@/stores/session';
import { useUiSettings } from '@/stores/ui-settings';

export type AppCard = ResultOf<typeof calls.homehotapps>[number];
export type Banner = ResultOf<typeof calls.cHomeGetBanners>[number];

export interface Loadable<T> {
  data: T;
  loading: boolean;
}

function useLoad<T>(load: () => Promise<T>, initial: T, deps: unknown[]): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ data: initial, loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load()
      .then((data) => live && setState({ data, loading: false }))
      .catch(() => live && setState({ data: initial, loading: false }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when the listed inputs change
  }, deps);
  return state;
}

export function useHomeData() {
  const status = useSession((s) => s.status);
  const uid = useSession((s) => s.user?.uid);
  // Service names come in the reader's language, so the lists reload when it changes.
  const lang = useUiSettings((s) => s.lang);
  const hot = useLoad(() => api.homehotapps({}, { key: 'homehotapps' }), [] as AppCard[], [uid, status, lang]);
  const recent = useLoad(
    () => (status === 'signed-in' ? api.siteLastApps(undefined, { key: 'siteLastApps' }) : Promise.resolve([])),
    [] as AppCard[],
    [uid, status, lang],
  );
  const banners = useLoad(() => api.cHomeGetBanners(), [] as Banner[], []);
  const keywords = useLoad(() => api.searchWords({ search_type: 1 }), [] as { keyword: string }[], []);
  return { hot, recent, banners, keywords, signedIn: status === 'signed-in' };
}
