/** The card that says an action went through: a check mark, the outcome as the page's heading, then what follows. */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';

export function ResultCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <View className="ch-matter-card ch-result" data-testid={testId}>
      <Text className="ch-result__mark" aria-hidden="true">
        ✓
      </Text>
      <View className="ch-result__title" {...roleProps('heading')} aria-level={1}>
        {title}
      </View>
      {children}
    </View>
  );
}
