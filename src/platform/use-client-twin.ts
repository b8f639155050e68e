/**
 * Sends H5 visitors to the page meant for their client (spec §2): the desktop page above 640 px, its mobile twin
 * below, or whatever the stored setting or `?client=pc|mobile` forces. Replaces the history entry so Back works.
 */
import { useEffect } from 'react';
import Taro from '@tarojs/taro';
import { useUiSettings, type ForcedClient } from '@/stores/ui-settings';
import { isMobileClient, twinRoute } from './client';
import { replaceWith } from './navigation';

export function useClientTwin(route: string): void {
  const client = useUiSettings((s) => s.client);
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return;
    const params = Taro.getCurrentInstance().router?.params ?? {};
    const forced = params.client as ForcedClient | undefined;
    if (forced === 'pc' || forced === 'mobile' || forced === 'auto') {
      if (forced !== client) useUiSettings.getState().setClient(forced);
      if (forced !== client) return;
    }
    const check = () => {
      const twin = twinRoute(route, isMobileClient(window.innerWidth, useUiSettings.getState().client));
      if (twin) {
        const { client: _client, $taroTimestamp: _stamp, ...query } = params;
        replaceWith(twin, query);
      }
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [route, client]);
}
