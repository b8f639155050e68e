/** Who the pages load for: the signed-in user's id, 'anonymous', or undefined while the session is being read. */
import { useSession } from '@/stores/session';

export function useSessionKey(): string | undefined {
  return useSession((s) => (s.status === 'unknown' ? undefined : (s.user?.uid ?? 'anonymous')));
}
