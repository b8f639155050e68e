/**
 * The desktop header's place on the page (spec §2 Layouts, §9): it scrolls with the page until the layout's
 * distance (300 layout one, 70 layout two), then stays fixed at the top. Its box keeps the header's height, so the
 * page does not jump when the header leaves the flow. While fixed, its height is the page's
 * `--ch-fixed-header-height`, so what sticks to the top of the page (the start page's route) sticks below it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import { useScrolledPast } from './use-scrolled-past';
import './fixed-header.scss';

const HEIGHT = '--ch-fixed-header-height';

export function FixedHeader({ after, className, children }: { after: number; className: string; children: ReactNode }) {
  const box = useRef(null);
  const bar = useRef<unknown>(null);
  const fixed = useScrolledPast(after, box);
  useEffect(() => {
    if (!fixed || !(bar.current instanceof HTMLElement)) return;
    const el = bar.current;
    const root = document.documentElement.style;
    // Measured again as it changes (its images and fonts arrive, the window narrows).
    const publish = () => root.setProperty(HEIGHT, `${el.getBoundingClientRect().height}px`);
    publish();
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    watch?.observe(el);
    return () => {
      watch?.disconnect();
      root.removeProperty(HEIGHT);
    };
  }, [fixed]);
  return (
    <View ref={box} className={`ch-fixed-header ${className}`}>
      <View ref={bar} className={`ch-fixed-header__bar${fixed ? ' ch-fixed-header__bar--fixed' : ''}`} role="banner" data-testid="site-header" data-fixed={fixed ? 'true' : 'false'}>
        {children}
      </View>
    </View>
  );
}
