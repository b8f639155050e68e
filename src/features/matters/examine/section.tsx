/** A card of the examine page with its heading (hidden when the card's own control already says it). */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';

interface Props {
  title: string;
  children: ReactNode;
  className?: string;
  hideTitle?: boolean;
  testId?: string;
}

export function Section({ title, children, className, hideTitle, testId }: Props) {
  return (
    <View className={`ch-matter-card ch-exam-section${className ? ` ${className}` : ''}`} data-testid={testId}>
      <View className={hideTitle ? 'ch-visually-hidden' : 'ch-matter-card__title'} {...roleProps('heading')} aria-level={2}>
        {title}
      </View>
      {children}
    </View>
  );
}
