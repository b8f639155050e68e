/** A fill-in page's one heading, with a way back above it, what stands by it (a status) and an action at the row's end. */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Pressable from '@/ui/pressable';

interface Props {
  title: ReactNode;
  back?: { label: string; route: string; query?: Record<string, string | number> };
  /** What stands right by the title (a status). */
  beside?: ReactNode;
  /** What stands at the row's far end (an action). */
  children?: ReactNode;
}

export function FillHead({ title, back, beside, children }: Props) {
  return (
    <View className="ch-fill-head">
      {back ? (
        <Pressable role="link" className="ch-fill-back" onPress={() => goTo(back.route, back.query)} testId="fill-back">
          {back.label}
        </Pressable>
      ) : null}
      <View className="ch-fill-head__row">
        <View className="ch-fill-head__title" {...roleProps('heading')} aria-level={1}>
          {title}
        </View>
        {beside}
        {children ? <View className="ch-fill-head__end">{children}</View> : null}
      </View>
    </View>
  );
}
