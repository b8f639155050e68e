/**
 * Which steps of a draft's route need their approver chosen by hand before it can be submitted (the engine refuses
 * a start that reaches such a step with nobody chosen): approval steps whose handler is the applicant's choice, on the
 * route the preview found for the current values, or anywhere in the process while there is no preview yet.
 */
import type { OutlineNode } from '@contract/calls/matters';

export type Chosen = Record<string, string[]>;

function flatten(nodes: OutlineNode[]): OutlineNode[] {
  return nodes.flatMap((n) => [n, ...n.branches.flatMap((b) => flatten(b.nodes))]);
}

export function nodesToChoose(outline: OutlineNode[], routeNodeIds: string[] | null, chosen: Chosen): OutlineNode[] {
  const onRoute = routeNodeIds ? new Set(routeNodeIds) : null;
  return flatten(outline).filter(
    (n) => n.kind === 'approval' && n.approvers?.type === 'initiator_choice' && (!onRoute || onRoute.has(n.id)) && !(chosen[n.id]?.length > 0),
  );
}
