/** A number field's unit as a reader reads it: English has a plural (3 days) and a singular (1 day), Chinese one form. */
import { inLanguage } from '../rules/bilingual';

interface Units {
  unit?: string;
  /** The English unit, plural; the form for every value but 1. */
  unit_en?: string;
  /** The English unit for exactly 1. */
  unit_en_one?: string;
}

/** `value`: the number shown beside it; without one (an input's suffix) the plural. */
export function unitText(field: Units, lang: 'zh' | 'en', value?: number): string | undefined {
  if (field.unit === undefined) return undefined;
  if (lang === 'en' && value === 1 && field.unit_en_one) return field.unit_en_one;
  return inLanguage(field.unit, field.unit_en, lang);
}
