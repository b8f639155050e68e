/** The frame of a list page's content: its heading and a panel, a desktop column, a phone's full width, or the personal variant's body (spec §2). */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import '../matters.scss';
import './lists.scss';

interface Props {
  title: string;
  onMobile: boolean;
  personal?: boolean;
  children: ReactNode;
}

export function ListPage({ title, onMobile, personal, children }: Props) {
  return (
    <View className={`ch-matter ch-matter--${onMobile ? 'mobile' : 'desktop'}${personal ? ' ch-matter--personal' : ''} ch-lists`}>
      <View className="ch-lists__title" {...roleProps('heading')} aria-level={1}>
        {title}
      </View>
      <View className="ch-matter-card ch-lists__panel">{children}</View>
    </View>
  );
}
