/**
 * The desktop layouts (spec §2 Layouts): the page version chooses layout one (1) or layout two (2); inside the 5.0
 * main system the simple 5.0 header replaces both. Around the header: the global banner above it, the right
 * quick-navigation bar (layout one) and back-to-top. fromZzkh and hiddenHeader leave the header out.
 * Features reach the layout through slots the page fills (the search box, header actions, a right rail, the user
 * popup's account switches, the feedback and change-password dialogs): a layout never imports a feature.
 */
import { useId, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import { usePageVersion } from '@/stores/ui-settings';
import { useSiteConfig } from '@/stores/site-config';
import { headerHidden } from '@/stores/visit-flags';
import { BackToTop } from '../frame/back-to-top';
import { GlobalBanner } from '../frame/global-banner';
import { isMainSystem5 } from '../frame/menu-open';
import { RightNav } from '../frame/right-nav';
import { PageChrome, type ChromeProps } from '../shared/page-chrome';
import { SkipLink } from '../shared/skip-link';
import type { HeaderProps } from './header-props';
import { LayoutOneHeader } from './layout-one-header';
import { LayoutTwoHeader } from './layout-two-header';
import { SimpleHeader } from './simple-header';
import './desktop-layout.scss';

export interface DesktopLayoutProps extends ChromeProps, Omit<HeaderProps, 'signIn' | 'headerActions'> {
  /** Shown beside the content (the home page v2 sidebar). */
  rightRail?: ReactNode;
  /** Opens the feedback dialog, when the page has one: the right navigation then offers it. */
  onFeedback?: () => void;
}

export type DesktopVariant = 'one' | 'two' | 'simple';

export function useDesktopVariant(): DesktopVariant {
  const version = usePageVersion();
  const mainSystem5 = useSiteConfig((s) => isMainSystem5(s.config?.rh_config));
  if (mainSystem5) return 'simple';
  return version === 1 ? 'one' : 'two';
}

const HEADERS = { one: LayoutOneHeader, two: LayoutTwoHeader, simple: SimpleHeader };

export function DesktopLayout({ title, children, rightRail, onFeedback, signIn = true, ...header }: DesktopLayoutProps) {
  const variant = useDesktopVariant();
  const Header = HEADERS[variant];
  const withHeader = !headerHidden();
  // Unique per page: Taro keeps the earlier pages of the stack in the document.
  const mainId = `ch-main${useId().replace(/:/g, '')}`;
  return (
    <PageChrome title={title} className={`ch-desktop ch-desktop--${variant}`} first={<SkipLink targetId={mainId} />}>
      {withHeader ? (
        <>
          <GlobalBanner />
          <Header signIn={signIn} {...header} />
        </>
      ) : null}
      <View className={`ch-desktop__body${rightRail ? ' ch-desktop__body--rail' : ''}`}>
        {/* Named by the page's title for the pages whose heading is not a visible level-one heading. */}
        <View id={mainId} className="ch-desktop__main" role="main" aria-label={title}>
          {children}
        </View>
        {rightRail ? (
          <View className="ch-desktop__rail" role="complementary">
            {rightRail}
          </View>
        ) : null}
      </View>
      {variant === 'one' && withHeader ? <RightNav onFeedback={onFeedback} /> : null}
      <BackToTop />
    </PageChrome>
  );
}
