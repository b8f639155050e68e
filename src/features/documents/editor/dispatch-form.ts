/**
 * The dispatch editor as a form the form renderer draws and checks (its one validator): the office, title, urgency,
 * secrecy and body, the attachments, the countersigning offices, the leader who signs it off and the recipients; how
 * a saved draft fills it in, how a template does, and what saveDispatch is sent from it. Pure, so it is tested beside.
 */
import type { FormSchema, FormValues } from '@contract/forms';
import { isFileRef } from '@contract/forms';
import type { PayloadOf, ResultOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import type { DocumentDetail, DocumentTemplate } from '@contract/calls/documents';
import { SECRECY_LEVELS, URGENCIES, type Secrecy, type Urgency } from '@contract/rules/documents';

export type DispatchSetup = ResultOf<Calls['getDispatchSetup']>;
export type DispatchPayload = PayloadOf<Calls['saveDispatch']>;

/** Field ids of the form (contract/forms: form{n}_{m}). */
export const F = {
  office: 'form1_1',
  title: 'form1_2',
  urgency: 'form1_3',
  secrecy: 'form1_4',
  body: 'form1_5',
  attachments: 'form1_6',
  countersign: 'form1_7',
  signer: 'form1_8',
  recipients: 'form1_9',
} as const;

/** saveDispatch's limits. */
const TITLE_MAX = 200;
const COUNTERSIGN_MAX = 20;
const RECIPIENTS_MAX = 200;
const FILES_MAX = 20;

/** The texts the form shows: its labels, and the words for each urgency and secrecy. */
export interface DispatchLabels {
  office: string;
  title: string;
  urgency: string;
  secrecy: string;
  body: string;
  attachments: string;
  countersign: string;
  signer: string;
  recipients: string;
  urgencyOf(u: Urgency): string;
  secrecyOf(s: Secrecy): string;
}

const named = (list: { id: number; name: string }[]) => list.map((x) => ({ value: String(x.id), label: x.name }));

export function dispatchSchema(setup: DispatchSetup, l: DispatchLabels): FormSchema {
  const departments = named(setup.departments);
  return {
    form_no: 1,
    fields: [
      { id: F.office, type: 'Select', label: l.office, required: true, options: named(setup.offices) },
      { id: F.title, type: 'Input', label: l.title, required: true, max_length: TITLE_MAX },
      { id: F.urgency, type: 'Radio', label: l.urgency, required: true, options: URGENCIES.map((u) => ({ value: u, label: l.urgencyOf(u) })) },
      { id: F.secrecy, type: 'Radio', label: l.secrecy, required: true, options: SECRECY_LEVELS.map((s) => ({ value: s, label: l.secrecyOf(s) })) },
      { id: F.body, type: 'RichText', label: l.body },
      { id: F.attachments, type: 'Attachment', label: l.attachments, max_files: FILES_MAX },
      { id: F.countersign, type: 'SelectV2', label: l.countersign, multiple: true, max_choices: COUNTERSIGN_MAX, options: departments },
      { id: F.signer, type: 'Select', label: l.signer, required: true, options: setup.signers.map((s) => ({ value: s.uid, label: s.title ? `${s.name}（${s.title}）` : s.name })) },
      { id: F.recipients, type: 'SelectV2', label: l.recipients, multiple: true, max_choices: RECIPIENTS_MAX, options: departments },
    ],
  };
}

/** A new dispatch: the office when the reader drafts for one only, a normal public document. */
export function blankValues(setup: DispatchSetup): FormValues {
  return { ...(setup.offices.length === 1 ? { [F.office]: String(setup.offices[0].id) } : {}), [F.urgency]: 'normal', [F.secrecy]: 'public' };
}

const listOrNone = (values: string[]) => (values.length ? values : undefined);

/** A saved draft (or a returned dispatch) as the form holds it. */
export function draftValues(doc: DocumentDetail): FormValues {
  const values: FormValues = {
    [F.office]: String(doc.office_id),
    [F.title]: doc.title,
    [F.urgency]: doc.urgency,
    [F.secrecy]: doc.secrecy,
    [F.body]: doc.body || undefined,
    [F.attachments]: doc.attachments.length ? doc.attachments : undefined,
    [F.countersign]: listOrNone(doc.countersign_offices.map((o) => String(o.id))),
    [F.signer]: doc.signer?.uid,
    [F.recipients]: listOrNone(doc.recipients.map((r) => String(r.department_id))),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** A template fills in its title, body, urgency and secrecy, and its office when the form has none yet. */
export function withTemplate(values: FormValues, template: DocumentTemplate): FormValues {
  return {
    ...values,
    ...(template.office_id && !values[F.office] ? { [F.office]: String(template.office_id) } : {}),
    // An empty title or body in the template keeps what was written.
    ...(template.title ? { [F.title]: template.title } : {}),
    ...(template.body ? { [F.body]: template.body } : {}),
    [F.urgency]: template.urgency,
    [F.secrecy]: template.secrecy,
  };
}

const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

/** What saveDispatch is sent for the form's values; `saved` is the draft's id and version once it has them. */
export function dispatchPayload(values: FormValues, asNotice: boolean, saved: { id: number; version: number } | null): DispatchPayload {
  const files = Array.isArray(values[F.attachments]) ? (values[F.attachments] as unknown[]).filter(isFileRef) : [];
  const body = values[F.body];
  return {
    ...(saved ?? {}),
    office_id: Number(values[F.office]),
    title: String(values[F.title] ?? '').trim(),
    urgency: values[F.urgency] as Urgency,
    secrecy: values[F.secrecy] as Secrecy,
    body: typeof body === 'string' ? body : '',
    // Absent for none: the field is a JSON list of the files as uploaded.
    attachments: files.length ? JSON.stringify(files.map(({ id, name, size }) => ({ id, name, size }))) : undefined,
    countersign: ids(values[F.countersign]),
    signer_uid: String(values[F.signer] ?? ''),
    recipients: ids(values[F.recipients]),
    as_notice: asNotice ? 1 : 0,
  };
}
