export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  type?: 'text' | 'password' | 'search';
  placeholder?: string;
  error?: string | null;
  autoComplete?: string;
  /** Visually hidden label (still read by screen readers). */
  hideLabel?: boolean;
  testId?: string;
  maxLength?: number;
}
