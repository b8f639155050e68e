/**
 * The route a draft would take (previewRoute): each step with the people who will handle it and when, and the likely
 * finish. It follows the form as it is filled in, asked again a moment after the values or the chosen approvers
 * change; only the newest answer counts. The process's working state (spec §4) is 1 until the first answer.
 */
import { useEffect, useRef, useState } from 'react';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import type { FormValues } from '@contract/forms';
import { useWorkingState } from '@/features/forms';
import { api } from '@/services/api';
import type { Chosen } from '../rules/next-approver';

export type RouteView = ResultOf<typeof calls.previewRoute>;

export type RoutePreview = { status: 'loading' | 'failed'; route: RouteView | null } | { status: 'ready'; route: RouteView };

/** Long enough not to ask on every keystroke, short enough to follow a choice. */
const SETTLE_MS = 500;

export function useRoutePreview(appId: number, values: FormValues, chosen: Chosen, terminal: 'pc' | 'mobile'): RoutePreview {
  const [preview, setPreview] = useState<RoutePreview>({ status: 'loading', route: null });
  const asked = useRef(0);
  const setWorking = useWorkingState((s) => s.setStatus);
  const body = JSON.stringify(values);
  const picks = JSON.stringify(chosen);

  useEffect(() => {
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      setPreview((p) => ({ status: 'loading', route: p.route }) as RoutePreview);
      api.previewRoute({ app_id: appId, values: body, chosen: picks === '{}' ? undefined : picks, terminal }, { quiet: true, key: `previewRoute:${appId}` }).then(
        (route) => ask === asked.current && setPreview({ status: 'ready', route }),
        () => ask === asked.current && setPreview((p) => ({ status: 'failed', route: p.route })),
      );
    }, asked.current === 1 ? 0 : SETTLE_MS);
    return () => clearTimeout(timer);
  }, [appId, body, picks, terminal]);

  const settled = preview.status !== 'loading' || preview.route !== null;
  useEffect(() => {
    setWorking('process', settled ? 2 : 1);
    return () => setWorking('process', 2);
  }, [settled, setWorking]);
  return preview;
}
