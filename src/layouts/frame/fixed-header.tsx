/**
 * The desktop header's place on the page (spec §2 Layouts, §9): it scrolls with the page until the layout's
 * distance (300 layout one, 70 layout two), then stays fixed at the top. Its box keeps the header's height, so the
 * page does not jump when the header leaves the flow.
 */
import { useRef, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import { useScrolledPast } from './use-scrolled-past';
import './fixed-header.scss';

export function FixedHeader({ after, className, children }: { after: number; className: string; children: ReactNode }) {
  const box = useRef(null);
  const fixed = useScrolledPast(after, box);
  return (
    <View ref={box} className={`ch-fixed-header ${className}`}>
      <View className={`ch-fixed-header__bar${fixed ? ' ch-fixed-header__bar--fixed' : ''}`} role="banner" data-testid="site-header" data-fixed={fixed ? 'true' : 'false'}>
        {children}
      </View>
    </View>
  );
}
