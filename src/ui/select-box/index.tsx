import type { FC } from 'react';
import { Picker, Text, View } from '@tarojs/components';
import type { SelectBoxProps } from './types';
import '../control-focus.scss';

// The mini-program's own picker. What it shows is read as one button: the field's name and the choice.
export const SelectBox: FC<SelectBoxProps> = ({ a11y, choices, value, onChange, onBlur, placeholder, disabled, recorded }) => {
  const index = choices.findIndex((c) => c.value === value);
  const shown = index >= 0 ? choices[index].label : placeholder;
  return (
    <Picker
      mode="selector"
      range={choices.map((c) => c.label)}
      value={Math.max(index, 0)}
      disabled={disabled}
      onChange={(e) => {
        onChange(choices[Number(e.detail.value)]?.value);
        onBlur();
      }}
      onCancel={onBlur}
    >
      <View
        id={a11y.id}
        className={`ch-form-input ch-form-select__box${index >= 0 ? '' : ' ch-form-select__box--empty'}`}
        aria-role="button"
        aria-label={`${a11y.label} ${shown}`}
        aria-describedby={a11y.describedBy}
        aria-invalid={a11y.invalid || undefined}
        aria-required={a11y.required || undefined}
        aria-disabled={disabled || undefined}
      >
        <Text data-user-content={recorded && index >= 0 ? '' : undefined}>{shown}</Text>
      </View>
    </Picker>
  );
};
