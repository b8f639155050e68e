import type { ControlA11y } from '../control-a11y';

/** The button that opens a picker sheet (searchable options, people): it reads as the field's name and what it shows. */
export interface PickerButtonProps {
  a11y: ControlA11y;
  text: string;
  /** Nothing chosen yet: `text` is the placeholder. */
  empty: boolean;
  expanded: boolean;
  onPress(): void;
}
