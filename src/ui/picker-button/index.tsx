import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import type { PickerButtonProps } from './types';
import '../control-focus.scss';

export const PickerButton: FC<PickerButtonProps> = ({ a11y, text, empty, expanded, onPress }) => (
  <View
    id={a11y.id}
    className={`ch-form-input ch-form-picker${empty ? ' ch-form-picker--empty' : ''}`}
    aria-role="button"
    aria-label={`${a11y.label} ${text}`}
    aria-describedby={a11y.describedBy}
    aria-expanded={expanded}
    aria-invalid={a11y.invalid || undefined}
    aria-required={a11y.required || undefined}
    hoverClass="ch-form-picker--pressed"
    onClick={onPress}
  >
    <Text className="ch-form-picker__text">{text}</Text>
    <View className="ch-form-picker__arrow" aria-hidden />
  </View>
);
