import type { FC } from 'react';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup, Text, View } from '@tarojs/components';
import type { ChoiceGroupProps } from './types';
import '../control-focus.scss';

const BLUE = '#1d4ed8';

// The mini-program's own radio and checkbox groups; the group and each option carry their names for its screen reader.
export const ChoiceGroup: FC<ChoiceGroupProps> = ({ a11y, choices, multiple, chosen, onChange, onBlur, variant = 'inline' }) => {
  const options = choices.map((choice) => {
    const checked = chosen.includes(choice.value);
    const Control = multiple ? Checkbox : Radio;
    return (
      <Label key={choice.value} className={`ch-form-choice${checked ? ' ch-form-choice--checked' : ''}`}>
        <Control className="ch-form-choice__input" value={choice.value} checked={checked} color={BLUE} aria-label={choice.label} />
        <View className="ch-form-choice__text" aria-hidden>
          <Text className="ch-form-choice__label">{choice.label}</Text>
          {choice.detail ? <Text className="ch-form-choice__detail">{choice.detail}</Text> : null}
        </View>
      </Label>
    );
  });
  const group = {
    id: a11y.id,
    className: `ch-form-choices ch-form-choices--${variant}`,
    'aria-label': a11y.label,
    'aria-describedby': a11y.describedBy,
    'aria-invalid': a11y.invalid || undefined,
    'aria-required': a11y.required || undefined,
  };
  return multiple ? (
    <CheckboxGroup
      {...group}
      aria-role="group"
      onChange={(e) => {
        // The group reports what it shows as checked; values it does not show (a filtered list) stay chosen.
        const checked = new Set(e.detail.value as string[]);
        const unseen = chosen.filter((v) => !choices.some((c) => c.value === v));
        onChange([...choices.map((c) => c.value).filter((v) => checked.has(v)), ...unseen]);
        onBlur();
      }}
    >
      {options}
    </CheckboxGroup>
  ) : (
    <RadioGroup
      {...group}
      aria-role="radiogroup"
      onChange={(e) => {
        onChange([e.detail.value as string]);
        onBlur();
      }}
    >
      {options}
    </RadioGroup>
  );
};
