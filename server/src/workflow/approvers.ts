/**
 * Approver resolution over a snapshot of the organisation, taken before a transition so the engine stays pure:
 * the applicant's chain of department heads, the holders of the posts a definition names, and who is active.
 */
import type { PersonRef } from '../../../contract/forms/schema';
import { handlersOf, type ApproverRule, type ProcessDefinition, type ProcessNode } from '../../../contract/process/definition';
import type { InstanceState } from './engine';

export interface ApproverDirectory {
  /** Heads of the applicant's department, then of its parent, and so on (index 0 = level 1). */
  headChain: (string | null)[];
  /** The applicant's department. */
  departmentId: number | null;
  /** Holders of each post the definition names, with the department they hold it for. */
  postHolders: Map<string, { uid: string; departmentId: number | null }[]>;
  /** Who may act at all: active people among those the definition and the form name. */
  active: Set<string>;
}

export function resolveApprovers(directory: ApproverDirectory, rule: ApproverRule, state: InstanceState): string[] {
  const active = (uids: string[]) => uids.filter((uid) => directory.active.has(uid));
  switch (rule.type) {
    case 'users':
      return active(rule.uids);
    case 'post': {
      const holders = directory.postHolders.get(rule.post) ?? [];
      return active(holders.filter((h) => !rule.same_department || h.departmentId === directory.departmentId).map((h) => h.uid));
    }
    case 'department_head': {
      const head = directory.headChain[rule.levels - 1];
      return head ? active([head]) : [];
    }
    case 'form_user': {
      const people = state.values[rule.field];
      return Array.isArray(people) ? active((people as PersonRef[]).map((p) => p.uid)) : [];
    }
    default:
      // Chosen approvers come with the action; the engine reads them from the state.
      return [];
  }
}

/** The posts and named users a definition refers to, so the directory loads only those. */
export function referencedBy(definition: ProcessDefinition): { posts: string[]; users: string[] } {
  const posts = new Set<string>();
  const users = new Set<string>();
  const visit = (nodes: ProcessNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'condition' || node.kind === 'parallel') node.branches.forEach((b) => visit(b.nodes));
      const rule = handlersOf(node);
      if (rule?.type === 'post') posts.add(rule.post);
      if (rule?.type === 'users') rule.uids.forEach((u) => users.add(u));
    }
  };
  visit(definition.nodes);
  return { posts: [...posts], users: [...users] };
}
