import type { FC } from 'react';
import { inputBound, type DateBoxProps } from './types';
import '../control-focus.scss';

// The browser's own date and date-time inputs: a calendar on desktops, the system wheel on phones, and typed dates
// for keyboards. A date-time input speaks `YYYY-MM-DDTHH:mm`; the form keeps `YYYY-MM-DD HH:mm`.
export const DateBox: FC<DateBoxProps> = ({ a11y, mode, value, onChange, onBlur, min, max }) => (
  <input
    id={a11y.id}
    className={`ch-form-input ch-form-date${value ? '' : ' ch-form-date--empty'}`}
    type={mode === 'date' ? 'date' : 'datetime-local'}
    value={mode === 'date' ? value : value.replace(' ', 'T')}
    min={inputBound(min, mode)}
    max={inputBound(max, mode)}
    aria-labelledby={a11y.labelledBy}
    aria-describedby={a11y.describedBy}
    aria-invalid={a11y.invalid || undefined}
    aria-required={a11y.required || undefined}
    onChange={(e) => onChange(e.target.value.replace('T', ' '))}
    onBlur={onBlur}
  />
);
