/** A titled card of the personal centre; each section of the centre is one. */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import '../account.scss';

export interface SectionProps {
  /** Phones open forms as pages or bottom sheets, desktops as dialogs. */
  onMobile: boolean;
}

export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <View className="ch-personal__section" data-testid={testId}>
      <View className="ch-personal__section-title" role="heading" aria-level={2}>
        {title}
      </View>
      {children}
    </View>
  );
}
