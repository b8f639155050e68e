import type { FC } from 'react';
import { Input, Text, Textarea, View } from '@tarojs/components';
import type { TextBoxProps } from './types';
import '../control-focus.scss';

// The mini-program's keyboards: `number` has no minus sign or point, `digit` has the point.
function keyboard(kind: TextBoxProps['kind'], signed?: boolean): 'text' | 'number' | 'digit' {
  if (signed || kind === 'text') return 'text';
  return kind === 'decimal' ? 'digit' : 'number';
}

export const TextBox: FC<TextBoxProps> = ({ a11y, value, onChange, onBlur, kind = 'text', signed, multiline, placeholder, maxLength, unit }) => {
  const common = {
    id: a11y.id,
    value,
    placeholder,
    // -1: no limit of the component's own (it stops at 140 by default); the validator counts.
    maxlength: maxLength ?? -1,
    focus: a11y.focused,
    onBlur: () => {
      a11y.onFocusDone?.();
      onBlur();
    },
    'aria-label': unit ? `${a11y.label} ${unit}` : a11y.label,
    'aria-describedby': a11y.describedBy,
    'aria-invalid': a11y.invalid || undefined,
    'aria-required': a11y.required || undefined,
  };
  if (multiline) {
    return <Textarea {...common} className="ch-form-input ch-form-input--multiline" autoHeight onInput={(e) => onChange(e.detail.value)} />;
  }
  return (
    <View className="ch-form-input-wrap">
      <Input {...common} className="ch-form-input" type={keyboard(kind, signed)} onInput={(e) => onChange(e.detail.value)} />
      {unit ? (
        <Text className="ch-form-input__unit" aria-hidden>
          {unit}
        </Text>
      ) : null}
    </View>
  );
};
