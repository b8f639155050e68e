/**
 * A top-menu entry with children where there is no keyboard (the mini-program, which shows no desktop layout but
 * builds the menu): the entry's own link and its children's links. The H5 twin is the keyboard menu button.
 */
import { View } from '@tarojs/components';
import Pressable from '@/ui/pressable';
import type { SubmenuProps } from './submenu.types';

export function Submenu({ className, link, entries }: SubmenuProps) {
  return (
    <View className={className}>
      {link}
      <View className="ch-menu-bar__children">
        {entries.map((entry) => (
          <Pressable key={entry.key} className="ch-menu-bar__child" role="link" testId={`menu-${entry.key}`} onPress={entry.run}>
            {entry.label}
          </Pressable>
        ))}
      </View>
    </View>
  );
}
