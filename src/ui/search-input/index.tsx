import type { FC } from 'react';
import { Input, View } from '@tarojs/components';
import { KEYWORD_MAX_LENGTH, type SearchInputProps } from './types';
import './search-input.scss';

// The mini-program's keyboard has no arrow keys: its search key is Enter. Its screen reader reads aria-role and
// aria-expanded from the input component.
export const SearchInput: FC<SearchInputProps> = ({ label, value, placeholder, onChange, onFocus, onBlur, onKey, expanded, testId }) => (
  <View className="ch-search-input">
    <View className="ch-search-input__icon" aria-hidden />
    <Input
      className="ch-search-input__box"
      type="text"
      confirmType="search"
      maxlength={KEYWORD_MAX_LENGTH}
      value={value}
      placeholder={placeholder}
      aria-role="combobox"
      aria-label={label}
      aria-expanded={expanded}
      onInput={(e) => onChange(e.detail.value)}
      onFocus={onFocus}
      onBlur={onBlur}
      onConfirm={() => onKey('Enter')}
      data-testid={testId}
    />
  </View>
);
