/**
 * Valid values for the fields a step may edit, made from the form's schema alone (contract/forms): what a person
 * filling the form in would enter, checked with the same validator the server uses. Patterned text is drawn from
 * its pattern (fast-check, fixed seed, so the same values every run).
 */
import fc from 'fast-check';
import { checkFieldValue, fieldAccess, validateSubmission } from '../../contract/forms';
import type { FileRef, FormField, FormSchema, FormValues, PersonRef, SimpleField } from '../../contract/forms/schema';

export interface ValueSources {
  /** A stored file of the person filling in, for an Attachment field (or column) with these accepted extensions. */
  file(field: { id: string; accept?: string[] }): Promise<FileRef>;
  /** The person a User field names. */
  person(field: FormField): PersonRef;
}

const SENTENCE = '因学习和工作需要，特此申请办理，情况属实，请予审核。';
const REGION = ['110000', '110100', '110108'];

function text(min: number, max: number): string {
  let out = SENTENCE;
  while (Array.from(out).length < min) out += SENTENCE;
  return Array.from(out).slice(0, Math.max(min, Math.min(max, Array.from(out).length))).join('');
}

function patterned(field: SimpleField & { pattern: string }): string {
  const samples = fc.sample(fc.stringMatching(new RegExp(`^(?:${field.pattern})$`)), { numRuns: 50, seed: 20261122 });
  const valid = samples.find((s) => checkFieldValue(field, s) === null);
  if (valid === undefined) throw new Error(`no value matches ${field.id}'s pattern ${field.pattern}`);
  return valid;
}

const within = (n: number, min?: number, max?: number) => Math.min(max ?? n, Math.max(min ?? n, n));

async function valueOf(field: SimpleField, sources: ValueSources): Promise<unknown> {
  switch (field.type) {
    case 'Input':
    case 'MultiInput':
      if (field.pattern !== undefined) return patterned({ ...field, pattern: field.pattern });
      return text(Math.max(field.min_length ?? 0, field.word_count?.min ?? 0, 8), Math.min(field.max_length ?? 60, field.word_count?.max ?? 60));
    case 'RichText':
      return `<p>${text(Math.max(field.word_count?.min ?? 0, 8), field.word_count?.max ?? 60)}</p>`;
    case 'Radio':
    case 'Select':
      return field.default ?? field.options[0].value;
    case 'SelectV2':
      return field.multiple ? field.options.slice(0, Math.max(field.min_choices ?? 1, 1)).map((o) => o.value) : field.options[0].value;
    case 'Checkbox':
      return field.default ?? field.options.slice(0, Math.max(field.min_choices ?? 1, 1)).map((o) => o.value);
    case 'User':
      return [sources.person(field)];
    case 'CountryV2':
      return { codes: REGION.slice(0, field.level ?? 3), ...(field.with_detail ? { detail: '中关村大街 1 号' } : {}) };
    case 'Calendar': {
      const [from, to] = field.mode === 'datetime' ? ['2027-03-01 08:00', '2027-03-02 18:00'] : ['2027-03-01', '2027-03-02'];
      return field.range ? [from, to] : from;
    }
    case 'PhoneNumber':
      return '13900139001';
    case 'Integer':
      return within(2, field.min, field.max);
    case 'Numeric':
      return within(100, field.min, field.max);
    case 'Attachment':
      return [await sources.file(field)];
  }
}

/** Values for every field the node may edit, valid for the form (throws naming the field when they are not). */
export async function valuesFor(schema: FormSchema, node: string, sources: ValueSources): Promise<FormValues> {
  const values: FormValues = {};
  for (const field of schema.fields) {
    if (fieldAccess(field, node) !== 'edit') continue;
    if (field.type === 'RepeatTable') {
      const rows = Math.max(field.min_rows ?? 1, 1);
      values[field.id] = await Promise.all(
        Array.from({ length: rows }, async () => Object.fromEntries(await Promise.all(field.columns.map(async (c) => [c.id, await valueOf(c, sources)] as const)))),
      );
    } else {
      values[field.id] = await valueOf(field, sources);
    }
  }
  const problems = validateSubmission(schema, values, { node });
  if (Object.keys(problems).length > 0) throw new Error(`generated values are not valid: ${JSON.stringify(problems)}`);
  return values;
}
