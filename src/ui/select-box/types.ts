import type { ControlA11y } from '../control-a11y';
import type { Choice } from '../choice-group/types';

export interface SelectBoxProps {
  a11y: ControlA11y;
  choices: Choice[];
  value: string | undefined;
  onChange(value: string | undefined): void;
  onBlur(): void;
  /** Shown while nothing is chosen (请选择). */
  placeholder: string;
  disabled?: boolean;
  /** The choices are data kept in one language only (region names): marked as user content, not interface text. */
  recorded?: boolean;
}
