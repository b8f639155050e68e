import type { ReactNode } from 'react';

export interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  kind?: 'primary' | 'default' | 'text';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** Submits the enclosing form on H5. */
  submit?: boolean;
  ariaLabel?: string;
  testId?: string;
  className?: string;
}
