import type { FC } from 'react';
import { Checkbox, Label, Text, View } from '@tarojs/components';
import type { WaitingChoiceProps } from './waiting-choice.types';

// The mini-program's check box, disabled; its screen reader reads the name and the reason from aria-label.
export const WaitingChoice: FC<WaitingChoiceProps> = ({ label, detail, testId }) => (
  <Label className="ch-form-choice ch-waiting-choice" data-testid={testId}>
    <Checkbox className="ch-form-choice__input" value="" disabled aria-label={`${label}，${detail}`} />
    <View className="ch-form-choice__text" aria-hidden>
      <Text className="ch-form-choice__label">{label}</Text>
      <Text className="ch-form-choice__detail">{detail}</Text>
    </View>
  </Label>
);
