/**
 * What keeps a process from being published, found before anyone applies: a condition without a default that does
 * not cover its field's values, a branch that can never be taken (after the default, repeating an earlier one, or on
 * a value the field does not offer), approver rules nobody can satisfy, fields and nodes named but missing. Pure: the
 * caller states what the organisation holds (who is active, which posts have holders, how deep heads go).
 */
import type { FormField, FormSchema } from '../../../contract/forms/schema';
import { START_NODE } from '../../../contract/forms/field-access';
import { handlersOf, type ApproverRule, type Condition, type ProcessDefinition, type ProcessNode } from '../../../contract/process/definition';
import { joinId } from './graph';

export type ProblemCode =
  | 'noApproval'
  | 'duplicateId'
  | 'noDefault'
  | 'unreachable'
  | 'unknownField'
  | 'wrongFieldType'
  | 'unknownValue'
  | 'noApprover'
  | 'noPrevious'
  | 'voteRatio'
  | 'unknownNode';

export interface ProcessProblem {
  code: ProblemCode;
  /** The node concerned (for a field's rights, the node the field names); absent for the whole process. */
  node?: { id: string; name: string; name_en?: string };
  field?: string;
  /** The branch concerned, by its label. */
  branch?: string;
}

/** What the organisation holds, as far as the definition's rules ask. */
export interface OrganisationFacts {
  active: ReadonlySet<string>;
  postsWithHolders: ReadonlySet<string>;
  /** The most levels up any department has a head (1: some department has a head). */
  headLevels: number;
}

const CHOICE_TYPES = new Set<FormField['type']>(['Radio', 'Select', 'Checkbox', 'SelectV2']);
const NUMBER_TYPES = new Set<FormField['type']>(['Integer', 'Numeric']);
const ORDER_OPS = new Set<Condition['op']>(['gt', 'gte', 'lt', 'lte']);

type Named = { id: string; name: string; name_en?: string };
type Branching = Extract<ProcessNode, { branches: unknown }>;
const named = (node: Named): Named => ({ id: node.id, name: node.name, name_en: node.name_en });

function optionsOf(field: FormField): string[] | null {
  return 'options' in field && CHOICE_TYPES.has(field.type) ? field.options.map((o) => o.value) : null;
}

const conditionValues = (when: Condition): string[] => (Array.isArray(when.value) ? when.value.map(String) : [String(when.value)]);

