/**
 * A service's detail as the reader may use it here (getAppDetail with this terminal, spec §5 mobile-limit): loaded
 * again when the reader signs in or out; opening it counts as using the service (recent use); the favourite toggles
 * in place.
 */
import { useEffect, useState } from 'react';
import type { AppDetail } from '@contract/calls/apps';
import { api } from '@/services/api';
import { showToast } from '@/ui/toast';
import { mattersText } from '../i18n';
import { useSessionKey } from '../shared/session-key';
import { useLoaded } from '@/services/use-loaded';

export function useServiceDetail(id: number | null, onMobile: boolean) {
  const terminal = onMobile ? 'mobile' : 'pc';
  const who = useSessionKey();
  const key = id === null ? null : who === undefined ? undefined : `${id}:${terminal}:${who}`;
  const { state, retry, update } = useLoaded<AppDetail>(key, () => api.getAppDetail({ id: id ?? 0, terminal }, { quiet: true }));
  const [saving, setSaving] = useState(false);

  const shown = state.status === 'ready' ? state.data.id : null;
  useEffect(() => {
    if (shown !== null && who && who !== 'anonymous') void api.recentappssave({ appId: shown }, { quiet: true }).catch(() => undefined);
  }, [shown, who]);

  const toggleFavourite = async () => {
    if (state.status !== 'ready' || saving) return;
    const favourite = state.data.favourite === 1 ? 0 : 1;
    setSaving(true);
    try {
      const saved = await api.setFavouriteApp({ app_id: state.data.id, favourite });
      update((d) => ({ ...d, favourite: saved.favourite }));
      showToast({ content: mattersText(saved.favourite === 1 ? 'favouriteAdded' : 'favouriteRemoved'), kind: 'success' });
    } catch {
      // The request wrapper has shown why.
    } finally {
      setSaving(false);
    }
  };

  return { state, retry, toggleFavourite, saving, signedIn: who !== undefined && who !== 'anonymous' };
}
