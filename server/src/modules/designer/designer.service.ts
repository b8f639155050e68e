/**
 * A service's design: the draft the form and process designers save, the check and simulation before publishing,
 * and releases. Publishing stores the draft's form and process as new versions (forms and processes areas) and
 * numbers the release in the same transaction as the service's own publication; running applications keep the
 * versions they started with, so a release never reaches them.
 */
import type { AdminApp } from '../../../../contract/calls/apps';
import type { DesignChange, DesignProblem, DesignRelease, ServiceDesign, SimulatedStep } from '../../../../contract/calls/designer';
import { fieldAccess } from '../../../../contract/forms/field-access';
import type { FormSchema, FormValues } from '../../../../contract/forms/schema';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { savedOrConflict } from '../../db/versioned';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { engineContextOf } from '../../workflow-runtime';
import { referencedBy } from '../../workflow/approvers';
import { checkProcess, type ProcessProblem } from '../../workflow/check';
import { newInstance } from '../../workflow/engine';
import { previewRoute } from '../../workflow/preview';
import * as services from '../apps/admin/services.service';
import * as audit from '../audit/audit.service';
import * as forms from '../forms/forms.service';
import { grantChoices } from '../org/admin/grants.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as processes from '../processes/processes.service';
import { designChanges, sameDesign } from './design-diff';
import { designerErrors } from './designer.errors';
import * as q from './designer.queries';

export const EMPTY_FORM: FormSchema = { form_no: 1, fields: [] };
export const EMPTY_PROCESS: ProcessDefinition = { nodes: [] };

export interface Design {
  form: FormSchema;
  process: ProcessDefinition;
}

const actorOf = (user: SessionUser) => user.actor_uid ?? user.uid;

/** JSON text the designers sent, parsed; `what` names it in the refusal. */
export function parsed(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('designer.badJson', { what });
  }
}

/** What applications start with now. */
async function published(db: DbOrTx, appId: number): Promise<Design & { formVersion?: forms.FormVersion; processVersion?: processes.ProcessVersion }> {
  const [formVersion, processVersion] = await Promise.all([forms.currentForm(db, appId), processes.currentProcess(db, appId)]);
  return { form: formVersion?.schema ?? EMPTY_FORM, process: processVersion?.definition ?? EMPTY_PROCESS, formVersion, processVersion };
}

/** The release applications start on: the last one recorded, or 1 for the versions a service was set up with. */
async function releaseInUse(db: DbOrTx, appId: number, current: Awaited<ReturnType<typeof published>>): Promise<number> {
  const [latest] = await q.releasesOf(db, appId);
  if (latest) return latest.release;
  return current.formVersion || current.processVersion ? 1 : 0;
}

export async function design(db: DbOrTx, lang: Lang, appId: number): Promise<ServiceDesign> {
  const app = await services.one(db, lang, appId);
  const [draft, current, choices] = await Promise.all([q.draftOf(db, appId), published(db, appId), grantChoices(db, lang)]);
  const names = await org.peopleNames(db, [draft?.updated_by ?? null]);
  const shown = draft ?? current;
  return {
    app_id: app.id,
    app_name: app.name,
    form: shown.form,
    process: shown.process,
    draft: draft && !sameDesign(draft, current) ? 1 : 0,
    version: draft?.version ?? 0,
    release: await releaseInUse(db, appId, current),
    updated_at: draft ? campusDateTime(draft.updated_at) : '',
    updated_by: draft ? (names.get(draft.updated_by) ?? draft.updated_by) : '',
    posts: choices.posts,
  };
}

/** Saves one part of the draft (the other kept as drafted, or as published), at the version loaded. */
async function saveDraft(db: DbOrTx, user: SessionUser, lang: Lang, appId: number, version: number | undefined, part: Partial<Design>, action: string): Promise<ServiceDesign> {
  return inTransaction(db, async (tx) => {
    const app = await services.one(tx, lang, appId);
    const before = (await q.draftOf(tx, appId)) ?? (await published(tx, appId));
    const next = { form: part.form ?? before.form, process: part.process ?? before.process };
    await savedOrConflict(await q.saveDraft(tx, appId, version, next, actorOf(user)), async () => {
      const last = await q.draftOf(tx, appId);
      return last && org.lastSaveOf(tx, last);
    });
    await audit.recordChange(tx, { actorUid: actorOf(user), area: 'designer', entity: 'service_design', entityId: appId, action, summary: app.name, before: part.form ? { form: before.form } : { process: before.process }, after: part });
    return design(tx, lang, appId);
  });
}

export function saveForm(db: DbOrTx, user: SessionUser, lang: Lang, p: { app_id: number; version?: number; form: string }): Promise<ServiceDesign> {
  const form = parsed(p.form, 'form');
  forms.checkFormSchema(form);
  return saveDraft(db, user, lang, p.app_id, p.version, { form }, 'save_form');
}

