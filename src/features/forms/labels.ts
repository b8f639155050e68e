/**
 * A field's texts in the reader's language. getAppForm already answers in it; a schema handed over whole (tests, a
 * stored version) still carries both, and English readers get the English where there is one.
 */
import type { FormField, FormOption } from '@contract/forms';
import { inLanguage } from '@contract/rules/bilingual';
import type { Lang } from './use-forms-texts';

type Texts = Pick<FormField, 'label' | 'label_en' | 'help' | 'help_en' | 'placeholder' | 'placeholder_en'>;

export function fieldLabel(field: Texts, lang: Lang): string {
  return inLanguage(field.label, field.label_en, lang);
}

export function fieldHelp(field: Texts, lang: Lang): string | undefined {
  return field.help === undefined ? undefined : inLanguage(field.help, field.help_en, lang);
}

export function fieldPlaceholder(field: Texts, lang: Lang): string | undefined {
  return field.placeholder === undefined ? undefined : inLanguage(field.placeholder, field.placeholder_en, lang);
}

export function optionLabel(option: FormOption, lang: Lang): string {
  return inLanguage(option.label, option.label_en, lang);
}
