import type { SimpleField } from '@contract/forms';
import type { ControlA11y } from '@/ui/control-a11y';

/** A field's editing control: the value as the form holds it, and what to do when it changes or is left. */
export interface FieldProps<F extends SimpleField = SimpleField> {
  field: F;
  value: unknown;
  /** `undefined` clears the field; a function gets the value as it is then (an upload that ends later). */
  onChange(value: unknown | ((current: unknown) => unknown)): void;
  onBlur(): void;
  a11y: ControlA11y;
}

export type FieldOf<T extends SimpleField['type']> = Extract<SimpleField, { type: T }>;

/** A text as a text box shows it: numbers the server stored as numbers, nothing as ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** What a text box hands back: '' clears the field. */
export const fromText = (text: string): string | undefined => (text === '' ? undefined : text);

export function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