export function saveProcess(db: DbOrTx, user: SessionUser, lang: Lang, p: { app_id: number; version?: number; process: string }): Promise<ServiceDesign> {
  const process = parsed(p.process, 'process');
  processes.checkDefinitionShape(process);
  return saveDraft(db, user, lang, p.app_id, p.version, { process }, 'save_process');
}

type ShownProblem = Omit<ProcessProblem, 'code'> & { code: ProcessProblem['code'] | 'formInvalid' };

/** What a problem's text names, in the reader's language. */
function problemDetails(problem: ShownProblem, form: FormSchema, lang: Lang): Record<string, string> {
  return {
    node: problem.node ? inLanguage(problem.node.name, problem.node.name_en ?? '', lang) : '',
    id: problem.node?.id ?? '',
    field: problem.field ? fieldName(form, problem.field, lang) : '',
    branch: problem.branch ?? '',
  };
}

/** A problem as the designers read it, its text naming the node. */
function problemView(problem: ShownProblem, form: FormSchema, lang: Lang): DesignProblem {
  const details = problemDetails(problem, form, lang);
  const text = designerErrors[`designer.${problem.code}`][lang].replace(/\{(\w+)\}/g, (_, key: string) => details[key] ?? '');
  return { code: problem.code, node_id: problem.node?.id ?? '', node_name: details.node, field_id: problem.field ?? '', text };
}

async function problemsOf(db: DbOrTx, design: Design): Promise<ProcessProblem[]> {
  const refs = referencedBy(design.process);
  const facts = await org.designFacts(db, { posts: refs.posts, people: refs.users });
  return checkProcess(design.process, design.form, facts);
}

/** The steps a sample applicant with these values would travel, with who would handle each and the fields they edit. */
async function simulate(db: DbOrTx, lang: Lang, design: Design, applicant: string, values: FormValues): Promise<SimulatedStep[]> {
  const state = { ...newInstance(applicant), values };
  const ctx = await engineContextOf(db, design.process, state);
  const preview = previewRoute({
    graph: ctx.graph,
    state,
    approversOf: (node) => ctx.resolve(node.kind === 'approval' ? node.node.approvers : node.node.recipients, state),
    hoursOf: () => 0,
  });
  const names = await org.activePeopleNames(db, preview.nodes.flatMap((n) => n.approvers));
  const fieldsAt = (nodeId: string, access: 'edit' | 'read') => design.form.fields.filter((f) => fieldAccess(f, nodeId) === access).map((f) => f.id);
  return preview.nodes.map((n) => ({
    node_id: n.id,
    node_name: inLanguage(n.name, n.name_en ?? '', lang),
    kind: n.kind,
    mode: n.mode,
    approvers: n.approvers.map((uid) => ({ uid, name: names.get(uid) ?? uid })),
    edits: fieldsAt(n.id, 'edit'),
    reads: fieldsAt(n.id, 'read'),
  }));
}

export async function check(
  db: DbOrTx,
  lang: Lang,
  p: { app_id: number; form?: string; process?: string; applicant?: string; values?: string },
): Promise<{ problems: DesignProblem[]; route: SimulatedStep[] | null }> {
  const drafted = await design(db, lang, p.app_id);
  let form = drafted.form as FormSchema;
  if (p.form !== undefined) {
    const sent = parsed(p.form, 'form');
    try {
      forms.checkFormSchema(sent);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { problems: [problemView({ code: 'formInvalid', field: String(error.details.field) }, form, lang)], route: null };
    }
    form = sent;
  }
  const process = p.process === undefined ? (drafted.process as ProcessDefinition) : parsed(p.process, 'process');
  processes.checkDefinitionShape(process);
  const problems = await problemsOf(db, { form, process });
  const walkable = !problems.some((x) => x.code === 'duplicateId');
  const route = p.applicant && walkable ? await simulate(db, lang, { form, process }, await activeApplicant(db, p.applicant), valuesOf(p.values)) : null;
  return { problems: problems.map((x) => problemView(x, form, lang)), route };
}

async function activeApplicant(db: DbOrTx, uid: string): Promise<string> {
  if (!(await org.activeUser(db, uid))) throw new DomainError('org.unknownPerson');
  return uid;
}

function valuesOf(text: string | undefined): FormValues {
  if (text === undefined) return {};
  const values = parsed(text, 'values');
  return values && typeof values === 'object' && !Array.isArray(values) ? (values as FormValues) : {};
}

/**
 * Publishes (or withdraws) the service; publishing a draft that holds changes checks it, refusing with its first
 * problem, and makes it the next release. The service's first release records the versions it was set up with
 * first, so rolling back can reach them.
 */
export async function publish(db: DbOrTx, user: SessionUser, lang: Lang, p: { id: number; version: number; published: 0 | 1; design_version?: number }): Promise<AdminApp> {
  return inTransaction(db, async (tx) => {
    const draft = p.published === 1 ? await q.lockDraft(tx, p.id) : undefined;
    if (draft && p.design_version !== undefined && draft.version !== p.design_version) {
      const last = await org.lastSaveOf(tx, draft);
      throw new DomainError('edit.staleVersion', { by: last?.by ?? '—', at: campusDateTime(draft.updated_at) });
    }
    const current = await published(tx, p.id);
    if (draft && !sameDesign(draft, current)) await release(tx, user, lang, p.id, draft, current);
    if (draft) await q.deleteDraft(tx, p.id);
    return services.publish(tx, user, lang, p);
  });
}

