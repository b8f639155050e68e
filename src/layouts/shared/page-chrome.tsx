/**
 * What every layout wraps around its header and content: the page title and site config (usePageChrome), the focus
 * and the title's announcement when the page opens (useRouteFocus), what comes first (a skip link), the navigation
 * progress, the banner of a session acting for someone else (spec §6), the footer, and the hosts of the
 * failure popups (spec §8) and the TOTP prompt (spec §8, e = 2).
 */
import { Suspense, useRef, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import { useSession } from '@/stores/session';
import { ActingBanner } from './acting-banner-lazy';
import { FailureNotice } from './failure-notice';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { TotpPrompt } from './totp-prompt';
import { usePageChrome } from './use-page-chrome';
import { useRouteFocus } from './use-route-focus';

/** The props every layout takes. */
export interface ChromeProps {
  title: string;
  children: ReactNode;
  /** Extra header entries, before the language switch and the user entry. */
  headerActions?: ReactNode;
  /** The sign-in button; the sign-in pages turn it off, being the form themselves. */
  signIn?: boolean;
}

interface Props {
  title: string;
  className: string;
  /** The page's first Tab stop (the desktop's skip link). */
  first?: ReactNode;
  children: ReactNode;
}

export function PageChrome({ title, className, first, children }: Props) {
  usePageChrome(title);
  const root = useRef(null);
  useRouteFocus(root, title);
  const acting = useSession((s) => Boolean(s.user?.actor));
  return (
    <View ref={root} className={className}>
      {first}
      <NavigationProgress />
      {acting ? (
        <Suspense fallback={null}>
          <ActingBanner />
        </Suspense>
      ) : null}
      {children}
      <SiteFooter />
      <FailureNotice />
      <TotpPrompt />
    </View>
  );
}
