/**
 * What the examine page loads: the application as this participant sees it (getMatterDetail), then beside it the
 * service's process for the diagram (getProcessInfoNew, for the applicant) and, while it is in progress, the route ahead with its likely
 * finish (getMatterRoute). Only the application is needed to act; the other two show when they come and are left out
 * when they fail. `refresh` reads the application again in place (after copying or adding approvers, what the
 * approver typed stays).
 */
import { useCallback, useEffect } from 'react';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import type { MatterDetail, ProcessOutline } from '@contract/calls/matters';
import { useWorkingState } from '@/features/forms';
import { api } from '@/services/api';
import { useSessionKey } from '../shared/session-key';
import { useLoaded } from '@/services/use-loaded';

export type RouteAhead = ResultOf<typeof calls.getMatterRoute>;

export function useExamineData(instId: string | null) {
  const who = useSessionKey();
  const key = instId === null ? null : who === undefined ? undefined : `${instId}:${who}`;
  const matter = useLoaded<MatterDetail>(key, () => api.getMatterDetail({ inst_id: instId ?? '' }, { quiet: true }));
  const detail = matter.state.status === 'ready' ? matter.state.data : null;

  // getProcessInfoNew answers for a service the reader may see (spec §7: by app_id, as the catalogue shows it): the
  // applicant's, who found it in the hall. Anyone else taking part (an approver outside the service's audience) is
  // shown the application's own path, which every participant may see.
  const appId = detail?.app_id;
  const mine = detail !== null && detail.applicant.uid === who;
  const outlineKey = detail === null ? undefined : mine ? String(appId) : null;
  const outline = useLoaded<ProcessOutline>(outlineKey, () => api.getProcessInfoNew({ app_id: appId ?? 0 }, { quiet: true }));
  const inProgress = detail?.status === 0;
  // Read again when the application moves on (a refresh after an action changes its steps).
  const routeKey = detail && inProgress ? `${detail.inst_id}:${detail.steps.length}` : undefined;
  const route = useLoaded<RouteAhead>(routeKey, () => api.getMatterRoute({ inst_id: instId ?? '' }, { quiet: true }));

  const setWorking = useWorkingState((s) => s.setStatus);
  const loading = matter.state.status === 'loading';
  useEffect(() => {
    setWorking('matter', loading ? 1 : 2);
    return () => setWorking('matter', 2);
  }, [loading, setWorking]);

  const { update } = matter;
  const refresh = useCallback(async () => {
    if (instId === null) return;
    try {
      const fresh = await api.getMatterDetail({ inst_id: instId }, { quiet: true });
      update(() => fresh);
    } catch {
      // What is shown stays; the next action or a reload reads it again.
    }
  }, [instId, update]);

  return {
    matter: matter.state,
    retry: matter.retry,
    refresh,
    /** The process, null when it could not be read, undefined while it loads. */
    outline: outline.state.status === 'ready' ? outline.state.data : outline.state.status === 'loading' ? undefined : null,
    route: route.state.status === 'ready' && inProgress ? route.state.data : null,
  };
}
