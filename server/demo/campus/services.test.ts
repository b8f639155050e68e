/** The demo catalogue's data: every form and process is valid, consistent with itself and the campus. */
import { Value } from '@sinclair/typebox/value';
import { readableFields } from '../../../contract/forms/field-access';
import { FIELD_TYPES, FormSchema, START_NODE_ID, type FormField } from '../../../contract/forms/schema';
import { ProcessDefinition, type ApproverRule, type ProcessNode } from '../../../contract/process/definition';
import { demoAccounts } from './accounts';
import { departments } from './people';
import { appCategories, flatten, services, type DemoService } from './services';

const all = flatten(services);
const withForms = all.filter((item) => item.form !== undefined);

function nodesOf(list: ProcessNode[]): ProcessNode[] {
  return list.flatMap((node) => ('branches' in node ? [node, ...node.branches.flatMap((b) => nodesOf(b.nodes))] : [node]));
}

function rulesOf(item: DemoService): ApproverRule[] {
  return nodesOf(item.process?.nodes ?? []).flatMap((node) => (node.kind === 'approval' ? [node.approvers] : node.kind === 'cc' ? [node.recipients] : []));
}

function columnsOf(field: FormField): FormField[] {
  return field.type === 'RepeatTable' ? field.columns : [];
}

describe('demo service forms and processes', () => {
  it('has at least twelve services with forms, each with a process, none on links, guides or folders', () => {
    expect(withForms.length).toBeGreaterThanOrEqual(12);
    for (const item of all) {
      expect([item.name, item.form !== undefined]).toEqual([item.name, item.process !== undefined]);
      if (item.form) {
        expect([item.name, [1, 2, 7, 8].includes(item.type) && item.children === undefined]).toEqual([item.name, true]);
      }
    }
  });

  it.each(withForms.map((item) => [item.name, item] as const))('%s: the form and process pass their schemas', (_name, item) => {
    const formErrors = [...Value.Errors(FormSchema, item.form)];
    expect(formErrors).toEqual([]);
    expect(Value.Check(FormSchema, item.form)).toBe(true);
    const processErrors = [...Value.Errors(ProcessDefinition, item.process)];
    expect(processErrors).toEqual([]);
    expect(Value.Check(ProcessDefinition, item.process)).toBe(true);
  });

  it.each(withForms.map((item) => [item.name, item] as const))('%s: field ids follow form1_Y and form1_Y_Z in order', (_name, item) => {
    const fields = item.form?.fields ?? [];
    expect(item.form?.form_no).toBe(1);
    fields.forEach((field, i) => {
      expect(field.id).toBe(`form1_${i + 1}`);
      columnsOf(field).forEach((column, j) => expect(column.id).toBe(`${field.id}_${j + 1}`));
    });
    const ids = fields.flatMap((f) => [f.id, ...columnsOf(f).map((c) => c.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(withForms.map((item) => [item.name, item] as const))('%s: choices have unique values, defaults among them, English labels everywhere', (_name, item) => {
    for (const field of (item.form?.fields ?? []).flatMap((f) => [f, ...columnsOf(f)])) {
      expect([field.id, typeof field.label_en]).toEqual([field.id, 'string']);
      if (!('options' in field)) continue;
      const values = field.options.map((o) => o.value);
      expect(new Set(values).size).toBe(values.length);
      for (const option of field.options) expect([field.id, option.value, typeof option.label_en]).toEqual([field.id, option.value, 'string']);
      const defaults = field.default === undefined ? [] : Array.isArray(field.default) ? field.default : [field.default];
      for (const value of defaults) expect(values).toContain(value);
    }
  });

  it('uses every field type at least once across the forms', () => {
    const used = new Set(withForms.flatMap((item) => (item.form?.fields ?? []).flatMap((f) => [f.type, ...columnsOf(f).map((c) => c.type)])));
    expect(FIELD_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it.each(withForms.map((item) => [item.name, item] as const))('%s: node ids are unique and branches well formed', (_name, item) => {
    const nodes = nodesOf(item.process?.nodes ?? []);
    const ids = nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(START_NODE_ID);
    for (const node of nodes) {
      if (node.kind === 'condition') {
        const defaults = node.branches.filter((b) => b.when === undefined);
        expect([node.id, defaults.length, node.branches[node.branches.length - 1].when]).toEqual([node.id, 1, undefined]);
      }
      if (node.kind === 'parallel') expect(node.branches.every((b) => b.when === undefined)).toBe(true);
      if (node.kind === 'approval' && node.mode === 'vote') expect(node.vote_ratio).toBeDefined();
      expect([node.id, typeof node.name_en]).toEqual([node.id, 'string']);
    }
  });

  it.each(withForms.map((item) => [item.name, item] as const))('%s: conditions and form_user rules name fields of the form', (_name, item) => {
    const fields = new Map((item.form?.fields ?? []).map((f) => [f.id, f]));
    for (const node of nodesOf(item.process?.nodes ?? [])) {
      if (node.kind !== 'condition') continue;
      for (const branch of node.branches) if (branch.when) expect([node.id, fields.has(branch.when.field)]).toEqual([node.id, true]);
    }
    for (const rule of rulesOf(item)) {
      if (rule.type === 'form_user') expect([rule.field, fields.get(rule.field)?.type]).toEqual([rule.field, 'User']);
    }
  });

  it.each(withForms.map((item) => [item.name, item] as const))('%s: permissions name the start node or nodes of the process', (_name, item) => {
    const nodeIds = new Set([START_NODE_ID, ...nodesOf(item.process?.nodes ?? []).map((n) => n.id)]);
    for (const field of (item.form?.fields ?? []).flatMap((f) => [f, ...columnsOf(f)])) {
      for (const key of Object.keys(field.permissions ?? {})) expect([field.id, key, nodeIds.has(key)]).toEqual([field.id, key, true]);
    }
  });

  it('lets the applicant read every field an approver fills in once it is filled, but the notes marked internal', () => {
    const approverFilled = withForms.flatMap((item) =>
      (item.form?.fields ?? [])
        .filter((f) => Object.entries(f.permissions ?? {}).some(([node, access]) => node !== START_NODE_ID && access === 'edit'))
        .map((field) => ({ item, field })),
    );
    expect(new Set(approverFilled.map((f) => f.item.name)).size).toBeGreaterThanOrEqual(5);
    const unread = approverFilled.filter(({ item, field }) => {
      const filled = Object.fromEntries((item.form?.fields ?? []).map((f) => [f.id, 'filled']));
      return !readableFields(item.form as FormSchema, START_NODE_ID, filled).includes(field);
    });
    // Kept from the applicant on purpose: the financial aid office's own note on a scholarship.
    expect(unread.map(({ item, field }) => [item.name, field.label])).toEqual([['奖学金申报', '资助中心内部备注']]);
    expect(unread.every(({ field }) => field.hidden_from_applicant === true)).toBe(true);
  });

  it('names only staff with a demo sign-in and posts with labels in approver rules', () => {
    const demoStaff = new Set(Object.values(demoAccounts).map((a) => a.account).filter((uid) => /^T[0-9]{4}$/.test(uid)));
    for (const rule of withForms.flatMap(rulesOf)) {
      if (rule.type === 'users') for (const uid of rule.uids) expect([uid, demoStaff.has(uid)]).toEqual([uid, true]);
      if (rule.type === 'post') expect(rule.label_en).toBeTruthy();
    }
  });

  it('uses every approver rule and approval mode, and the cc, condition and parallel nodes', () => {
    const nodes = withForms.flatMap((item) => nodesOf(item.process?.nodes ?? []));
    const kinds = new Set(nodes.map((n) => n.kind));
    expect([...kinds].sort()).toEqual(['approval', 'cc', 'condition', 'parallel']);
    const modes = new Set(nodes.flatMap((n) => (n.kind === 'approval' ? [n.mode] : [])));
    expect([...modes].sort()).toEqual(['all', 'any', 'sequential', 'vote']);
    const rules = new Set(withForms.flatMap(rulesOf).map((r) => r.type));
    expect([...rules].sort()).toEqual(['department_head', 'form_user', 'initiator_choice', 'post', 'previous_choice', 'users']);
  });
});

describe('demo catalogue', () => {
  it('names every category in English, once each', () => {
    for (const category of appCategories) expect([category.name, category.name_en.length > 0]).toEqual([category.name, true]);
    expect(new Set(appCategories.map((c) => c.name)).size).toBe(appCategories.length);
  });

  it('names every service once (the seed finds services by name)', () => {
    const names = all.map((item) => item.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('gives every service and folder an English name, a known category and department', () => {
    const categories = new Set(appCategories.map((c) => c.name));
    const codes = new Set(departments.map((d) => d.code));
    for (const item of all) {
      expect([item.name, Boolean(item.name_en?.trim())]).toEqual([item.name, true]);
      expect([item.name, categories.has(item.category), codes.has(item.department)]).toEqual([item.name, true, true]);
    }
  });

  it('describes every service in both languages; folders have an English detail', () => {
    for (const item of all) {
      if (item.children) {
        expect([item.name, Boolean(item.desc), Boolean(item.desc_en)]).toEqual([item.name, true, true]);
        continue;
      }
      expect([item.name, Boolean(item.description), Boolean(item.description_en)]).toEqual([item.name, true, true]);
      if (item.handling_days !== undefined) expect(item.handling_days >= 1 && item.handling_days <= 15).toBe(true);
      expect((item.materials ?? []).length).toBeLessThanOrEqual(4);
      for (const material of item.materials ?? []) {
        expect(Boolean(material.name_en)).toBe(true);
        if (material.note) expect([material.name, Boolean(material.note_en)]).toEqual([material.name, true]);
      }
    }
  });

  it('has a folder with exactly three services and an empty folder', () => {
    const folders = all.filter((item) => item.children !== undefined);
    expect(folders.some((f) => f.children?.length === 3)).toBe(true);
    expect(folders.some((f) => f.children?.length === 0)).toBe(true);
  });

  it('has services for every audience and of every type', () => {
    for (const audience of ['student', 'teacher', 'visitor'] as const) expect(all.some((item) => item.audiences?.includes(audience))).toBe(true);
    expect([...new Set(all.map((item) => item.type))].sort()).toEqual([1, 2, 3, 4, 7, 8]);
  });

  it('keeps the link, mini-program, device-limit and third-party form examples', () => {
    const fields = all.map((item) => item.fields ?? {});
    expect(fields.some((f) => f.jump_type === 2 && f.json_small_data && f.qrcode)).toBe(true);
    expect(fields.some((f) => f.mobile_limit === 1)).toBe(true);
    expect(fields.some((f) => f.mobile_limit === 2)).toBe(true);
    expect(fields.some((f) => f.thirdparty_form_url_pc && f.thirdparty_form_url_mobile)).toBe(true);
    expect(fields.some((f) => f.during_upper instanceof Date)).toBe(true);
  });

  it('names every department in English', () => {
    for (const d of departments) expect([d.code, Boolean(d.name_en)]).toEqual([d.code, true]);
  });
});
