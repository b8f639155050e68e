/** The mobile page frame: a compact top bar with the site and the user entry, the page, and the footer. */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import Image from '@/ui/image';
import { useTranslation } from '@/i18n';
import { useSiteConfig } from '@/stores/site-config';
import { FailureNotice } from '../shared/failure-notice';
import { LanguageSwitch } from '../shared/language-switch';
import { NavigationProgress } from '../shared/navigation-progress';
import { SiteFooter } from '../shared/site-footer';
import { usePageChrome } from '../shared/use-page-chrome';
import { UserEntry } from '../shared/user-entry';
import './mobile-frame.scss';

export function MobileFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageChrome(title);
  const config = useSiteConfig((s) => s.config);
  return (
    <View className="ch-mobile">
      <NavigationProgress />
      <View className="ch-mobile__bar" role="banner">
        <View className="ch-mobile__brand">
          {config?.logo_src ? <Image className="ch-mobile__logo" src={config.logo_src} alt="" /> : null}
          <Text className="ch-mobile__site">{config?.site_name ?? t('app.title')}</Text>
        </View>
        <View className="ch-mobile__side">
          <LanguageSwitch className="ch-mobile__lang" />
          <UserEntry onMobile />
        </View>
      </View>
      <View className="ch-mobile__main" role="main">
        {children}
      </View>
      <SiteFooter />
      <FailureNotice />
    </View>
  );
}
