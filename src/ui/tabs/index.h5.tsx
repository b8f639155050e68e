import { useId, useRef, type FC, type KeyboardEvent } from 'react';
import type { TabsProps } from './types';
import './tabs.scss';

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

// Native tabs after the WAI-ARIA tabs pattern (arrow keys, Home, End). antd-mobile's Tabs would bring an animation
// library into the first load of the home page (issue 5).
const Tabs: FC<TabsProps> = ({ items, activeKey, onChange, label }) => {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, items.length);
    onChange(items[next].key);
    buttons.current[next]?.focus();
  };

  return (
    <div className="ch-tabs">
      <div className="ch-tabs__bar" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`ch-tabs__tab${selected ? ' ch-tabs__tab--active' : ''}`}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.title}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={active ? `${id}-${active.key}` : undefined}>
        {active?.content}
      </div>
    </div>
  );
};

export default Tabs;
