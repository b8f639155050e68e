/**
 * Site configuration and remote configs, cached in local storage for an hour (spec §9, version 5) and checked
 * against the server's settings version once per page load.
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
type GlobalMessage = SiteConfig['system_setting']['global_message'];

/** The site's switches as the interface reads them (spec §2, §3 "Site config"); a site still loading has them off. */
export interface SiteFlags {
  /** The home page's notices module. */
  noticeModule: boolean;
  /** The home page's campus background behind the header. */
  homeBackground: boolean;
  /** The site name beside the logo. */
  showWebTitle: boolean;
  /** The service hall entries. */
  serviceHall: boolean;
  /** The printer variant (spec §4: its login page, and casLogout=1 on sign-out). */
  cloudPrint: boolean;
  /** The AI service hall button's PC address, when the button is on and has one. */
  aiServiceHallUrl: string | null;
  /** The global banner, when it is switched on and has something to say. */
  globalMessage: GlobalMessage | null;
  /** The login button offers on- and off-campus sign-in (outside_school_button_is_show). */
  loginChoice: boolean;
  networkCheckUrl: string | null;
}

export function siteFlags(config: SiteConfig | null): SiteFlags {
  const s = config?.system_setting;
  const message = s?.global_message;
  return {
    noticeModule: s?.home_notice_modular === 1,
    homeBackground: s?.is_home_background === 1,
    showWebTitle: s ? s.is_showWebTitle === 1 : true,
    serviceHall: s?.serviceHall === 1,
    cloudPrint: s?.cloud_print === 1,
    aiServiceHallUrl: s?.ai_service_hall === 1 && s.ai_service_hall_url.pc ? s.ai_service_hall_url.pc : null,
    globalMessage: message?.isShow && (message.message || message.fileMessage) ? message : null,
    loginChoice: s?.outside_school_button_is_show === 'yes',
    networkCheckUrl: s?.network_check_url || null,
  };
}

interface SiteConfigState {
  config: SiteConfig | null;
  remote: RemoteConfigs | null;
  failed: boolean;
  load(): Promise<void>;
  /** Asks the server again now, whatever is cached (after this browser saved the settings). */
  refresh(): Promise<void>;
}

const CACHE_KEY = `site_config_v${CONFIG_CACHE.version}`;
type Cached = { config: SiteConfig; remote: RemoteConfigs };

let loading: Promise<void> | undefined;
/**
 * The hour-long cache paints the page at once, but must not hide an administrator's change from a user who reloads:
 * once per page load the cached copy is checked against the server's settings version (getSiteConfig answers it from
 * memory) and replaced when the version moved.
 */
let checked = false;

function fetchBoth(): Promise<Cached> {
  return Promise.all([
    api.getSiteConfig({ v: String(Date.now()) }, { quiet: true }),
    api.getRhConfig({ type: ['rh_config', 'user_sys_config'] }, { quiet: true }),
  ]).then(([config, remote]) => ({ config, remote }));
}

export const useSiteConfig = create<SiteConfigState>((set) => {
  const keep = (fresh: Cached) => {
    officeDb.set(CACHE_KEY, fresh, CONFIG_CACHE.ttlMs);
    set({ ...fresh, failed: false });
  };
  const check = (cached: Cached) => {
    checked = true;
    void api
      .getSiteConfig({ v: String(Date.now()) }, { quiet: true })
      .then(async (config) => {
        if (config.version === cached.config.version) return;
        const remote = await api.getRhConfig({ type: ['rh_config', 'user_sys_config'] }, { quiet: true });
        keep({ config, remote });
      })
      // The cached copy stays; the next page load asks again.
      .catch(() => undefined);
  };
  return {
    config: officeDb.get<Cached>(CACHE_KEY)?.config ?? null,
    remote: officeDb.get<Cached>(CACHE_KEY)?.remote ?? null,
    failed: false,
    load() {
      const cached = officeDb.get<Cached>(CACHE_KEY);
      if (cached) {
        set({ config: cached.config, remote: cached.remote, failed: false });
        if (!checked) check(cached);
        return Promise.resolve();
      }
      // Concurrent callers share one request.
      loading ??= fetchBoth()
        .then((fresh) => {
          checked = true;
          keep(fresh);
        })
        .catch(() => set({ failed: true }))
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    async refresh() {
      officeDb.remove(CACHE_KEY);
      await useSiteConfig.getState().load();
    },
  };
});

export function useSiteFlags(): SiteFlags {
  return siteFlags(useSiteConfig((s) => s.config));
}
