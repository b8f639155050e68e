/**
 * The simple 5.0 header (spec §2 Layouts): inside the 5.0 main system (rh_flag 1, main_system 5.0), whose own
 * navigation surrounds the portal, the header keeps only the logo, header links, language and the user menu.
 */
import { View } from '@tarojs/components';
import { FixedHeader } from '../frame/fixed-header';
import { HeaderLinks } from '../frame/header-links';
import { SiteBrand } from '../frame/site-brand';
import { UserMenu } from '../frame/user-menu';
import { LanguageSwitch } from '../shared/language-switch';
import type { HeaderProps } from './header-props';

/** Never fixed: the host system's frame scrolls around it. */
const NEVER = Number.POSITIVE_INFINITY;

export function SimpleHeader({ search, headerActions, signIn, accountSwitches }: HeaderProps) {
  return (
    <FixedHeader after={NEVER} className="ch-simple">
      <View className="ch-simple__inner">
        <SiteBrand className="ch-simple__brand" />
        <View className="ch-simple__side">
          <HeaderLinks className="ch-simple__links" linkClassName="ch-simple__link" />
          <View className="ch-simple__search">{search}</View>
          {headerActions}
          <LanguageSwitch className="ch-simple__link" />
          <UserMenu signIn={signIn} accountSwitches={accountSwitches} />
        </View>
      </View>
    </FixedHeader>
  );
}