export function checkProcess(definition: ProcessDefinition, form: FormSchema | undefined, facts: OrganisationFacts): ProcessProblem[] {
  const problems: ProcessProblem[] = [];
  const fields = new Map((form?.fields ?? []).map((f) => [f.id, f]));
  const ids = new Map<string, number>();
  // A parallel node's join takes an id of its own (graph.ts): a node named like it would collide.
  const joins = new Set<string>();
  let approvals = 0;

  const checkRule = (node: Named, rule: ApproverRule, hasPrevious: boolean): void => {
    switch (rule.type) {
      case 'users':
        if (!rule.uids.some((uid) => facts.active.has(uid))) problems.push({ code: 'noApprover', node: named(node) });
        return;
      case 'post':
        if (!facts.postsWithHolders.has(rule.post)) problems.push({ code: 'noApprover', node: named(node) });
        return;
      case 'department_head':
        if (rule.levels > facts.headLevels) problems.push({ code: 'noApprover', node: named(node) });
        return;
      case 'form_user': {
        const field = fields.get(rule.field);
        if (!field) problems.push({ code: 'unknownField', node: named(node), field: rule.field });
        else if (field.type !== 'User') problems.push({ code: 'wrongFieldType', node: named(node), field: rule.field });
        return;
      }
      case 'previous_choice':
        if (!hasPrevious) problems.push({ code: 'noPrevious', node: named(node) });
        return;
      default:
    }
  };

  /** Whether `when` can hold at all; says why not when it cannot. */
  const conditionHolds = (owner: Named, branchNode: Named, label: string, when: Condition): boolean => {
    const field = fields.get(when.field);
    if (!field) {
      problems.push({ code: 'unknownField', node: named(owner), field: when.field, branch: label });
      return false;
    }
    if (ORDER_OPS.has(when.op) && !NUMBER_TYPES.has(field.type)) {
      problems.push({ code: 'wrongFieldType', node: named(owner), field: when.field, branch: label });
      return false;
    }
    const options = optionsOf(field);
    if (options && when.op !== 'ne' && !conditionValues(when).some((v) => options.includes(v))) {
      problems.push({ code: 'unknownValue', node: named(branchNode), field: when.field, branch: label });
      return false;
    }
    return true;
  };

  const checkCondition = (node: Branching, hasPrevious: boolean, within: boolean): void => {
    let defaulted = false;
    const seen: string[] = [];
    node.branches.forEach((branch) => {
      const first = branch.nodes[0] ?? node;
      const key = branch.when ? JSON.stringify(branch.when) : '';
      let reachable = within;
      if (defaulted || (branch.when && seen.includes(key))) {
        if (within) problems.push({ code: 'unreachable', node: named(first), branch: branch.label });
        reachable = false;
      } else if (!branch.when) defaulted = true;
      else reachable = conditionHolds(node, first, branch.label, branch.when) && within;
      seen.push(key);
      walk(branch.nodes, hasPrevious, reachable);
    });
    if (within && !defaulted && !coversEveryValue(node)) problems.push({ code: 'noDefault', node: named(node), field: node.branches.find((b) => b.when)?.when?.field });
  };

  /** Whether branches on one required choice field name every one of its options (an empty value takes none). */
  const coversEveryValue = (node: Branching): boolean => {
    const conditions = node.branches.map((b) => b.when);
    const fieldId = conditions[0]?.field;
    const field = fieldId ? fields.get(fieldId) : undefined;
    const options = field ? optionsOf(field) : null;
    if (!field || !options || !field.required) return false;
    if (!conditions.every((c) => c && c.field === fieldId && (c.op === 'eq' || c.op === 'in'))) return false;
    const covered = new Set(conditions.flatMap((c) => (c ? conditionValues(c) : [])));
    return options.every((o) => covered.has(o));
  };

  /** Checks a sequence; answers whether an approval comes before what follows it. */
  function walk(sequence: ProcessNode[], hasPreviousAtStart: boolean, reachable: boolean): boolean {
    let hasPrevious = hasPreviousAtStart;
    for (const node of sequence) {
      ids.set(node.id, (ids.get(node.id) ?? 0) + 1);
      if (node.kind === 'condition') {
        checkCondition(node, hasPrevious, reachable);
        continue;
      }
      if (node.kind === 'parallel') {
        joins.add(joinId(node.id));
        const after = node.branches.map((b) => walk(b.nodes, hasPrevious, reachable));
        hasPrevious = hasPrevious || after.every(Boolean);
        continue;
      }
      if (node.kind === 'approval') {
        if (reachable) approvals += 1;
        if (node.mode === 'vote' && node.vote_ratio === undefined) problems.push({ code: 'voteRatio', node: named(node) });
      }
      const rule = handlersOf(node);
      if (rule && reachable) checkRule(node, rule, hasPrevious);
      if (node.kind === 'approval') hasPrevious = true;
    }
    return hasPrevious;
  }

  walk(definition.nodes, false, true);
  if (approvals === 0) problems.unshift({ code: 'noApproval' });
  for (const [id, count] of ids) if (count > 1 || joins.has(id)) problems.push({ code: 'duplicateId', node: { id, name: nameOf(definition.nodes, id) ?? id } });

  // A field's rights may name only the applicant's step and the process's nodes.
  const nodeIds = new Set([START_NODE, ...ids.keys()]);
  for (const field of (form?.fields ?? []).flatMap((f) => [f, ...(f.type === 'RepeatTable' ? f.columns : [])])) {
    for (const node of Object.keys(field.permissions ?? {})) if (!nodeIds.has(node)) problems.push({ code: 'unknownNode', node: { id: node, name: node }, field: field.id });
  }
  return problems;
}

function nameOf(sequence: ProcessNode[], id: string): string | undefined {
  for (const node of sequence) {
    if (node.id === id) return node.name;
    if (node.kind === 'condition' || node.kind === 'parallel') {
      for (const b of node.branches) {
        const found = nameOf(b.nodes, id);
        if (found) return found;
      }
    }
  }
  return undefined;
}
