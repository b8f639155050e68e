/** The personal home's data (getHomepage), loaded again when the user or the language changes (names are translated). */
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import { useSession } from '@/stores/session';
import { useUiSettings } from '@/stores/ui-settings';

export function useHomepage() {
  const status = useSession((s) => s.status);
  const uid = useSession((s) => s.user?.uid);
  const lang = useUiSettings((s) => s.lang);
  // Once the session is read (useLoaded waits on an undefined key): a visitor's call is answered by the sign-in.
  return useLoaded(status === 'unknown' ? undefined : `${uid ?? ''}:${lang}`, () => api.getHomepage(undefined, { key: 'homepage', quiet: true }));
}
