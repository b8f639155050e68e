/** Label and value rows (a booking's resource, time, place, fee): a description list on H5. */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <View className="ch-bk-facts">
      {facts.map((f) => (
        <View key={f.label} className="ch-bk-facts__row" data-testid={f.testId}>
          <Text className="ch-bk-facts__label">{f.label}</Text>
          <View className="ch-bk-facts__value">{f.value}</View>
        </View>
      ))}
    </View>
  );
}
