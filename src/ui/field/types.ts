export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  /** When the focus leaves the field (a value checked on the server as soon as it is typed). */
  onBlur?: () => void;
  /** `digits`: a code typed on the phone's number pad (one-time codes). */
  type?: 'text' | 'password' | 'search' | 'digits';
  placeholder?: string;
  error?: string | null;
  autoComplete?: string;
  /** Visually hidden label (still read by screen readers). */
  hideLabel?: boolean;
  testId?: string;
  maxLength?: number;
  /** Takes the focus when it appears: the first field of a step that replaced the one the user was in. */
  autoFocus?: boolean;
}
