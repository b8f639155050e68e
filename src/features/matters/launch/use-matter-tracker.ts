/**
 * Where an application in progress stands, for its tracker: the steps done (its history, getMatterDetail), the current
 * step with its handlers and what is still to come with the likely finish (getMatterRoute), and whether it may still
 * be withdrawn.
 */
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';

export interface Tracker {
  detail: ResultOf<typeof calls.getMatterDetail>;
  route: ResultOf<typeof calls.getMatterRoute>;
}

export function useMatterTracker(instId: string) {
  return useLoaded<Tracker>(instId, async () => {
    const [detail, route] = await Promise.all([api.getMatterDetail({ inst_id: instId }, { quiet: true }), api.getMatterRoute({ inst_id: instId }, { quiet: true })]);
    return { detail, route };
  });
}

/** The route's steps that are open now (the launched item's current nodes) and those after them. */
export function splitRoute(route: Tracker['route'], currentNodeIds: string[]) {
  const current = route.nodes.filter((n) => currentNodeIds.includes(n.node_id));
  const next = route.nodes.filter((n) => !currentNodeIds.includes(n.node_id));
  return { current, next };
}
