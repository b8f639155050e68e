/**
 * Services' forms, versioned: publishing makes a new version, and a submission keeps the version it was made with,
 * so a later change never alters what someone already filed. Every submission is checked here with the same
 * validator the client runs as the user types, then cleaned for storage.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { fieldAccess } from '../../../../contract/forms/field-access';
import { fileRefsIn } from '../../../../contract/forms/file-refs';
import { prefillSourceOf } from '../../../../contract/forms/prefill';
import { regionLookup } from '../../../../contract/forms/region-data';
import { FormSchema, START_NODE_ID, type FormValues, type PersonRef } from '../../../../contract/forms/schema';
import type { DbOrTx } from '../../db/database';
import { sharedMemo } from '../../db/shared-memo';
import { DomainError } from '../../domain/errors';
import * as files from '../files/files.service';
import * as org from '../org/org.service';
import { prefillsFor } from './applicant-profile';
import * as q from './forms.queries';
import { draftToKeep, prepareSubmission } from './prepare-submission';

export { fieldLabels, formForReader } from './form-view';
/** Fill less: the applicant's profile values for a form's bound fields (getAppForm). */
export { prefillsFor } from './applicant-profile';
/** The product's one rich-text policy, for other areas' HTML (notices). */
export { sanitizeRichText } from './prepare-submission';

const schemaCheck = TypeCompiler.Compile(FormSchema);

export interface FormVersion {
  id: number;
  app_id: number;
  version: number;
  schema: FormSchema;
  created_at: Date;
}

/** Each service's current form, from memory (db/shared-memo.ts): publishing a version drops them in every process. */
const currentForms = sharedMemo<{ form?: FormVersion }>('current-forms', { ttlMs: 60_000, max: 5_000 });

/** The service's current form; shared by every caller, so not to be changed. */
export async function currentForm(db: DbOrTx, appId: number): Promise<FormVersion | undefined> {
  return (await currentForms.get(db, String(appId), async () => ({ form: await q.latestVersion(db, appId) }))).form;
}

export async function hasForm(db: DbOrTx, appId: number): Promise<boolean> {
  return (await q.appsWithForms(db, [appId])).length > 0;
}

function fieldIds(schema: FormSchema): string[] {
  return schema.fields.flatMap((f) => [f.id, ...(f.type === 'RepeatTable' ? f.columns.map((c) => c.id) : [])]);
}

/** Refuses a form the renderer and the server could not both read, naming the field (or path) in error. */
export function checkFormSchema(schema: unknown): asserts schema is FormSchema {
  const problem = schemaCheck.Errors(schema).First();
  if (problem) throw new DomainError('forms.invalid', { field: problem.path || '/' });
  const ids = fieldIds(schema as FormSchema);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new DomainError('forms.invalid', { field: repeated });
  // A table's rows are the applicant's to add: only the form's own fields start from the profile.
  const prefilledCell = (schema as FormSchema).fields.flatMap((f) => (f.type === 'RepeatTable' ? f.columns : [])).find((c) => prefillSourceOf(c));
  if (prefilledCell) throw new DomainError('forms.invalid', { field: prefilledCell.id });
}

export async function publishForm(db: DbOrTx, appId: number, schema: FormSchema): Promise<{ id: number; version: number }> {
  checkFormSchema(schema);
  const published = await q.insertVersion(db, appId, schema);
  currentForms.changed(db);
  return published;
}

/** People chosen in User fields (table cells included), so the server can check they exist. */
function chosenPeople(schema: FormSchema, values: FormValues): PersonRef[] {
  const people: PersonRef[] = [];
  const collect = (fields: FormSchema['fields'], row: FormValues): void => {
    for (const f of fields) {
      const v = row[f.id];
      if (f.type === 'User' && Array.isArray(v)) people.push(...(v as PersonRef[]));
      if (f.type === 'RepeatTable' && Array.isArray(v)) for (const r of v as FormValues[]) collect(f.columns, r);
    }
  };
  collect(schema.fields, values);
  return people;
}

/** Checks the people exist and writes their current names over whatever the client sent. */
async function withCurrentNames(db: DbOrTx, schema: FormSchema, values: FormValues): Promise<FormValues> {
  const people = chosenPeople(schema, values);
  const names = await org.activePeopleNames(db, people.map((p) => p.uid));
  const missing = [...new Set(people.filter((p) => !names.has(p.uid)).map((p) => p.uid))];
  if (missing.length) throw new DomainError('forms.unknownPeople', { uids: missing.join(', ') });
  for (const p of people) p.name = names.get(p.uid) ?? p.name;
  return values;
}

/** The ids of the files values hold. */
const fileIdsIn = (schema: FormSchema, values: unknown) => new Set(fileRefsIn(schema, values).map((r) => r.id));

