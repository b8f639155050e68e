/** A row of filter chips, one chosen (the hall's kinds and campuses). */
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';

export interface Chip {
  value: string;
  label: string;
  /** The label is the university's data (a campus name), not interface text. */
  recorded?: boolean;
}

interface Props {
  label: string;
  chips: Chip[];
  value: string;
  onChange(value: string): void;
  testId?: string;
}

export function Chips({ label, chips, value, onChange, testId }: Props) {
  return (
    <View className="ch-bk-chips" {...roleProps('group')} aria-label={label} data-testid={testId}>
      {chips.map((chip) => (
        <Pressable
          key={chip.value}
          className={`ch-bk-chip${chip.value === value ? ' ch-bk-chip--on' : ''}`}
          pressed={chip.value === value}
          onPress={() => onChange(chip.value)}
        >
          {chip.recorded ? <UserText text={chip.label} /> : chip.label}
        </Pressable>
      ))}
    </View>
  );
}
