import { useId, type FC } from 'react';
import type { FieldProps } from './types';
import './field.scss';

// A native <input>: antd-mobile's Input puts aria-* attributes on its wrapper, where screen readers never see them.
const Field: FC<FieldProps> = ({ label, value, onChange, onEnter, onBlur, type = 'text', placeholder, error, autoComplete, hideLabel, testId, maxLength, autoFocus }) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`ch-field${error ? ' ch-field--error' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'ch-visually-hidden' : 'ch-field__label'}>
        {label}
      </label>
      <input
        id={id}
        className="ch-field__input"
        type={type === 'digits' ? 'text' : type}
        inputMode={type === 'digits' ? 'numeric' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) onEnter?.();
        }}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
        enterKeyHint={type === 'search' ? 'search' : undefined}
      />
      {error ? (
        <div id={errorId} className="ch-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
};

export default Field;
