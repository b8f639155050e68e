/** A new submission: each field's default, and each table with its `min_rows` rows ready to fill in. */
import type { FormField, FormSchema, FormValues, SimpleField } from './schema';

// Defaults are JSON; a copy keeps edits to the values out of the schema.
const copyOf = <T>(value: T): T => (typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value);

function defaultOf(field: SimpleField): unknown {
  if (!('default' in field) || field.default === undefined) return undefined;
  const value = field.default;
  // A SelectV2 default may be written either way; the value takes the field's shape.
  if (field.type === 'SelectV2') {
    if (field.multiple) return Array.isArray(value) ? [...value] : [value];
    return Array.isArray(value) ? value[0] : value;
  }
  return copyOf(value);
}

/** A row as a new row starts: the columns' defaults (an empty object when there are none). */
export function newRow(columns: readonly SimpleField[]): FormValues {
  return valuesOf(columns);
}

function valuesOf(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = field.type === 'RepeatTable' ? Array.from({ length: field.min_rows ?? 0 }, () => newRow(field.columns)) : defaultOf(field);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

export function initialValues(schema: FormSchema): FormValues {
  return valuesOf(schema.fields);
}
