/**
 * Site configuration and remote configs, cached in local storage for an hour (spec §9, version 5).
 * Any non-zero e means failure for these calls (spec §8).
 */
import { create } from 'zustand';
import type { SiteConfig } from '@contract/calls/site';
import type { calls } from '@contract/calls';
import type { ResultOf } from '@contract/call';
import { CONFIG_CACHE } from '@contract/constants';
import { api } from '@/services/api';
import { officeDb } from '@/services/storage';

type RemoteConfigs = ResultOf<typeof calls.getRhConfig>;

interface SiteConfigState {
  config: SiteConfig | null;
  remote: RemoteConfigs | null;
  failed: boolean;
  load(): Promise<void>;
}

const CACHE_KEY = `site_config_v${CONFIG_CACHE.version}`;
type Cached = { config: SiteConfig; remote: RemoteConfigs };

let loading: Promise<void> | undefined;

export const useSiteConfig = create<SiteConfigState>((set) => ({
  config: officeDb.get<Cached>(CACHE_KEY)?.config ?? null,
  remote: officeDb.get<Cached>(CACHE_KEY)?.remote ?? null,
  failed: false,
  load() {
    const cached = officeDb.get<Cached>(CACHE_KEY);
    if (cached) {
      set({ config: cached.config, remote: cached.remote, failed: false });
      return Promise.resolve();
    }
    // Concurrent callers share one request.
    loading ??= Promise.all([
      api.getSiteConfig({ v: String(Date.now()) }, { quiet: true }),
      api.getRhConfig({ type: ['rh_config', 'user_sys_config'] }, { quiet: true }),
    ])
      .then(([config, remote]) => {
        officeDb.set(CACHE_KEY, { config, remote } satisfies Cached, CONFIG_CACHE.ttlMs);
        set({ config, remote, failed: false });
      })
      .catch(() => set({ failed: true }))
      .finally(() => {
        loading = undefined;
      });
    return loading;
  },
}));
