/** A document page's one heading, with what stands beside it (a new dispatch, a way back). */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';

export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <View className="ch-doc-head">
      <View className="ch-doc-head__title" {...roleProps('heading')} aria-level={1}>
        {title}
      </View>
      {children}
    </View>
  );
}
