/** The first line of a list row: its title, opening where the row leads (rules/item-target.ts), and its tags. */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import Pressable from '@/ui/pressable';
import type { ItemTarget } from '../rules/item-target';

export function RowHead({ title, target, children }: { title: string; target: ItemTarget | null; children: ReactNode }) {
  return (
    <View className="ch-row__main">
      {target ? (
        <Pressable role="link" className="ch-row__title" onPress={() => goTo(target.route, target.query)}>
          {title}
        </Pressable>
      ) : (
        <View className="ch-row__title">{title}</View>
      )}
      <View className="ch-row__tags">{children}</View>
    </View>
  );
}
