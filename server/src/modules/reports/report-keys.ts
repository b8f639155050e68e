/**
 * The keys of a report's dimensions and measures (contract/calls/reports.ts ReportDetail) and which of them each
 * source offers:
 * - applications: department (the applicant's), status, service (over every service), period:day|week|month (when
 *   made), field:<id> for a Radio, Select, Checkbox or SelectV2 field of the service's form; measures count,
 *   sum:<id> and avg:<id> for an Integer or Numeric field;
 * - efficiency: service, department (the service's office), period:*; measures count, avg_hours, p90_hours;
 * - fillins: department, period (the mission's periods); measures count (submitted) and rate (submitted of due).
 * A stored key the source no longer offers (a field removed from the form) is left out of what the report offers.
 */
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { ReportSource } from '../../../../contract/calls/reports';
import type { FormSchema } from '../../../../contract/forms/schema';
import type { Lang } from '../../domain/lang';
import { reportWord } from './report-words';

export type PeriodUnit = 'day' | 'week' | 'month';

export type Dimension =
  | { kind: 'department' }
  | { kind: 'status' }
  | { kind: 'service' }
  | { kind: 'period'; unit: PeriodUnit }
  | { kind: 'field'; field: string }
  | { kind: 'missionPeriod' };

export type Measure = { kind: 'count' } | { kind: 'sum' | 'avg'; field: string } | { kind: 'avg_hours' } | { kind: 'p90_hours' } | { kind: 'rate' };

const FIELD_ID = '(form[0-9]+_[0-9]+)';

export function parseDimension(key: string): Dimension | null {
  if (key === 'department' || key === 'status' || key === 'service') return { kind: key };
  if (key === 'period') return { kind: 'missionPeriod' };
  const period = /^period:(day|week|month)$/.exec(key);
  if (period) return { kind: 'period', unit: period[1] as PeriodUnit };
  const field = new RegExp(`^field:${FIELD_ID}$`).exec(key);
  return field ? { kind: 'field', field: field[1] } : null;
}

export function parseMeasure(key: string): Measure | null {
  if (key === 'count' || key === 'avg_hours' || key === 'p90_hours' || key === 'rate') return { kind: key };
  const numeric = new RegExp(`^(sum|avg):${FIELD_ID}$`).exec(key);
  return numeric ? { kind: numeric[1] as 'sum' | 'avg', field: numeric[2] } : null;
}

/** A choice field's options, or a number field's unit, in the reader's language. */
export interface ChoiceField {
  label: string;
  options: Map<string, string>;
  /** Several options in one value (a Checkbox, a multiple SelectV2). */
  multiple: boolean;
}
export interface NumberField {
  label: string;
  unit: string;
}

/** What a report's keys are read against: its source, whether it reads one service, and that service's form. */
export interface KeyContext {
  source: ReportSource;
  oneService: boolean;
  choices: Map<string, ChoiceField>;
  numbers: Map<string, NumberField>;
}

/** The choice and number fields of a form (its top level: a table's columns are rows, not one value), named for the reader. */
export function formFields(schema: FormSchema | undefined, lang: Lang): Pick<KeyContext, 'choices' | 'numbers'> {
  const choices = new Map<string, ChoiceField>();
  const numbers = new Map<string, NumberField>();
  for (const f of schema?.fields ?? []) {
    const label = inLanguage(f.label, f.label_en, lang);
    if (f.type === 'Radio' || f.type === 'Select' || f.type === 'Checkbox' || f.type === 'SelectV2') {
      const multiple = f.type === 'Checkbox' || (f.type === 'SelectV2' && f.multiple === true);
      choices.set(f.id, { label, options: new Map(f.options.map((o) => [o.value, inLanguage(o.label, o.label_en, lang)])), multiple });
    } else if (f.type === 'Integer' || f.type === 'Numeric') {
      numbers.set(f.id, { label, unit: (lang === 'en' ? f.unit_en || f.unit : f.unit) ?? '' });
    }
  }
  return { choices, numbers };
}

/** Whether the report's source offers the dimension. */
export function offersDimension(ctx: KeyContext, d: Dimension): boolean {
  switch (d.kind) {
    case 'department':
    case 'period':
      return ctx.source !== 'fillins' || d.kind === 'department';
    case 'status':
      return ctx.source === 'applications';
    case 'service':
      return ctx.source === 'efficiency' || (ctx.source === 'applications' && !ctx.oneService);
    case 'field':
      return ctx.source === 'applications' && ctx.choices.has(d.field);
    case 'missionPeriod':
      return ctx.source === 'fillins';
  }
}

export function offersMeasure(ctx: KeyContext, m: Measure): boolean {
  switch (m.kind) {
    case 'count':
      return true;
    case 'sum':
    case 'avg':
      return ctx.source === 'applications' && ctx.numbers.has(m.field);
    case 'avg_hours':
    case 'p90_hours':
      return ctx.source === 'efficiency';
    case 'rate':
      return ctx.source === 'fillins';
  }
}

export function dimensionLabel(ctx: KeyContext, d: Dimension, lang: Lang): string {
  switch (d.kind) {
    case 'department':
      return reportWord(lang, ctx.source === 'efficiency' ? 'office' : 'department');
    case 'status':
    case 'service':
      return reportWord(lang, d.kind);
    case 'period':
      return reportWord(lang, `period:${d.unit}`);
    case 'field':
      return ctx.choices.get(d.field)?.label ?? d.field;
    case 'missionPeriod':
      return reportWord(lang, 'period');
  }
}

export function measureLabel(ctx: KeyContext, m: Measure, lang: Lang): string {
  switch (m.kind) {
    case 'count':
      return reportWord(lang, ctx.source === 'efficiency' ? 'countDecided' : ctx.source === 'fillins' ? 'countSubmitted' : 'count');
    case 'sum':
    case 'avg':
      return reportWord(lang, m.kind, { field: ctx.numbers.get(m.field)?.label ?? m.field });
    default:
      return reportWord(lang, m.kind);
  }
}

/** The measure's unit in the reader's language: '' for a count. */
export function measureUnit(ctx: KeyContext, m: Measure, lang: Lang): string {
  switch (m.kind) {
    case 'count':
      return '';
    case 'sum':
    case 'avg':
      return ctx.numbers.get(m.field)?.unit ?? '';
    case 'avg_hours':
    case 'p90_hours':
      return reportWord(lang, 'hours');
    case 'rate':
      return reportWord(lang, 'percent');
  }
}

/** Counts and sums add up over periods, so a period without records is a zero; an average of nothing is no point at all. */
export const additive = (m: Measure): boolean => m.kind === 'count' || m.kind === 'sum';
