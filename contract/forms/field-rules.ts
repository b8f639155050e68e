/**
 * The rules of each field type (spec §3 types, §5 texts) for one value: the first problem found, or null. Values
 * are JSON as the client sends it; anything of the wrong type gets the field's format text, never a throw.
 */
import { checkMobile, checkWordCount } from '../rules/validation';
import type { TextKey } from '../texts';
import { compareCalendar, isCalendarValue, type CalendarMode } from './dates';
import { formatFileSize } from './file-size';
import type { RegionLookup } from './regions';
import { richTextToPlain } from './rich-text';
import type { FormOption, SimpleField } from './schema';
import { isBlank, isEmptyValue, isFileRef, isPersonRef, isRegionShape, parseDecimal, parseInteger } from './values';

/** A problem as a text key and the values its text needs: specText(key, lang, params). */
export interface FieldProblem {
  key: TextKey;
  params?: Record<string, string | number>;
}

type FieldOf<T extends SimpleField['type']> = Extract<SimpleField, { type: T }>;

const REGION_DETAIL_MAX = 200;

function problem(key: TextKey, params?: Record<string, string | number>): FieldProblem {
  return params ? { key, params } : { key };
}

/** Bounds on a count: choices, rows. */
export function countProblem(
  count: number,
  bounds: { min?: number; max?: number },
  keys: { tooFew: TextKey; tooMany: TextKey },
): FieldProblem | null {
  if (bounds.min !== undefined && count < bounds.min) return problem(keys.tooFew, { min: bounds.min });
  if (bounds.max !== undefined && count > bounds.max) return problem(keys.tooMany, { max: bounds.max });
  return null;
}

const CHOICE_KEYS = { tooFew: 'formChoicesTooFew', tooMany: 'formChoicesTooMany' } as const;

function wordCountProblem(text: string, bounds: { min?: number; max?: number; ratio?: number }): FieldProblem | null {
  const key = checkWordCount(text, bounds);
  if (key === 'wordCountTooMany') return problem(key, { max: bounds.max as number });
  if (key === 'wordCountTooFew') return problem(key, { min: bounds.min as number });
  return null;
}

/** Whole-value match. A definition whose pattern does not compile matches nothing (compiled alone first, so that a
 * pattern such as "a)|(b" cannot escape the anchors). */
function matchesWhole(pattern: string, value: string): boolean {
  try {
    new RegExp(pattern);
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return false;
  }
}

function checkText(field: FieldOf<'Input' | 'MultiInput'>, value: unknown): FieldProblem | null {
  if (typeof value !== 'string') return problem('formInvalid');
  const length = Array.from(value).length;
  if (field.max_length !== undefined && length > field.max_length) return problem('formTooLong', { max: field.max_length });
  if (field.min_length !== undefined && length < field.min_length) return problem('formTooShort', { min: field.min_length });
  const words = field.word_count ? wordCountProblem(value, field.word_count) : null;
  if (words) return words;
  if (field.pattern !== undefined && !matchesWhole(field.pattern, value)) {
    // The definition's own wording travels in the problem, so any side can show it without the schema.
    const message = field.pattern_message;
    return message ? problem('formPatternCustom', { message, message_en: field.pattern_message_en || message }) : problem('formInvalid');
  }
  return null;
}

function checkRichText(field: FieldOf<'RichText'>, value: unknown): FieldProblem | null {
  if (typeof value !== 'string') return problem('formInvalid');
  return field.word_count ? wordCountProblem(richTextToPlain(value), field.word_count) : null;
}

const isOption = (options: FormOption[], value: unknown) => typeof value === 'string' && options.some((o) => o.value === value);

function checkOne(options: FormOption[], value: unknown): FieldProblem | null {
  return isOption(options, value) ? null : problem('formOptionInvalid');
}

function checkMany(field: FieldOf<'Checkbox' | 'SelectV2'>, value: unknown): FieldProblem | null {
  if (!Array.isArray(value) || !value.every((v) => isOption(field.options, v))) return problem('formOptionInvalid');
  if (new Set(value).size !== value.length) return problem('formDuplicate');
  return countProblem(value.length, { min: field.min_choices, max: field.max_choices }, CHOICE_KEYS);
}

function checkPeople(field: FieldOf<'User'>, value: unknown): FieldProblem | null {
  if (!Array.isArray(value) || !value.every(isPersonRef)) return problem('formInvalid');
  if (new Set(value.map((p) => p.uid)).size !== value.length) return problem('formDuplicate');
  if (!field.multiple && value.length > 1) return problem('formChoicesTooMany', { max: 1 });
  return countProblem(value.length, { min: field.min_choices, max: field.max_choices }, CHOICE_KEYS);
}

/**
 * A region: `level` codes, or fewer where the data lists nothing below the last one. Without a lookup (the client
 * before the data has loaded) only the shape is checked; the server always has one.
 */
