/**
 * The route an application will take, before it is submitted or from where it stands: each node it will reach with
 * the people who will handle it, and when each is likely done from the typical handling hours of that node. Pure:
 * the caller supplies approver resolution and the expected working hours per node.
 */
import type { ApprovalMode, ProcessNode } from '../../../contract/process/definition';
import type { InstanceState } from './engine';
import { END, holds, type GraphNode, type ProcessGraph } from './graph';

export interface RouteNode {
  id: string;
  kind: 'approval' | 'cc';
  name: string;
  name_en?: string;
  mode: ApprovalMode | '';
  approvers: string[];
  /** Working hours from now until the node is likely reached and likely done. */
  startsAfter: number;
  doneAfter: number;
}

export interface RoutePreview {
  nodes: RouteNode[];
  /** Working hours from now until the application is likely finished. */
  totalHours: number;
}

export interface PreviewInput {
  graph: ProcessGraph;
  state: Pick<InstanceState, 'values' | 'chosen' | 'initiator' | 'tokens' | 'joins'>;
  approversOf(node: Extract<GraphNode, { kind: 'approval' | 'cc' }>): string[];
  /** Typical working hours an approval node takes (the median over past applications). */
  hoursOf(nodeId: string): number;
}

/** An approval step whose approver someone chooses (the applicant, or the step before) and no one has chosen yet. */
function awaitsChoice(node: Extract<ProcessNode, { kind: 'approval' }>, chosen: InstanceState['chosen']): boolean {
  const { type } = node.approvers;
  return (type === 'initiator_choice' || type === 'previous_choice') && !chosen[node.id]?.length;
}

/** The route of a draft from the first node, or of a running instance from its tokens. */
export function previewRoute(input: PreviewInput): RoutePreview {
  const nodes: RouteNode[] = [];
  const seen = new Set<string>();
  const arrivals = new Map<string, { count: number; at: number }>(Object.entries(input.state.joins).map(([id, count]) => [id, { count, at: 0 }]));

  /** Walks from `at` starting `t` hours from now; returns where it stopped (the end or a join) and when. */
  const walk = (at: string, t: number): { stop: string; t: number } => {
    let here = at;
    let time = t;
    for (;;) {
      if (here === END) return { stop: END, t: time };
      const node = input.graph.nodes.get(here);
      if (!node) return { stop: END, t: time };
      switch (node.kind) {
        case 'join':
          return { stop: node.id, t: time };
        case 'condition': {
          const branch = node.branches.find((b) => holds(b.when, input.state.values));
          here = branch ? branch.entry : node.next;
          break;
        }
        case 'parallel': {
          const ends = node.entries.map((entry) => walk(entry, time).t);
          time = Math.max(time, ...ends);
          const join = input.graph.nodes.get(node.join);
          here = join?.kind === 'join' ? join.next : END;
          break;
        }
        default: {
          const approvers = input.approversOf(node);
          // A step nobody will handle is passed at once; one whose approver is still to be chosen will have one.
          const hours = node.kind === 'approval' && (approvers.length > 0 || awaitsChoice(node.node, input.state.chosen)) ? input.hoursOf(node.node.id) : 0;
          if (!seen.has(node.node.id)) {
            seen.add(node.node.id);
            nodes.push({
              id: node.node.id,
              kind: node.kind,
              name: node.node.name,
              name_en: node.node.name_en,
              mode: node.kind === 'approval' ? node.node.mode : '',
              approvers,
              startsAfter: time,
              doneAfter: time + hours,
            });
          }
          time += hours;
          here = node.next;
        }
      }
    }
  };

  let total = 0;
  const starts = input.state.tokens.length ? input.state.tokens.map((t) => t.at) : [input.graph.first];
  const queue = starts.map((at) => ({ at, t: 0 }));
  while (queue.length) {
    const { at, t } = queue.shift()!;
    const { stop, t: end } = walk(at, t);
    if (stop === END) {
      total = Math.max(total, end);
      continue;
    }
    const join = input.graph.nodes.get(stop);
    if (join?.kind !== 'join') continue;
    const arrived = arrivals.get(stop) ?? { count: 0, at: 0 };
    arrived.count += 1;
    arrived.at = Math.max(arrived.at, end);
    arrivals.set(stop, arrived);
    // The join goes on once every branch has arrived (branches done before now count from now).
    if (arrived.count >= join.arrivals) queue.push({ at: join.next, t: arrived.at });
  }
  return { nodes, totalHours: total };
}
