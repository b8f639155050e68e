/** The form designer's edits of a form, pure: new fields with their next id and sensible defaults, moves, removal. */
import { FIELD_TYPES, type FieldType, type FormField, type FormSchema } from '@contract/forms/schema';

export const PALETTE: readonly FieldType[] = FIELD_TYPES;
export const CHOICE_TYPES: readonly FieldType[] = ['Radio', 'Checkbox', 'Select', 'SelectV2'];

/** The number after the form's prefix in a field id: form1_7 → 7. */
const numberOf = (id: string) => Number(/_(\d+)$/.exec(id)?.[1] ?? 0);

/** The next free `form{X}_{Y}` id of the form (ids stay with their field, since records keep values by id). */
export function nextFieldId(form: FormSchema): string {
  const highest = form.fields.reduce((max, f) => Math.max(max, numberOf(f.id)), 0);
  return `form${form.form_no}_${highest + 1}`;
}

const options = (label: (n: number) => string) => [1, 2].map((n) => ({ value: `option${n}`, label: label(n) }));

/** A field of `type` with what it needs to be valid: a label, options for a choice, a column for a table. */
export function newField(type: FieldType, id: string, label: string, optionLabel: (n: number) => string): FormField {
  const base = { id, label };
  switch (type) {
    case 'Radio':
    case 'Checkbox':
    case 'Select':
    case 'SelectV2':
      return { ...base, type, options: options(optionLabel) } as FormField;
    case 'RepeatTable':
      return { ...base, type, columns: [{ id: `${id}_1`, type: 'Input', label: `${label} 1` }] };
    case 'Calendar':
      return { ...base, type, mode: 'date' };
    default:
      return { ...base, type } as FormField;
  }
}

export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The list with the item at `from` put at `to` (dragged there). */
export function placed<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The field with some properties changed; a property set to undefined or '' is left out, as the schema prefers. */
export function withProps(field: FormField, props: Record<string, unknown>): FormField {
  const next: Record<string, unknown> = { ...field, ...props };
  for (const [key, value] of Object.entries(props)) if (value === undefined || value === '') delete next[key];
  return next as unknown as FormField;
}
