import type { ControlA11y } from '../control-a11y';

export interface TextBoxProps {
  a11y: ControlA11y;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** Which keyboard a phone shows: letters, digits (with a minus sign when `signed`), a decimal point, a phone pad. */
  kind?: 'text' | 'integer' | 'decimal' | 'tel';
  signed?: boolean;
  multiline?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Shown after the box: 天, 元. */
  unit?: string;
}
