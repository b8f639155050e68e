/**
 * The form as the reader may see it: each field as label and value, worded as the product's templates word values
 * (contract/forms/template.ts: options by their labels, people by name, dates as ranges, rich text as plain text),
 * and each RepeatTable as a table whose cells wrap. A table of more than 5 columns is printed on landscape pages;
 * what follows it starts a portrait page again (Writer.ensure).
 */
import { regionLookup } from '../../../../../contract/forms/region-data';
import type { FormSchema, FormValues, RepeatTableField, SimpleField } from '../../../../../contract/forms/schema';
import { renderTemplate } from '../../../../../contract/forms/template';
import type { Lang } from '../../../domain/lang';
import { say } from '../texts';
import { drawTable } from './table';
import { COLORS, type Writer } from '../../../pdf/writer';

/** Tables wider than this many columns are printed across a landscape page. */
export const PORTRAIT_MAX_COLUMNS = 5;

/** A value as text. Templates name form fields only (form{X}_{Y}), so a table cell is worded as one under a stand-in id. */
export function fieldText(field: SimpleField, value: unknown, lang: Lang): string {
  const id = 'form0_0';
  return renderTemplate(`{${id}}`, { schema: { form_no: 0, fields: [{ ...field, id }] }, values: { [id]: value }, lang, regions: regionLookup });
}

function drawPair(w: Writer, label: string, value: string, labelWidth: number): void {
  const valueWidth = w.width - labelWidth - 8;
  w.regular(10);
  const height = Math.max(w.measure(label, labelWidth), w.measure(value, valueWidth)) + 8;
  w.ensure(Math.min(height, w.pageRoom()));
  const y = w.y + 4;
  w.regular(10, COLORS.muted).put(label, w.left, y, labelWidth);
  w.regular(10).put(value, w.left + labelWidth + 8, y, valueWidth);
  const end = Math.min(y + height - 4, w.bottom);
  w.doc.moveTo(w.left, end).lineTo(w.left + w.width, end).lineWidth(0.4).strokeColor(COLORS.rule).stroke();
  w.y = end;
}

function drawRepeatTable(w: Writer, field: RepeatTableField, value: unknown, lang: Lang): void {
  const rows = Array.isArray(value) ? (value as FormValues[]) : [];
  const wide = field.columns.length > PORTRAIT_MAX_COLUMNS;
  w.ensure(60, wide ? 'landscape' : 'portrait');
  w.bold(10).put(field.label, w.left, w.y + 6, w.width);
  w.y += w.measure(field.label, w.width) + 10;
  if (rows.length === 0) {
    w.regular(10, COLORS.muted).put(say(lang, 'empty'), w.left, w.y, w.width);
    w.y += 18;
  } else {
    drawTable(w, {
      layout: wide ? 'landscape' : 'portrait',
      columns: [{ label: '#', share: 0.4 }, ...field.columns.map((c) => ({ label: c.label, share: 1 }))],
      rows: rows.map((row, i) => [String(i + 1), ...field.columns.map((c) => fieldText(c, row?.[c.id], lang) || say(lang, 'empty'))]),
    });
  }
  w.y += 6;
}

/** Every field of the reader's view of the form, in order. */
export function drawFields(w: Writer, schema: FormSchema, values: FormValues): void {
  const { lang } = w;
  w.section(say(lang, 'form'));
  if (schema.fields.length === 0) {
    w.regular(10, COLORS.muted).put(say(lang, 'noFields'), w.left, w.y, w.width);
    w.y += 18;
    return;
  }
  const labelWidth = lang === 'en' ? 150 : 120;
  for (const field of schema.fields) {
    if (field.type === 'RepeatTable') drawRepeatTable(w, field, values[field.id], lang);
    else drawPair(w, field.label, fieldText(field, values[field.id], lang) || say(lang, 'empty'), labelWidth);
  }
  w.y += 8;
}
