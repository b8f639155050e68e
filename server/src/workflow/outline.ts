/** The outline of a process definition as readers see it: names in their language, handlers named, branches labelled. */
import type { OutlineNode } from '../../../contract/calls/matters';
import { inLanguage } from '../../../contract/rules/bilingual';
import type { Lang } from '../domain/lang';
import { handlersOf, type ApproverRule, type ProcessDefinition, type ProcessNode } from '../../../contract/process/definition';

export interface OutlineNames {
  /** Current names of people named in the definition. */
  people: Map<string, string>;
  /** Labels of the form's fields, in the reader's language. */
  fields: Map<string, string>;
}

/** Every uid a definition names, so the caller can look their names up in one query. */
export function namedPeople(definition: ProcessDefinition): string[] {
  const uids = new Set<string>();
  const visit = (nodes: ProcessNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'condition' || node.kind === 'parallel') node.branches.forEach((b) => visit(b.nodes));
      const rule = handlersOf(node);
      if (rule?.type === 'users') rule.uids.forEach((uid) => uids.add(uid));
    }
  };
  visit(definition.nodes);
  return [...uids];
}

function describe(rule: ApproverRule, names: OutlineNames, lang: Lang): NonNullable<OutlineNode['approvers']> {
  switch (rule.type) {
    case 'users':
      return { type: rule.type, names: rule.uids.map((uid) => names.people.get(uid)).filter((n): n is string => !!n), levels: 0 };
    case 'post':
      return { type: rule.type, names: [inLanguage(rule.label, rule.label_en, lang)], levels: 0 };
    case 'department_head':
      return { type: rule.type, names: [], levels: rule.levels };
    case 'form_user':
      return { type: rule.type, names: [names.fields.get(rule.field) ?? ''], levels: 0 };
    default:
      return { type: rule.type, names: [], levels: 0 };
  }
}

export function outline(definition: ProcessDefinition, names: OutlineNames, lang: Lang): OutlineNode[] {
  const toOutline = (node: ProcessNode): OutlineNode => {
    const name = inLanguage(node.name, node.name_en, lang);
    switch (node.kind) {
      case 'approval':
        return { id: node.id, kind: node.kind, name, mode: node.mode, approvers: describe(node.approvers, names, lang), branches: [] };
      case 'cc':
        return { id: node.id, kind: node.kind, name, mode: '', approvers: describe(node.recipients, names, lang), branches: [] };
      default:
        return {
          id: node.id, kind: node.kind, name, mode: '', approvers: null,
          branches: node.branches.map((b) => ({ label: inLanguage(b.label, b.label_en, lang), nodes: b.nodes.map(toOutline) })),
        };
    }
  };
  return definition.nodes.map(toOutline);
}
