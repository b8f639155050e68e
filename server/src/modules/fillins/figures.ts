/**
 * What a submission adds to its period's figures, pure: per field a summary kind (options for Radio, Select, SelectV2
 * and Checkbox; number for Integer and Numeric; date for Calendar), and for each submission the counts it adds under
 * keys: '' answered (with a number's value as sum and extremes), 'o:<value>' per option chosen, 'd:<YYYY-MM-DD>' per
 * day. A field of one choice adds no '' count: its options' counts sum to it (every submission writes these rows, so
 * fewer is faster). An edit moves the figures: the old submission's counts taken off, the new one's added (`moved`). Reading
 * sums them back into each field's summary (`summaries`).
 */
import type { FillFieldSummary } from '../../../../contract/calls/fillins';
import type { FormField, FormSchema, FormValues } from '../../../../contract/forms/schema';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { Lang } from '../../domain/lang';

export type SummaryKind = FillFieldSummary['kind'];

export interface Figure {
  field_id: string;
  key: string;
  n: number;
  sum: number | null;
  min: number | null;
  max: number | null;
}

/** A field answered with one option at most: its answered count is the sum of its options'. */
const singleChoice = (field: FormField) => field.type === 'Radio' || field.type === 'Select' || (field.type === 'SelectV2' && !field.multiple);

export function summaryKind(field: FormField): SummaryKind | null {
  switch (field.type) {
    case 'Radio':
    case 'Select':
    case 'SelectV2':
    case 'Checkbox':
      return 'options';
    case 'Integer':
    case 'Numeric':
      return 'number';
    case 'Calendar':
      return 'date';
    default:
      return null;
  }
}

const answered = (field_id: string, value: number | null = null): Figure => ({ field_id, key: '', n: 1, sum: value, min: value, max: value });
const counted = (field_id: string, key: string): Figure => ({ field_id, key, n: 1, sum: null, min: null, max: null });

/** The day a Calendar value falls on: a date, a date-time's date, a range's start. */
function dayOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && /^\d{4}-\d{2}-\d{2}/.test(first) ? first.slice(0, 10) : null;
}

/** The figures one submission's (checked) values add. */
export function figuresOf(schema: FormSchema, values: FormValues): Figure[] {
  const figures: Figure[] = [];
  for (const field of schema.fields) {
    const kind = summaryKind(field);
    const value = values[field.id];
    if (kind === null || value === undefined || value === null || value === '') continue;
    if (kind === 'number') {
      if (typeof value === 'number' && Number.isFinite(value)) figures.push(answered(field.id, value));
    } else if (kind === 'options') {
      const chosen = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');
      if (chosen.length === 0) continue;
      if (!singleChoice(field)) figures.push(answered(field.id));
      figures.push(...[...new Set(chosen)].map((v) => counted(field.id, `o:${v}`)));
    } else {
      const day = dayOf(value);
      if (day) figures.push(answered(field.id), counted(field.id, `d:${day}`));
    }
  }
  return figures;
}

/** Form numbers have at most 6 places (contract/forms/schema.ts NumericField): a difference is rounded back to them. */
const decimal = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The figures an edit moves: the new values' added, the old ones' taken off, per key (keys whose count does not move
 * and whose sum does not change are left out). Extremes come from the new values; those an old value set are read
 * again from the submissions (`stale`).
 */
export function moved(before: Figure[], after: Figure[]): { figures: Figure[]; stale: string[] } {
  const byKey = new Map<string, Figure>();
  const keyOf = (f: Figure) => `${f.field_id}\u0000${f.key}`;
  for (const f of after) byKey.set(keyOf(f), { ...f });
  for (const f of before) {
    const found = byKey.get(keyOf(f));
    if (found) {
      found.n -= f.n;
      found.sum = found.sum === null ? null : decimal(found.sum - (f.sum ?? 0));
    } else byKey.set(keyOf(f), { ...f, n: -f.n, sum: f.sum === null ? null : -f.sum, min: null, max: null });
  }
  const stale = before.filter((f) => f.min !== null && !after.some((a) => a.field_id === f.field_id && a.key === f.key && a.min === f.min)).map((f) => f.field_id);
  return { figures: [...byKey.values()].filter((f) => f.n !== 0 || (f.sum ?? 0) !== 0 || f.min !== null), stale: [...new Set(stale)] };
}

/** A field's figures as summed over departments, classes and shards. */
export type FieldTotal = Figure;

/** Each summarised field of the form with its figures: every option (those no longer offered too), numbers, days. */
export function summaries(schema: FormSchema, totals: FieldTotal[], lang: Lang): FillFieldSummary[] {
  const of = (fieldId: string) => totals.filter((t) => t.field_id === fieldId && t.n > 0);
  return schema.fields.flatMap((field): FillFieldSummary[] => {
    const kind = summaryKind(field);
    if (kind === null) return [];
    const rows = of(field.id);
    const whole = rows.find((r) => r.key === '');
    const answeredCount = singleChoice(field) ? rows.reduce((n, r) => n + (r.key.startsWith('o:') ? r.n : 0), 0) : (whole?.n ?? 0);
    const base = { field_id: field.id, label: inLanguage(field.label, field.label_en, lang), kind, answered: answeredCount, options: [], number: null, dates: [] };
    if (kind === 'options' && 'options' in field) {
      const count = (value: string) => rows.find((r) => r.key === `o:${value}`)?.n ?? 0;
      const offered = field.options.map((o) => ({ value: o.value, label: inLanguage(o.label, o.label_en, lang), count: count(o.value) }));
      const gone = rows.filter((r) => r.key.startsWith('o:') && !field.options.some((o) => `o:${o.value}` === r.key)).map((r) => ({ value: r.key.slice(2), label: r.key.slice(2), count: r.n }));
      return [{ ...base, options: [...offered, ...gone] }];
    }
    if (kind === 'number') {
      const number = whole && whole.sum !== null ? { sum: whole.sum, avg: Math.round((whole.sum / whole.n) * 100) / 100, min: whole.min ?? 0, max: whole.max ?? 0 } : null;
      return [{ ...base, number }];
    }
    const dates = rows.filter((r) => r.key.startsWith('d:')).map((r) => ({ day: r.key.slice(2), count: r.n })).sort((a, b) => a.day.localeCompare(b.day));
    return [{ ...base, dates }];
  });
}

/** The shard of a person's figures: the same for every submission of theirs, so an edit moves figures within one row. */
export function shardOf(uid: string, shards: number): number {
  let hash = 0;
  for (let i = 0; i < uid.length; i++) hash = (hash * 31 + uid.charCodeAt(i)) | 0;
  return Math.abs(hash) % shards;
}