function checkRegion(field: FieldOf<'CountryV2'>, value: unknown, regions?: RegionLookup): FieldProblem | null {
  if (!isRegionShape(value)) return problem('formInvalid');
  const { codes } = value;
  const level = field.level ?? 3;
  if (codes.length === 0) return problem('formRegionIncomplete');
  if (codes.length > level || (regions && !regions.isChain(codes))) return problem('formRegionInvalid');
  if (regions && codes.length < level && regions.hasChildren(codes[codes.length - 1])) return problem('formRegionIncomplete');
  if (!field.with_detail) return null;
  const detail = value.detail ?? '';
  if (field.required && isBlank(detail)) return problem('formDetailRequired');
  return detail.length > REGION_DETAIL_MAX ? problem('formTooLong', { max: REGION_DETAIL_MAX }) : null;
}

/** A bound in either format; a malformed one bounds nothing. */
function calendarBound(bound: string | undefined): string | undefined {
  return bound !== undefined && (isCalendarValue(bound, 'date') || isCalendarValue(bound, 'datetime')) ? bound : undefined;
}

function checkCalendar(field: FieldOf<'Calendar'>, value: unknown): FieldProblem | null {
  const mode: CalendarMode = field.mode ?? 'date';
  const ends: unknown = field.range ? value : [value];
  const valid = Array.isArray(ends) && ends.length === (field.range ? 2 : 1) && ends.every((end) => isCalendarValue(end, mode));
  if (!valid) return problem(mode === 'date' ? 'formDateInvalid' : 'formDateTimeInvalid');
  const dates = ends as string[];
  if (field.range && dates[0] > dates[1]) return problem('formRangeOrder');
  const min = calendarBound(field.min);
  const max = calendarBound(field.max);
  if (min && dates.some((d) => compareCalendar(d, min) < 0)) return problem('formDateTooEarly', { min });
  if (max && dates.some((d) => compareCalendar(d, max) > 0)) return problem('formDateTooLate', { max });
  return null;
}

function checkPhone(value: unknown): FieldProblem | null {
  const key = typeof value === 'string' ? checkMobile(value) : 'mobileInvalid';
  return key ? problem(key) : null;
}

function boundsProblem(n: number, field: { min?: number; max?: number }): FieldProblem | null {
  if (field.min !== undefined && n < field.min) return problem('formTooSmall', { min: field.min });
  if (field.max !== undefined && n > field.max) return problem('formTooLarge', { max: field.max });
  return null;
}

function checkInteger(field: FieldOf<'Integer'>, value: unknown): FieldProblem | null {
  const n = parseInteger(value);
  return n === null ? problem('formIntegerInvalid') : boundsProblem(n, field);
}

function checkNumeric(field: FieldOf<'Numeric'>, value: unknown): FieldProblem | null {
  const decimal = parseDecimal(value);
  if (!decimal) return problem('formNumberInvalid');
  const { precision } = field;
  if (precision !== undefined && decimal.places > precision) {
    return precision === 0 ? problem('formIntegerInvalid') : problem('formPrecision', { precision });
  }
  return boundsProblem(decimal.value, field);
}

/** The extension of a file name, lower-cased, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function checkFiles(field: FieldOf<'Attachment'>, value: unknown): FieldProblem | null {
  if (!Array.isArray(value) || !value.every(isFileRef)) return problem('formInvalid');
  const { max_files: maxFiles, max_size: maxSize, accept } = field;
  if (maxFiles !== undefined && value.length > maxFiles) return problem('formFilesTooMany', { max: maxFiles });
  // An empty accept list is read as no restriction, like an absent one.
  if (accept?.length && value.some((f) => !accept.includes(fileExtension(f.name)))) return problem('formFileType');
  if (maxSize !== undefined && value.some((f) => f.size > maxSize)) return problem('formFileTooLarge', { size: formatFileSize(maxSize) });
  return null;
}

/** The first problem of a simple field's value; an empty value is a problem only when the field is required. */
export function checkFieldValue(field: SimpleField, value: unknown, regions?: RegionLookup): FieldProblem | null {
  if (isEmptyValue(field, value)) {
    if (!field.required) return null;
    return problem(field.type === 'PhoneNumber' ? 'mobileRequired' : 'formRequired');
  }
  switch (field.type) {
    case 'Input':
    case 'MultiInput':
      return checkText(field, value);
    case 'RichText':
      return checkRichText(field, value);
    case 'Radio':
    case 'Select':
      return checkOne(field.options, value);
    case 'SelectV2':
      return field.multiple ? checkMany(field, value) : checkOne(field.options, value);
    case 'Checkbox':
      return checkMany(field, value);
    case 'User':
      return checkPeople(field, value);
    case 'CountryV2':
      return checkRegion(field, value, regions);
    case 'Calendar':
      return checkCalendar(field, value);
    case 'PhoneNumber':
      return checkPhone(value);
    case 'Integer':
      return checkInteger(field, value);
    case 'Numeric':
      return checkNumeric(field, value);
    case 'Attachment':
      return checkFiles(field, value);
  }
}
