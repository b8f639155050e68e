import { useId } from 'react';
import { Input } from 'antd-mobile';
import type { FieldProps } from './types';
import './field.scss';

export default function Field({ label, value, onChange, onEnter, type = 'text', placeholder, error, autoComplete, hideLabel, testId, maxLength }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`ch-field${error ? ' ch-field--error' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'ch-visually-hidden' : 'ch-field__label'}>
        {label}
      </label>
      <Input
        id={id}
        className="ch-field__input"
        type={type}
        value={value}
        onChange={onChange}
        onEnterPress={onEnter}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        clearable={type !== 'password'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
      />
      {error ? (
        <div id={errorId} className="ch-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
