/** The personal home's data (getHomepage), loaded again when the user or the language changes (names are translated). */
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import { useSession } from '@/stores/session';
import { useUiSettings } from '@/stores/ui-settings';

export function useHomepage() {
  const uid = useSession((s) => s.user?.uid);
  const lang = useUiSettings((s) => s.lang);
  // Until the session is read there is no one to load for (useLoaded waits on an undefined key).
  return useLoaded(uid ? `${uid}:${lang}` : undefined, () => api.getHomepage(undefined, { key: 'homepage', quiet: true }));
}
