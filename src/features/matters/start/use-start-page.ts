/**
 * What the start page loads (spec §2 /matter/start?id=): the service with whether the reader may start it on this
 * terminal and its process outline, the form with the applicant's profile values (fill less), and the reader's draft,
 * which is resumed as the page opens. The matter's working state (spec §4) is 1 while they load.
 */
import { useEffect } from 'react';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { useWorkingState } from '@/features/forms';
import { api } from '@/services/api';
import { useSessionKey } from '../shared/session-key';
import { useLoaded } from '@/services/use-loaded';

export interface StartData {
  app: ResultOf<typeof calls.getAppDetail>;
  form: ResultOf<typeof calls.getAppForm>;
  draft: ResultOf<typeof calls.getDraft>;
}

async function loadStart(id: number, terminal: 'pc' | 'mobile'): Promise<StartData> {
  const [app, form, draft] = await Promise.all([
    api.getAppDetail({ id, terminal }, { quiet: true }),
    api.getAppForm({ app_id: id }, { quiet: true }),
    api.getDraft({ app_id: id }, { quiet: true }),
  ]);
  return { app, form, draft };
}

export function useStartPage(id: number | null, onMobile: boolean) {
  const terminal = onMobile ? 'mobile' : 'pc';
  const who = useSessionKey();
  const key = id === null ? null : who === undefined ? undefined : `${id}:${terminal}:${who}`;
  const loaded = useLoaded<StartData>(key, () => loadStart(id ?? 0, terminal));
  const setWorking = useWorkingState((s) => s.setStatus);
  const loading = loaded.state.status === 'loading';
  useEffect(() => {
    setWorking('matter', loading ? 1 : 2);
    return () => setWorking('matter', 2);
  }, [loading, setWorking]);
  return loaded;
}
