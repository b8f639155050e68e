import type { FC } from 'react';
import { Checkbox, CheckboxGroup, Label, Text } from '@tarojs/components';
import type { CheckBoxProps } from './check-box.types';

const BLUE = '#1d4ed8';

// The mini-program's check box reports its changes through a group: one group per box. Its screen reader reads the
// name and state from aria-label and aria-checked.
export const CheckBox: FC<CheckBoxProps> = ({ label, hideLabel, checked, mixed = false, onChange, testId, className }) => (
  <CheckboxGroup className={`ch-check${className ? ` ${className}` : ''}`} onChange={(e) => onChange((e.detail.value as string[]).includes('on'))}>
    <Label className="ch-check__label">
      <Checkbox
        className="ch-check__box"
        value="on"
        checked={checked}
        color={BLUE}
        aria-role="checkbox"
        aria-checked={mixed ? 'mixed' : checked}
        aria-label={label}
        data-testid={testId}
      />
      {hideLabel ? null : (
        <Text className="ch-check__text" aria-hidden>
          {label}
        </Text>
      )}
    </Label>
  </CheckboxGroup>
);
