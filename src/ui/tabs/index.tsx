import { Text, View } from '@tarojs/components';
import type { TabsProps } from './types';
import './tabs.scss';

export default function Tabs({ items, activeKey, onChange }: TabsProps) {
  const active = items.find((i) => i.key === activeKey) ?? items[0];
  return (
    <View className="ch-tabs">
      <View className="ch-tabs__bar">
        {items.map((item) => (
          <Text key={item.key} className={`ch-tabs__tab${item.key === active?.key ? ' ch-tabs__tab--active' : ''}`} onClick={() => onChange(item.key)}>
            {item.title}
          </Text>
        ))}
      </View>
      <View>{active?.content}</View>
    </View>
  );
}
