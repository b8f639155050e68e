/** A dispatch template as the form renderer draws and checks it, and what saveDocumentTemplate is sent from it. */
import type { FormSchema, FormValues } from '@contract/forms';
import type { PayloadOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import type { DocumentTemplate } from '@contract/calls/documents';
import { SECRECY_LEVELS, URGENCIES, type Secrecy, type Urgency } from '@contract/rules/documents';

export const T = { name: 'form1_1', office: 'form1_2', title: 'form1_3', urgency: 'form1_4', secrecy: 'form1_5', body: 'form1_6' } as const;

/** saveDocumentTemplate's limits. */
const NAME_MAX = 60;
const TITLE_MAX = 200;
/** office_id 0: a template every office may use. */
export const EVERY_OFFICE = '0';

export interface TemplateLabels {
  name: string;
  office: string;
  everyOffice: string;
  title: string;
  urgency: string;
  secrecy: string;
  body: string;
  urgencyOf(u: Urgency): string;
  secrecyOf(s: Secrecy): string;
}

export function templateSchema(offices: { id: number; name: string }[], l: TemplateLabels): FormSchema {
  return {
    form_no: 1,
    fields: [
      { id: T.name, type: 'Input', label: l.name, required: true, max_length: NAME_MAX },
      { id: T.office, type: 'Select', label: l.office, required: true, options: [{ value: EVERY_OFFICE, label: l.everyOffice }, ...offices.map((o) => ({ value: String(o.id), label: o.name }))] },
      { id: T.title, type: 'Input', label: l.title, max_length: TITLE_MAX },
      { id: T.urgency, type: 'Radio', label: l.urgency, required: true, options: URGENCIES.map((u) => ({ value: u, label: l.urgencyOf(u) })) },
      { id: T.secrecy, type: 'Radio', label: l.secrecy, required: true, options: SECRECY_LEVELS.map((s) => ({ value: s, label: l.secrecyOf(s) })) },
      { id: T.body, type: 'RichText', label: l.body },
    ],
  };
}

export function templateValues(template: DocumentTemplate | null, offices: { id: number }[]): FormValues {
  if (!template) return { [T.office]: offices.length === 1 ? String(offices[0].id) : EVERY_OFFICE, [T.urgency]: 'normal', [T.secrecy]: 'public' };
  const values: FormValues = {
    [T.name]: template.name,
    [T.office]: String(template.office_id),
    [T.title]: template.title || undefined,
    [T.urgency]: template.urgency,
    [T.secrecy]: template.secrecy,
    [T.body]: template.body || undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export function templatePayload(values: FormValues, id: number | undefined): PayloadOf<Calls['saveDocumentTemplate']> {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  return {
    id,
    office_id: Number(values[T.office] ?? EVERY_OFFICE),
    name: text(T.name).trim(),
    title: text(T.title).trim(),
    body: text(T.body),
    urgency: values[T.urgency] as Urgency,
    secrecy: values[T.secrecy] as Secrecy,
  };
}
