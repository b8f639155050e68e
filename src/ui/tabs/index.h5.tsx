import { Tabs as AntTabs } from 'antd-mobile';
import type { TabsProps } from './types';
import './tabs.scss';

export default function Tabs({ items, activeKey, onChange, label }: TabsProps) {
  return (
    <div className="ch-tabs" aria-label={label}>
      <AntTabs activeKey={activeKey} onChange={onChange}>
        {items.map((item) => (
          <AntTabs.Tab key={item.key} title={item.title}>
            {item.content}
          </AntTabs.Tab>
        ))}
      </AntTabs>
    </div>
  );
}
