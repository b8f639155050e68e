/**
 * Desktop layout of page version 2: header (logo, menu, header links, language, user), content, footer (spec §2).
 * Features reach it through slots that the page fills: more menu entries, header actions and a right rail.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { currentRoute, goTo, openExternal } from '@/platform/navigation';
import { HOME_ROUTE } from '@/routes';
import { useLinks } from '@/stores/links';
import { useSiteConfig } from '@/stores/site-config';
import Pressable from '@/ui/pressable';
import { PageChrome, type ChromeProps } from '../shared/page-chrome';
import { SiteLogo } from '../shared/site-logo';
import { UserEntry } from '../shared/user-entry';
import { LanguageSwitch } from '../shared/language-switch';
import './desktop-layout.scss';

export interface MenuItem {
  title: string;
  route: string;
}

interface Props extends ChromeProps {
  /** Menu entries after Home (spec §2 "Header and menu"). */
  menuItems?: MenuItem[];
  /** Shown beside the content (spec §2 "Right quick-navigation bar"). */
  rightRail?: ReactNode;
}

export function DesktopLayout({ title, children, menuItems = [], headerActions, rightRail, signIn = true }: Props) {
  const { t } = useTranslation();
  const config = useSiteConfig((s) => s.config);
  const headerLinks = useLinks(1);
  const here = currentRoute();
  const menu = [{ title: t('nav.home'), route: HOME_ROUTE }, ...menuItems];
  return (
    <PageChrome title={title} className="ch-desktop">
      <View className="ch-header" role="banner">
        <View className="ch-header__inner">
          <Pressable role="link" className="ch-header__brand" onPress={() => goTo(HOME_ROUTE)}>
            <SiteLogo className="ch-header__logo" />
            <Text className="ch-header__site">{config?.site_name ?? t('app.title')}</Text>
          </Pressable>
          <View className="ch-header__menu">
            {menu.map((item) => (
              <Pressable key={item.route} role="link" className={`ch-header__menu-item${item.route === here ? ' ch-header__menu-item--active' : ''}`} onPress={() => goTo(item.route)}>
                {item.title}
              </Pressable>
            ))}
          </View>
          <View className="ch-header__side">
            {headerLinks.map((link) => (
              <Pressable key={link.id} role="link" className="ch-header__link" onPress={() => openExternal(link.url)}>
                {link.name}
              </Pressable>
            ))}
            {headerActions}
            <LanguageSwitch className="ch-header__link" />
            <UserEntry signIn={signIn} />
          </View>
        </View>
      </View>
      <View className={`ch-desktop__body${rightRail ? ' ch-desktop__body--rail' : ''}`}>
        <View className="ch-desktop__main" role="main">
          {children}
        </View>
        {rightRail ? (
          <View className="ch-desktop__rail" role="complementary">
            {rightRail}
          </View>
        ) : null}
      </View>
    </PageChrome>
  );
}
