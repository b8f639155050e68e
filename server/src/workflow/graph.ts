/**
 * A process definition compiled to a graph: every approval, CC and branching node knows what follows it, and each
 * parallel node gets a join that waits for all its branches. The tree is what administrators edit; the graph is
 * what the engine walks.
 */
import type { Condition, ProcessDefinition, ProcessNode } from '../../../contract/process/definition';

export const END = '#end';

export type GraphNode =
  | { kind: 'approval'; node: Extract<ProcessNode, { kind: 'approval' }>; next: string }
  | { kind: 'cc'; node: Extract<ProcessNode, { kind: 'cc' }>; next: string }
  | { kind: 'condition'; id: string; branches: { when?: Condition; entry: string }[]; next: string }
  | { kind: 'parallel'; id: string; entries: string[]; join: string }
  | { kind: 'join'; id: string; parallel: string; arrivals: number; next: string };

export interface ProcessGraph {
  first: string;
  nodes: Map<string, GraphNode>;
  /** Approval and CC nodes in definition order, for previews and reminders. */
  order: string[];
  /** Each approval and CC node's enclosing parallel branches, outermost first ('' at the top level). */
  scope: Map<string, string>;
}

export const joinId = (parallelId: string) => `${parallelId}#join`;

export function compile(definition: ProcessDefinition): ProcessGraph {
  const nodes = new Map<string, GraphNode>();
  const order: string[] = [];
  const scope = new Map<string, string>();
  const add = (id: string, node: GraphNode): void => {
    if (nodes.has(id)) throw new Error(`Process node id ${id} is used twice`);
    nodes.set(id, node);
  };
  /** Links a sequence so its last node leads to `after`; returns the sequence's entry. */
  const link = (sequence: ProcessNode[], after: string): string => {
    let next = after;
    for (let i = sequence.length - 1; i >= 0; i--) {
      const node = sequence[i];
      if (node.kind === 'approval') add(node.id, { kind: 'approval', node, next });
      else if (node.kind === 'cc') add(node.id, { kind: 'cc', node, next });
      else if (node.kind === 'condition') {
        add(node.id, { kind: 'condition', id: node.id, next, branches: node.branches.map((b) => ({ when: b.when, entry: link(b.nodes, next) })) });
      } else {
        const join = joinId(node.id);
        add(join, { kind: 'join', id: join, parallel: node.id, arrivals: node.branches.length, next });
        add(node.id, { kind: 'parallel', id: node.id, join, entries: node.branches.map((b) => link(b.nodes, join)) });
      }
      next = node.id;
    }
    return next;
  };
  const first = link(definition.nodes, END);
  const collect = (sequence: ProcessNode[], within: string): void => {
    for (const node of sequence) {
      if (node.kind === 'approval' || node.kind === 'cc') {
        order.push(node.id);
        scope.set(node.id, within);
      } else node.branches.forEach((b, i) => collect(b.nodes, node.kind === 'parallel' ? `${within}/${node.id}:${i}` : within));
    }
  };
  collect(definition.nodes, '');
  return { first, nodes, order, scope };
}

function compare(actual: unknown, condition: Condition): boolean {
  const { op, value } = condition;
  if (op === 'in') {
    const wanted = Array.isArray(value) ? value : [String(value)];
    return Array.isArray(actual) ? actual.some((a) => wanted.includes(String(a))) : wanted.includes(String(actual));
  }
  if (op === 'eq' || op === 'ne') {
    const equal = Array.isArray(actual) ? actual.map(String).includes(String(value)) : String(actual ?? '') === String(value);
    return op === 'eq' ? equal : !equal;
  }
  const a = typeof actual === 'number' ? actual : Number(actual);
  const b = Number(value);
  if (actual === undefined || actual === null || actual === '' || !Number.isFinite(a) || !Number.isFinite(b)) return false;
  return op === 'gt' ? a > b : op === 'gte' ? a >= b : op === 'lt' ? a < b : a <= b;
}

/** A branch's condition on the form values; a branch without one always holds (the default branch, listed last). */
export function holds(condition: Condition | undefined, values: Record<string, unknown>): boolean {
  return condition === undefined || compare(values[condition.field], condition);
}
