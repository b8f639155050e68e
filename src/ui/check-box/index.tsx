import type { FC } from 'react';
import { Checkbox, CheckboxGroup, Label, Text, View } from '@tarojs/components';
import type { CheckBoxProps } from './types';
import './check-box.scss';

const BLUE = '#1d4ed8';

// The mini-program's check box reports its changes through a group: one group per box. Its screen reader reads the
// name, the description and the state from aria-label and aria-checked.
const CheckBox: FC<CheckBoxProps> = ({ label, hideLabel, detail, checked, mixed = false, disabled, onChange, testId, className }) => (
  <CheckboxGroup
    className={`ch-check${disabled ? ' ch-check--disabled' : ''}${className ? ` ${className}` : ''}`}
    onChange={(e) => onChange((e.detail.value as string[]).includes('on'))}
  >
    <Label className="ch-check__label">
      <Checkbox
        className="ch-check__box"
        value="on"
        checked={checked}
        disabled={disabled}
        color={BLUE}
        aria-role="checkbox"
        aria-checked={mixed ? 'mixed' : checked}
        aria-disabled={disabled || undefined}
        aria-label={detail ? `${label}，${detail}` : label}
        data-testid={testId}
      />
      {hideLabel ? null : (
        <View className="ch-check__text" aria-hidden>
          <Text className="ch-check__name">{label}</Text>
          {detail ? <Text className="ch-check__detail">{detail}</Text> : null}
        </View>
      )}
    </Label>
  </CheckboxGroup>
);

export default CheckBox;
