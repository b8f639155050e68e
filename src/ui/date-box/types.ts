import type { CalendarMode } from '@contract/forms';
import type { ControlA11y } from '../control-a11y';

export interface DateBoxProps {
  a11y: ControlA11y;
  mode: CalendarMode;
  /** YYYY-MM-DD, or YYYY-MM-DD HH:mm; '' when empty. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** Bounds in either format (contract/forms/dates.ts). */
  min?: string;
  max?: string;
  placeholder: string;
  texts: { date: string; time: string };
}

/** A bound as the date part of a date, or a date-time's `YYYY-MM-DDTHH:mm` (an <input>'s min and max). */
export function inputBound(bound: string | undefined, mode: CalendarMode): string | undefined {
  if (!bound) return undefined;
  if (mode === 'date') return bound.slice(0, 10);
  return bound.length === 10 ? `${bound}T00:00` : bound.replace(' ', 'T');
}
