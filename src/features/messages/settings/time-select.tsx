/** A time chosen from a list, named by its visible label: the shared select box (a native <select> on H5). */
import { useId } from 'react';
import { Text, View } from '@tarojs/components';
import type { Choice } from '@/ui/choice-group/types';
import { plainId } from '@/ui/control-a11y';
import { SelectBox } from '@/ui/select-box';

interface Props {
  label: string;
  choices: Choice[];
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** The id of the error that describes it, while there is one. */
  error?: string;
}

export function TimeSelect({ label, choices, value, onChange, placeholder, error }: Props) {
  const id = plainId(useId());
  return (
    <View className="ch-msg-settings__time">
      <Text id={`${id}-label`} className="ch-msg-settings__time-label">
        {label}
      </Text>
      <SelectBox
        a11y={{ id: `${id}-control`, labelledBy: `${id}-label`, label, describedBy: error, invalid: Boolean(error), required: true }}
        choices={choices}
        value={value || undefined}
        // The placeholder is no time: choosing it keeps the one there was.
        onChange={(next) => next && onChange(next)}
        onBlur={() => undefined}
        placeholder={placeholder}
      />
    </View>
  );
}
