import type { FC } from 'react';
import type { TextBoxProps } from './types';
import '../control-focus.scss';

const INPUT_MODE = { text: undefined, integer: 'numeric', decimal: 'decimal', tel: 'tel' } as const;

// Native <input> and <textarea>: the name, description and invalid state sit on the element that has the focus.
export const TextBox: FC<TextBoxProps> = ({ a11y, value, onChange, onBlur, kind = 'text', signed, multiline, placeholder, maxLength, unit }) => {
  const common = {
    id: a11y.id,
    value,
    placeholder,
    maxLength,
    onBlur,
    'aria-labelledby': a11y.labelledBy,
    'aria-describedby': a11y.describedBy,
    'aria-invalid': a11y.invalid || undefined,
    'aria-required': a11y.required || undefined,
  };
  if (multiline) {
    return <textarea {...common} className="ch-form-input ch-form-input--multiline" rows={4} onChange={(e) => onChange(e.target.value)} />;
  }
  // A phone's numeric pad has no minus sign: a field that takes negative numbers gets the full keyboard.
  const inputMode = kind === 'integer' && signed ? 'text' : INPUT_MODE[kind];
  return (
    <div className="ch-form-input-wrap">
      <input
        {...common}
        className="ch-form-input"
        type={kind === 'tel' ? 'tel' : 'text'}
        inputMode={inputMode}
        autoComplete={kind === 'tel' ? 'tel' : 'off'}
        onChange={(e) => onChange(e.target.value)}
      />
      {unit ? (
        <span className="ch-form-input__unit" aria-hidden="true">
          {unit}
        </span>
      ) : null}
    </div>
  );
};
