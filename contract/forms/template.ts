/**
 * Text templates (spec §3 "Template placeholders"): `{form1_3}` shows a field's value as a reader would say it,
 * `{user.name}` and `{app.name}` come from the maps given. An unknown or empty placeholder shows as nothing.
 */
import { datePart } from './dates';
import type { RegionLookup } from './regions';
import { richTextToPlain } from './rich-text';
import type { FormField, FormOption, FormSchema, FormValues } from './schema';
import { isBlank, isFileRef, isPersonRef, isRegionShape, ownValue, parseDecimal } from './values';

export interface TemplateContext {
  schema?: FormSchema;
  values?: FormValues;
  user?: Record<string, string>;
  app?: Record<string, string>;
  lang?: 'zh' | 'en';
  regions?: RegionLookup;
}

type Lang = 'zh' | 'en';

// The Chinese enumeration comma of the spec; English text reads better with its own.
const LIST_SEPARATOR: Record<Lang, string> = { zh: '、', en: ', ' };
const RANGE_SEPARATOR: Record<Lang, string> = { zh: ' 至 ', en: ' to ' };

const strings = (items: unknown[]) => items.filter((item): item is string => typeof item === 'string' && item !== '');

function optionLabel(options: FormOption[], value: unknown, lang: Lang): unknown {
  const option = options.find((o) => o.value === value);
  if (!option) return value;
  return lang === 'en' && option.label_en ? option.label_en : option.label;
}

function renderValue(field: FormField, value: unknown, ctx: TemplateContext, lang: Lang): string {
  const list = (items: unknown[]) => strings(items).join(LIST_SEPARATOR[lang]);
  switch (field.type) {
    case 'Input':
    case 'MultiInput':
    case 'PhoneNumber':
      return typeof value === 'string' ? value : '';
    case 'RichText':
      return typeof value === 'string' ? richTextToPlain(value) : '';
    case 'Radio':
    case 'Select':
    case 'Checkbox':
    case 'SelectV2': {
      const chosen = Array.isArray(value) ? value : [value];
      return list(chosen.map((v) => optionLabel(field.options, v, lang)));
    }
    case 'User':
      return Array.isArray(value) ? list(value.filter(isPersonRef).map((p) => p.name)) : '';
    case 'Attachment':
      return Array.isArray(value) ? list(value.filter(isFileRef).map((f) => f.name)) : '';
    case 'CountryV2': {
      if (!isRegionShape(value)) return '';
      return ctx.regions ? ctx.regions.address(value.codes, value.detail) : (value.detail?.trim() ?? '');
    }
    case 'Calendar': {
      const ends = Array.isArray(value) ? strings(value) : strings([value]);
      return ends.map(datePart).join(RANGE_SEPARATOR[lang]);
    }
    case 'Integer':
    case 'Numeric': {
      const number = parseDecimal(value);
      return number ? String(number.value) : '';
    }
    case 'RepeatTable':
      return Array.isArray(value) ? String(value.length) : '';
  }
}

function renderField(id: string, ctx: TemplateContext, lang: Lang): string {
  const field = ctx.schema?.fields.find((f) => f.id === id);
  const value = ownValue(ctx.values, id);
  if (!field || value === undefined || value === null || isBlank(value)) return '';
  return renderValue(field, value, ctx, lang);
}

/** Fills a template's placeholders; pure, so the client's preview and the server's messages read the same. */
export function renderTemplate(template: string, ctx: TemplateContext): string {
  const lang = ctx.lang ?? 'zh';
  return template.replace(/\{([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?)\}/g, (_whole, name: string) => {
    const [scope, key] = name.split('.');
    if (key === undefined) return /^form[0-9]+_[0-9]+$/.test(scope) ? renderField(scope, ctx, lang) : '';
    const map = scope === 'user' ? ctx.user : scope === 'app' ? ctx.app : undefined;
    const text = ownValue(map, key);
    return typeof text === 'string' ? text : '';
  });
}