async function release(db: DbOrTx, user: SessionUser, lang: Lang, appId: number, draft: Design, current: Awaited<ReturnType<typeof published>>): Promise<void> {
  const [problem] = await problemsOf(db, draft);
  if (problem) throw new DomainError(`designer.${problem.code}`, problemDetails(problem, draft.form, lang));
  const releases = await q.releasesOf(db, appId);
  let number = releases[0]?.release ?? 0;
  if (number === 0 && (current.formVersion || current.processVersion)) {
    number = 1;
    await q.insertRelease(db, { app_id: appId, release: 1, form_version_id: current.formVersion?.id ?? null, process_version_id: current.processVersion?.id ?? null, published_by: null });
  }
  const form = await forms.publishForm(db, appId, draft.form);
  const process = await processes.publishProcess(db, appId, draft.process);
  await q.insertRelease(db, { app_id: appId, release: number + 1, form_version_id: form.id, process_version_id: process.id, published_by: actorOf(user) });
  await audit.recordChange(db, {
    actorUid: actorOf(user),
    area: 'designer',
    entity: 'service_design',
    entityId: appId,
    action: 'release',
    summary: `#${number + 1}`,
    before: { form_version: current.formVersion?.version ?? 0, process_version: current.processVersion?.version ?? 0 },
    after: { release: number + 1, form_version: form.version, process_version: process.version },
  });
}

function fieldName(form: FormSchema, id: string, lang: Lang): string {
  const field = form.fields.flatMap((f) => [f, ...(f.type === 'RepeatTable' ? f.columns : [])]).find((f) => f.id === id);
  return field ? inLanguage(field.label, field.label_en ?? '', lang) || id : id;
}

/** Each release's form and process, by release number; the set-up versions as release 1 before the first. */
async function releaseDesigns(db: DbOrTx, appId: number) {
  const rows = await q.releasesOf(db, appId);
  if (rows.length === 0) {
    const current = await published(db, appId);
    if (!current.formVersion && !current.processVersion) return [];
    return [{ release: 1, form: current.formVersion, process: current.processVersion, by: null as string | null, at: current.formVersion?.created_at ?? current.processVersion?.created_at }];
  }
  return Promise.all(
    rows.map(async (r) => ({
      release: r.release,
      form: r.form_version_id === null ? undefined : await forms.formVersion(db, r.form_version_id),
      process: r.process_version_id === null ? undefined : await processes.processVersion(db, r.process_version_id),
      by: r.published_by,
      at: r.published_at as Date | undefined,
    })),
  );
}

export async function versions(db: DbOrTx, appId: number): Promise<DesignRelease[]> {
  await services.one(db, 'zh', appId);
  const releases = await releaseDesigns(db, appId);
  const names = await org.peopleNames(db, releases.map((r) => r.by));
  const countNodes = (nodes: ProcessDefinition['nodes']): number =>
    nodes.reduce((n, node) => n + (node.kind === 'condition' || node.kind === 'parallel' ? node.branches.reduce((m, b) => m + countNodes(b.nodes), 0) : 1), 0);
  return releases.map((r, i) => ({
    release: r.release,
    form_version: r.form?.version ?? 0,
    process_version: r.process?.version ?? 0,
    fields: r.form?.schema.fields.length ?? 0,
    nodes: r.process ? countNodes(r.process.definition.nodes) : 0,
    published_by: r.by ? (names.get(r.by) ?? r.by) : '',
    published_at: r.at ? campusDateTime(r.at) : '',
    current: i === 0 ? 1 : 0,
  }));
}

async function releaseDesign(db: DbOrTx, appId: number, release: number): Promise<Design> {
  const found = (await releaseDesigns(db, appId)).find((r) => r.release === release);
  if (!found) throw new DomainError('designer.noRelease');
  return { form: found.form?.schema ?? EMPTY_FORM, process: found.process?.definition ?? EMPTY_PROCESS };
}

export async function compare(db: DbOrTx, lang: Lang, p: { app_id: number; from: number; to: number }): Promise<DesignChange[]> {
  const from = await releaseDesign(db, p.app_id, p.from);
  const to = p.to === 0 ? ((await design(db, lang, p.app_id)) as unknown as Design) : await releaseDesign(db, p.app_id, p.to);
  return designChanges(from, to, lang);
}

export async function restore(db: DbOrTx, user: SessionUser, lang: Lang, p: { app_id: number; release: number; version?: number }): Promise<ServiceDesign> {
  const old = await releaseDesign(db, p.app_id, p.release);
  return saveDraft(db, user, lang, p.app_id, p.version, old, 'restore');
}
