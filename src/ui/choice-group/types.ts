import type { ControlA11y } from '../control-a11y';

export interface Choice {
  value: string;
  label: string;
  /** A second line (a person's number and department). */
  detail?: string;
}

export interface ChoiceGroupProps {
  a11y: ControlA11y;
  choices: Choice[];
  /** Check boxes, else radio buttons. */
  multiple: boolean;
  chosen: readonly string[];
  onChange(chosen: string[]): void;
  onBlur(): void;
  /** `inline`: the options of a form field side by side; `list`: one per line in a picker sheet. */
  variant?: 'inline' | 'list';
}

/** The chosen values after `value` was checked or unchecked, in the order of the choices. */
export function toggled(choices: readonly Choice[], chosen: readonly string[], value: string, multiple: boolean): string[] {
  if (!multiple) return [value];
  const next = new Set(chosen);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  const ordered = choices.map((c) => c.value).filter((v) => next.has(v));
  // Values no longer offered (a filtered list) stay chosen after the ones shown.
  return [...ordered, ...[...next].filter((v) => !ordered.includes(v))];
}
