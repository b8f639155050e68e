export interface CheckBoxProps {
  /** The box's name: its visible text, or (with `hideLabel`) what a screen reader reads alone. */
  label: string;
  hideLabel?: boolean;
  checked: boolean;
  /** Some of what it stands for is checked (a select-all box). */
  mixed?: boolean;
  onChange(checked: boolean): void;
  testId?: string;
  className?: string;
}
