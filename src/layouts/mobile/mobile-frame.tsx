/** The mobile page frame: a compact top bar with the site and the user entry, the page, and the footer. */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useSiteConfig } from '@/stores/site-config';
import { LanguageSwitch } from '../shared/language-switch';
import { PageChrome, type ChromeProps } from '../shared/page-chrome';
import { SiteLogo } from '../shared/site-logo';
import { UserEntry } from '../shared/user-entry';
import './mobile-frame.scss';

export function MobileFrame({ title, children, headerActions, signIn = true }: ChromeProps) {
  const { t } = useTranslation();
  const config = useSiteConfig((s) => s.config);
  return (
    <PageChrome title={title} className="ch-mobile">
      <View className="ch-mobile__bar" role="banner">
        <View className="ch-mobile__brand">
          <SiteLogo className="ch-mobile__logo" />
          <Text className="ch-mobile__site">{config?.site_name ?? t('app.title')}</Text>
        </View>
        <View className="ch-mobile__side">
          {headerActions}
          <LanguageSwitch className="ch-mobile__lang" />
          <UserEntry signIn={signIn} />
        </View>
      </View>
      <View className="ch-mobile__main" role="main">
        {children}
      </View>
    </PageChrome>
  );
}
