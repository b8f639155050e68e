/**
 * Fill less (免填): a field may name where its value comes from in the applicant's profile or organisation, and the
 * start page receives that value as the field's default with its source, to show "from your profile: …". The
 * applicant may change an editable one; a field the start node may not edit keeps the profile's value, which the
 * server fills in itself. The server validates a submission as always.
 */
import type { FormField, FormSchema, PersonRef } from './schema';

/** Profile items a field may be bound to. */
export const PREFILL_SOURCES = ['name', 'number', 'department', 'mobile', 'email', 'identity', 'supervisor'] as const;
export type PrefillSource = (typeof PREFILL_SOURCES)[number];

/** What is known of an applicant for prefilling; empty strings and null where the organisation has nothing. */
export interface ApplicantProfile {
  name: string;
  number: string;
  department: string;
  mobile: string;
  email: string;
  identity: string;
  /** The head of the applicant's department (of the one above when they head their own). */
  supervisor: PersonRef | null;
}

export interface Prefill {
  value: unknown;
  source: PrefillSource;
  /** Where the value came from, in the reader's language: 来自个人信息：姓名. */
  label: string;
}

/** Prefilled values by field id. */
export type Prefills = Record<string, Prefill>;

type Lang = 'zh' | 'en';

const ITEMS: Record<PrefillSource, { zh: string; en: string; organisation?: true }> = {
  name: { zh: '姓名', en: 'name' },
  number: { zh: '学工号', en: 'number' },
  department: { zh: '所在单位', en: 'department' },
  mobile: { zh: '手机号码', en: 'mobile' },
  email: { zh: '电子邮箱', en: 'email' },
  identity: { zh: '身份', en: 'identity' },
  supervisor: { zh: '部门负责人', en: 'department head', organisation: true },
};

export function prefillLabel(source: PrefillSource, lang: Lang): string {
  const item = ITEMS[source];
  if (lang === 'en') return `${item.organisation ? 'From the organisation' : 'From your profile'}: ${item.en}`;
  return `${item.organisation ? '来自组织机构' : '来自个人信息'}：${item.zh}`;
}

/** The source a field is bound to, if any (only Input, MultiInput, PhoneNumber and User fields take one). */
export function prefillSourceOf(field: FormField): PrefillSource | undefined {
  return 'prefill' in field ? field.prefill : undefined;
}

/** A field's value from the profile, in the field's shape; undefined when the profile has nothing for it. */
export function prefillValue(field: FormField, profile: ApplicantProfile): unknown {
  const source = prefillSourceOf(field);
  if (!source) return undefined;
  if (source === 'supervisor') {
    const head = profile.supervisor;
    if (!head) return undefined;
    return field.type === 'User' ? [{ uid: head.uid, name: head.name }] : head.name;
  }
  return profile[source] || undefined;
}

/** The prefilled values of a form's own fields (table columns are not prefilled), with their sources. */
export function prefilledValues(schema: FormSchema, profile: ApplicantProfile, lang: Lang): Prefills {
  const out: Prefills = {};
  for (const field of schema.fields) {
    const source = prefillSourceOf(field);
    const value = prefillValue(field, profile);
    if (source && value !== undefined) out[field.id] = { value, source, label: prefillLabel(source, lang) };
  }
  return out;
}

/** Whether any field of the form is bound to this source (so a profile item is looked up only when needed). */
export function usesPrefill(schema: FormSchema, source?: PrefillSource): boolean {
  return schema.fields.some((f) => (source ? prefillSourceOf(f) === source : prefillSourceOf(f) !== undefined));
}
