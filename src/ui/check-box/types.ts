export interface CheckBoxProps {
  /** The box's name: its visible text, or (with `hideLabel`) what a screen reader reads alone. */
  label: string;
  hideLabel?: boolean;
  /** A second line under the name, read as the box's description (why it cannot be chosen yet). */
  detail?: string;
  checked: boolean;
  /** Some of what it stands for is checked (a select-all box). */
  mixed?: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  testId?: string;
  className?: string;
}
