/** Comparing designs: whether two are the same, and what changed from one to the other, field by field and node by node. */
import type { DesignChange } from '../../../../contract/calls/designer';
import type { FormField, FormSchema } from '../../../../contract/forms/schema';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { ProcessDefinition, ProcessNode } from '../../../../contract/process/definition';
import type { Lang } from '../../domain/lang';

interface Design {
  form: FormSchema;
  process: ProcessDefinition;
}

/** JSON with its keys in order: stored JSON (jsonb) keeps no order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const sameDesign = (a: Design, b: Design): boolean => canonical(a.form) === canonical(b.form) && canonical(a.process) === canonical(b.process);

/** Each node with what it holds of its own (a branching node's branches by label and condition, not their nodes). */
function nodesOf(sequence: ProcessNode[], into = new Map<string, { name: string; name_en?: string; own: Record<string, unknown> }>()) {
  for (const node of sequence) {
    if (node.kind === 'condition' || node.kind === 'parallel') {
      const { branches, ...own } = node;
      into.set(node.id, { name: node.name, name_en: node.name_en, own: { ...own, branches: branches.map((b) => ({ label: b.label, when: b.when, nodes: b.nodes.map((n) => n.id) })) } });
      branches.forEach((b) => nodesOf(b.nodes, into));
    } else into.set(node.id, { name: node.name, name_en: node.name_en, own: node as unknown as Record<string, unknown> });
  }
  return into;
}

function changesOf<T extends { own: Record<string, unknown> }>(part: DesignChange['part'], from: Map<string, T>, to: Map<string, T>, name: (item: T) => string): DesignChange[] {
  const changes: DesignChange[] = [];
  for (const [id, item] of to) {
    const before = from.get(id);
    if (!before) changes.push({ part, id, name: name(item), change: 'added', what: [] });
    else {
      const keys = [...new Set([...Object.keys(before.own), ...Object.keys(item.own)])].sort();
      const what = keys.filter((k) => canonical(before.own[k]) !== canonical(item.own[k]));
      if (what.length) changes.push({ part, id, name: name(item), change: 'changed', what });
    }
  }
  for (const [id, item] of from) if (!to.has(id)) changes.push({ part, id, name: name(item), change: 'removed', what: [] });
  return changes;
}

export function designChanges(from: Design, to: Design, lang: Lang): DesignChange[] {
  const fields = (form: FormSchema) => new Map(form.fields.map((f: FormField) => [f.id, { label: f.label, label_en: f.label_en, own: f as unknown as Record<string, unknown> }]));
  return [
    ...changesOf('field', fields(from.form), fields(to.form), (f) => inLanguage(f.label, f.label_en ?? '', lang) || '—'),
    ...changesOf('node', nodesOf(from.process.nodes), nodesOf(to.process.nodes), (n) => inLanguage(n.name, n.name_en ?? '', lang)),
  ];
}
