import type { FC } from 'react';
import type { SelectBoxProps } from './types';
import '../control-focus.scss';

// A native <select>: phones open their own picker, keyboards and screen readers know it.
export const SelectBox: FC<SelectBoxProps> = ({ a11y, choices, value, onChange, onBlur, placeholder, disabled, recorded }) => (
  <div className="ch-form-select">
    <select
      id={a11y.id}
      className={`ch-form-input ch-form-select__box${value ? '' : ' ch-form-select__box--empty'}`}
      value={value ?? ''}
      disabled={disabled}
      aria-labelledby={a11y.labelledBy}
      aria-describedby={a11y.describedBy}
      aria-invalid={a11y.invalid || undefined}
      aria-required={a11y.required || undefined}
      onChange={(e) => {
        onChange(e.target.value || undefined);
        onBlur();
      }}
      onBlur={onBlur}
    >
      <option value="">{placeholder}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value} data-user-content={recorded ? '' : undefined}>
          {c.label}
        </option>
      ))}
    </select>
  </div>
);
