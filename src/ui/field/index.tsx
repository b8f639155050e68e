import { useId, type FC } from 'react';
import { Input, Text, View } from '@tarojs/components';
import type { FieldProps } from './types';
import './field.scss';

// The mini-program's <input> is named by `aria-label` (it has no <label for>); its error is an alert the input
// points to, as on H5. The mini-program has no autofill hints, so `autoComplete` has nothing to set here.
const Field: FC<FieldProps> = ({ label, value, onChange, onEnter, onBlur, type = 'text', placeholder, error, hideLabel, testId, maxLength, autoFocus }) => {
  const errorId = `${useId()}-error`;
  return (
    <View className={`ch-field${error ? ' ch-field--error' : ''}`}>
      {hideLabel ? null : (
        <Text className="ch-field__label" aria-hidden>
          {label}
        </Text>
      )}
      <Input
        className="ch-field__input"
        type={type === 'digits' ? 'number' : 'text'}
        password={type === 'password'}
        value={value}
        placeholder={placeholder}
        maxlength={maxLength ?? 140}
        focus={autoFocus}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        confirmType={type === 'search' ? 'search' : 'done'}
        onInput={(e) => onChange(e.detail.value)}
        onConfirm={() => onEnter?.()}
        onBlur={() => onBlur?.()}
        data-testid={testId}
      />
      {error ? (
        <Text id={errorId} className="ch-field__error" aria-role="alert">
          {error}
        </Text>
      ) : null}
    </View>
  );
};

export default Field;
