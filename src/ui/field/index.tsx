import { Input, Text, View } from '@tarojs/components';
import type { FieldProps } from './types';
import './field.scss';

export default function Field({ label, value, onChange, onEnter, type = 'text', placeholder, error, hideLabel, testId, maxLength }: FieldProps) {
  return (
    <View className={`ch-field${error ? ' ch-field--error' : ''}`}>
      {hideLabel ? null : <Text className="ch-field__label">{label}</Text>}
      <Input
        className="ch-field__input"
        type="text"
        password={type === 'password'}
        value={value}
        placeholder={placeholder}
        maxlength={maxLength ?? 140}
        ariaLabel={label}
        confirmType={type === 'search' ? 'search' : 'done'}
        onInput={(e) => onChange(e.detail.value)}
        onConfirm={() => onEnter?.()}
        data-testid={testId}
      />
      {error ? <Text className="ch-field__error">{error}</Text> : null}
    </View>
  );
}