/**
 * A new application's fields that start from the profile but that the applicant may not edit: the server fills
 * them in itself (the applicant's real number, not whatever was sent).
 */
async function lockedPrefills(db: DbOrTx, uid: string, schema: FormSchema): Promise<FormValues> {
  const locked = schema.fields.filter((f) => prefillSourceOf(f) && fieldAccess(f, START_NODE_ID) !== 'edit');
  if (locked.length === 0) return {};
  const prefills = await prefillsFor(db, uid, { ...schema, fields: locked }, 'zh');
  return Object.fromEntries(Object.entries(prefills).map(([id, p]) => [id, p.value]));
}

/**
 * Checks values against a form at a process node (the applicant's start by default) and returns them as they are
 * stored; `previous` supplies the fields this node may not edit (for a new application: its locked profile
 * fields). `uid` submits them, for an application of service `appId`: every file they name must be one they
 * uploaded or one the application already holds. Rich text keeps pictures of `imageOrigins` (IMAGE_HOSTS) besides
 * the portal's own. Throws forms.invalid naming the fields at fault.
 */
export async function checkedValues(
  db: DbOrTx,
  input: { schema: FormSchema; values: unknown; node?: string; previous?: FormValues; uid: string; agentUid?: string; appId: number; imageOrigins?: readonly string[] },
): Promise<FormValues> {
  const node = input.node ?? START_NODE_ID;
  await files.checkAttachments(db, { uid: input.uid, agentUid: input.agentUid, refs: fileRefsIn(input.schema, input.values), kept: fileIdsIn(input.schema, input.previous) });
  const previous = input.previous ?? (node === START_NODE_ID ? await lockedPrefills(db, input.uid, input.schema) : undefined);
  const prepared = prepareSubmission(input.schema, input.values, { node, previous, regions: regionLookup, imageOrigins: input.imageOrigins });
  if (!prepared.ok) throw new DomainError('forms.invalid', { field: Object.keys(prepared.problems).join(', ') });
  const values = await withCurrentNames(db, input.schema, prepared.values);
  // Fill less: the applicant's own files, offered again in their next applications.
  if (node === START_NODE_ID) await files.recordUses(db, { uid: input.uid, appId: input.appId, refs: fileRefsIn(input.schema, values) });
  return values;
}

/** Stores a submission of the service's current form made by `uid`. */
export async function storeSubmission(
  db: DbOrTx,
  input: { appId: number; uid: string; values: FormValues; node?: string; previous?: FormValues },
): Promise<{ id: string; version: number }> {
  const form = await currentForm(db, input.appId);
  if (!form) throw new DomainError('forms.noForm');
  const values = await checkedValues(db, { schema: form.schema, values: input.values, node: input.node, previous: input.previous, uid: input.uid, appId: input.appId });
  const row = await q.insertSubmission(db, form.id, input.uid, values);
  return { id: row.id, version: form.version };
}

export function formVersion(db: DbOrTx, id: number): Promise<FormVersion | undefined> {
  return q.versionById(db, id);
}

/** A stored submission with the form version it was made with. */
export function submission(db: DbOrTx, id: string) {
  return q.submissionWithVersion(db, id);
}

/**
 * A draft keeps what was typed, unchecked (it is checked on submit), but only for fields the form has, only with
 * files the drafter uploaded, and with its rich text sanitised as a submission's.
 */
async function draftValues(db: DbOrTx, uid: string, schema: FormSchema, values: unknown, imageOrigins: readonly string[]): Promise<FormValues> {
  if (!values || typeof values !== 'object' || Array.isArray(values)) throw new DomainError('forms.invalid', { field: 'values' });
  const kept = draftToKeep(schema.fields, values, imageOrigins);
  await files.checkAttachments(db, { uid, refs: fileRefsIn(schema, kept), kept: new Set() });
  return kept;
}

export async function saveDraft(db: DbOrTx, uid: string, appId: number, values: unknown, imageOrigins: readonly string[]): Promise<{ saved: Date }> {
  const form = await currentForm(db, appId);
  if (!form) throw new DomainError('forms.noForm');
  return { saved: await q.saveDraft(db, { uid, app_id: appId, form_version_id: form.id, values: await draftValues(db, uid, form.schema, values, imageOrigins) }) };
}

/** The caller's draft of a service, or null. */
export async function draftOf(db: DbOrTx, uid: string, appId: number) {
  const draft = await q.draftOf(db, uid, appId);
  if (!draft) return null;
  const version = await formVersion(db, draft.form_version_id);
  return { version: version?.version ?? 0, values: draft.values, saved: draft.updated_at };
}

export function discardDraft(db: DbOrTx, uid: string, appId: number): Promise<void> {
  return q.deleteDraft(db, uid, appId);
}
