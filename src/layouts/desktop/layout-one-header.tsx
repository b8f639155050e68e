/**
 * Layout one's header (spec §2 Layouts, page version 1): logo to the home page; the tabs Home, Service hall and
 * Personal home; search; the user menu. Fixed after 300 px of scroll.
 */
import { View } from '@tarojs/components';
import { HEADER_FIXED_AFTER } from '@contract/constants';
import { useTranslation } from '@/i18n';
import { currentRoute, goTo } from '@/platform/navigation';
import { HOME_ROUTE } from '@/routes';
import { useSiteFlags } from '@/stores/site-config';
import Pressable from '@/ui/pressable';
import { AiServiceHall } from '../frame/ai-service-hall';
import { FixedHeader } from '../frame/fixed-header';
import { HeaderLinks } from '../frame/header-links';
import { SiteBrand } from '../frame/site-brand';
import { UserMenu } from '../frame/user-menu';
import { LanguageSwitch } from '../shared/language-switch';
import type { HeaderProps } from './header-props';

const SERVICE_HALL = '/site/service';
const PERSONAL_HOME = '/homepage/index';

export function LayoutOneHeader({ search, headerActions, signIn, accountSwitches }: HeaderProps) {
  const { t } = useTranslation();
  const { serviceHall } = useSiteFlags();
  const here = currentRoute();
  const tabs = [
    { key: 'home', route: HOME_ROUTE },
    ...(serviceHall ? [{ key: 'serviceHall', route: SERVICE_HALL }] : []),
    { key: 'personalHome', route: PERSONAL_HOME },
  ];
  return (
    <FixedHeader after={HEADER_FIXED_AFTER.layoutOne} className="ch-one">
      <View className="ch-one__strip">
        <View className="ch-one__strip-inner">
          <HeaderLinks className="ch-one__links" linkClassName="ch-one__link" />
          <LanguageSwitch className="ch-one__link" />
        </View>
      </View>
      <View className="ch-one__bar">
        <View className="ch-one__inner">
          <SiteBrand className="ch-one__brand" />
          <View className="ch-one__tabs" role="navigation" aria-label={t('menu.label')} data-testid="menu-tabs">
            {tabs.map((tab) => (
              <Pressable key={tab.key} role="link" testId={`menu-${tab.key}`} className={`ch-one__tab${tab.route === here ? ' ch-one__tab--active' : ''}`} onPress={() => goTo(tab.route)}>
                {t(`menu.${tab.key}`)}
              </Pressable>
            ))}
          </View>
          <View className="ch-one__side">
            <View className="ch-one__search">{search}</View>
            <AiServiceHall className="ch-one__action" />
            {headerActions}
            <UserMenu signIn={signIn} accountSwitches={accountSwitches} />
          </View>
        </View>
      </View>
    </FixedHeader>
  );
}
