/** A panel of the detail, named by its heading. */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <View className="ch-doc-panel" {...roleProps('region')} aria-label={title} data-testid={testId}>
      <View className="ch-doc-panel__title" {...roleProps('heading')} aria-level={2}>
        {title}
      </View>
      {children}
    </View>
  );
}
