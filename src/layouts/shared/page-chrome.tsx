/**
 * What every layout wraps around its header and content: the page title and site config (usePageChrome), the
 * navigation progress, the banner of a session acting for someone else (spec §6), the footer, and the hosts of the
 * failure popups (spec §8) and the TOTP prompt (spec §8, e = 2).
 */
import { Suspense, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import { useSession } from '@/stores/session';
import { ActingBanner } from './acting-banner-lazy';
import { FailureNotice } from './failure-notice';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { TotpPrompt } from './totp-prompt';
import { usePageChrome } from './use-page-chrome';

/** The props every layout takes. */
export interface ChromeProps {
  title: string;
  children: ReactNode;
  /** Extra header entries, before the language switch and the user entry. */
  headerActions?: ReactNode;
  /** The sign-in button; the sign-in pages turn it off, being the form themselves. */
  signIn?: boolean;
}

export function PageChrome({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  usePageChrome(title);
  const acting = useSession((s) => Boolean(s.user?.actor));
  return (
    <View className={className}>
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
