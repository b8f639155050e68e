/** Desktop layout of page version 2: header (logo, menu, header links, language, user), content, footer (spec §2). */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import Image from '@/ui/image';
import { useTranslation } from '@/i18n';
import { useLinks } from '@/features/home/use-home-data';
import { goTo, openExternal } from '@/platform/navigation';
import { HOME_ROUTE } from '@/routes';
import { useSiteConfig } from '@/stores/site-config';
import Pressable from '@/ui/pressable';
import { FailureNotice } from '../shared/failure-notice';
import { LanguageSwitch } from '../shared/language-switch';
import { NavigationProgress } from '../shared/navigation-progress';
import { SiteFooter } from '../shared/site-footer';
import { usePageChrome } from '../shared/use-page-chrome';
import { UserEntry } from '../shared/user-entry';
import './desktop-layout.scss';

export function DesktopLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageChrome(title);
  const config = useSiteConfig((s) => s.config);
  const headerLinks = useLinks(1);
  return (
    <View className="ch-desktop">
      <NavigationProgress />
      <View className="ch-header" role="banner">
        <View className="ch-header__inner">
          <Pressable role="link" className="ch-header__brand" onPress={() => goTo(HOME_ROUTE)}>
            {config?.logo_src ? <Image className="ch-header__logo" src={config.logo_src} alt="" /> : null}
            <Text className="ch-header__site">{config?.site_name ?? t('app.title')}</Text>
          </Pressable>
          <View className="ch-header__menu">
            <Pressable role="link" className="ch-header__menu-item ch-header__menu-item--active" onPress={() => goTo(HOME_ROUTE)}>
              {t('nav.home')}
            </Pressable>
          </View>
          <View className="ch-header__side">
            {headerLinks.data.map((link) => (
              <Pressable key={link.id} role="link" className="ch-header__link" onPress={() => openExternal(link.url)}>
                {link.name}
              </Pressable>
            ))}
            <LanguageSwitch className="ch-header__link" />
            <UserEntry onMobile={false} />
          </View>
        </View>
      </View>
      <View className="ch-desktop__main" role="main">
        {children}
      </View>
      <SiteFooter />
      <FailureNotice />
    </View>
  );
}
