/** The first line of a list row: its title, opening where the row leads (rules/item-target.ts), and its tags. */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import type { ItemTarget } from '../rules/item-target';

/** `userTitle`: the title is an application's, which its applicant wrote (user content), not a service's name. */
export function RowHead({ title, userTitle, target, children }: { title: string; userTitle?: boolean; target: ItemTarget | null; children: ReactNode }) {
  const shown = userTitle ? <UserText text={title} /> : title;
  return (
    <View className="ch-row__main">
      {target ? (
        <Pressable role="link" className="ch-row__title" onPress={() => goTo(target.route, target.query)}>
          {shown}
        </Pressable>
      ) : (
        <View className="ch-row__title">{shown}</View>
      )}
      <View className="ch-row__tags">{children}</View>
    </View>
  );
}
