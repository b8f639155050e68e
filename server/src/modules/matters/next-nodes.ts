import { holds, type GraphNode } from '../../workflow/graph';
import type { EngineContext } from '../../workflow/engine';

/** The approval nodes an application reaches right after `node`, through branches and CC nodes. */
export function nextApprovalNodes(ctx: EngineContext, node: string, values: Record<string, unknown>) {
  const found: Extract<GraphNode, { kind: 'approval' }>['node'][] = [];
  const visit = (at: string, depth: number): void => {
    const n = ctx.graph.nodes.get(at);
    if (!n || depth > 50) return;
    if (n.kind === 'approval') found.push(n.node);
    else if (n.kind === 'cc' || n.kind === 'join') visit(n.next, depth + 1);
    else if (n.kind === 'condition') visit(n.branches.find((b) => holds(b.when, values))?.entry ?? n.next, depth + 1);
    else n.entries.forEach((e) => visit(e, depth + 1));
  };
  const start = ctx.graph.nodes.get(node);
  if (start?.kind === 'approval') visit(start.next, 0);
  return found;
}
