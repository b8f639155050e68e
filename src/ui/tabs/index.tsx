import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import type { TabsProps } from './types';
import './tabs.scss';

// A named tab list; the selected tab says so, and its content is the tab panel.
const Tabs: FC<TabsProps> = ({ items, activeKey, onChange, label }) => {
  const active = items.find((i) => i.key === activeKey) ?? items[0];
  return (
    <View className="ch-tabs">
      <View className="ch-tabs__bar" aria-role="tablist" aria-label={label}>
        {items.map((item) => {
          const selected = item.key === active?.key;
          return (
            <Text key={item.key} className={`ch-tabs__tab${selected ? ' ch-tabs__tab--active' : ''}`} onClick={() => onChange(item.key)} aria-role="tab" aria-selected={selected}>
              {item.title}
            </Text>
          );
        })}
      </View>
      <View aria-role="tabpanel" aria-label={active?.title}>
        {active?.content}
      </View>
    </View>
  );
};

export default Tabs;
