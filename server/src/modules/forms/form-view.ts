/**
 * A form as one reader at one process node sees it: texts in their language, fields the reader does not read left
 * out (contract/forms/field-access.ts readableFields: the applicant also reads what later steps filled in).
 */
import { readableFields } from '../../../../contract/forms/field-access';
import type { FormField, FormOption, FormSchema, FormValues, SimpleField } from '../../../../contract/forms/schema';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { Lang } from '../../domain/lang';

const option = (o: FormOption, lang: Lang): FormOption => ({ value: o.value, label: inLanguage(o.label, o.label_en, lang) });

function localised<F extends FormField>(field: F, lang: Lang): F {
  const { label_en, help_en, placeholder_en, ...rest } = field;
  const out: Record<string, unknown> = { ...rest, label: inLanguage(field.label, label_en, lang) };
  if (field.help !== undefined) out.help = inLanguage(field.help, help_en, lang);
  if (field.placeholder !== undefined) out.placeholder = inLanguage(field.placeholder, placeholder_en, lang);
  if ('unit' in field && field.unit !== undefined) {
    // The singular stays for English readers: which form a value takes is known only beside the value.
    out.unit = inLanguage(field.unit, field.unit_en, lang);
    delete out.unit_en;
    if (lang !== 'en') delete out.unit_en_one;
  }
  if ('options' in field) out.options = field.options.map((o) => option(o, lang));
  if ('pattern_message' in field && field.pattern_message !== undefined) {
    out.pattern_message = inLanguage(field.pattern_message, field.pattern_message_en, lang);
    delete out.pattern_message_en;
  }
  if (field.type === 'RepeatTable') out.columns = field.columns.map((c) => localised<SimpleField>(c, lang));
  return out as F;
}

/** `values`: the application's values so far (none on the launch form). */
export function formForReader(schema: FormSchema, nodeId: string, values: FormValues, lang: Lang): FormSchema {
  return {
    form_no: schema.form_no,
    fields: readableFields(schema, nodeId, values).map((f) => localised(f, lang)),
  };
}

/** Each field's label in the reader's language, table columns included, by field id. */
export function fieldLabels(schema: FormSchema, lang: Lang): Map<string, string> {
  const labels = new Map<string, string>();
  for (const f of schema.fields) {
    labels.set(f.id, inLanguage(f.label, f.label_en, lang));
    if (f.type === 'RepeatTable') for (const c of f.columns) labels.set(c.id, inLanguage(c.label, c.label_en, lang));
  }
  return labels;
}
