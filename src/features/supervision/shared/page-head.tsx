/** A supervision page's one heading, its intro, and what stands beside the heading (the export). */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';

export function PageHead({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <>
      <View className="ch-sv-head">
        <View className="ch-sv-head__title" {...roleProps('heading')} aria-level={1}>
          {title}
        </View>
        {children}
      </View>
      <Text className="ch-sv-intro">{intro}</Text>
    </>
  );
}
