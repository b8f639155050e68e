/**
 * Layout two's header (spec §2 Layouts, page version 2): logo, header links, the search toggle, the AI service
 * hall, the message dropdown, the template switch, language and the user menu with change password; below, the top
 * menu with its dropdown children. Fixed after 70 px of scroll.
 */
import { useEffect, useRef, useState } from 'react';
import { View } from '@tarojs/components';
import { HEADER_FIXED_AFTER } from '@contract/constants';
import { useTranslation } from '@/i18n';
import { useSession } from '@/stores/session';
import Pressable from '@/ui/pressable';
import Icon from '@/ui/icon';
import { AiServiceHall } from '../frame/ai-service-hall';
import { FixedHeader } from '../frame/fixed-header';
import { HeaderLinks } from '../frame/header-links';
import { MenuBar } from '../frame/menu-bar';
import { MessageDropdown } from '../frame/message-dropdown';
import { SiteBrand } from '../frame/site-brand';
import { TemplateSwitch } from '../frame/template-switch';
import { UserMenu } from '../frame/user-menu';
import { LanguageSwitch } from '../shared/language-switch';
import type { HeaderProps } from './header-props';

export function LayoutTwoHeader({ search, headerActions, signIn, accountSwitches, onChangePassword }: HeaderProps) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const [searching, setSearching] = useState(false);
  const searchBox = useRef<unknown>(null);
  // The toggle opens the box to type in: the keyword input takes the focus at once (H5 only, where layouts run).
  useEffect(() => {
    if (searching && searchBox.current instanceof Element) searchBox.current.querySelector('input')?.focus();
  }, [searching]);
  return (
    <FixedHeader after={HEADER_FIXED_AFTER.layoutTwo} className="ch-two">
      <View className="ch-two__top">
        <View className="ch-two__inner">
          <SiteBrand className="ch-two__brand" />
          <View className="ch-two__side">
            <HeaderLinks className="ch-two__links" linkClassName="ch-two__link" />
            {searching ? (
              <View ref={searchBox} className="ch-two__search">
                {search}
              </View>
            ) : null}
            <Pressable className="ch-two__icon" label={t(searching ? 'frame.searchClose' : 'frame.searchOpen')} expanded={searching} testId="search-toggle" onPress={() => setSearching(!searching)}>
              <Icon name="search" />
            </Pressable>
            <AiServiceHall className="ch-two__link" />
            {headerActions}
            {signedIn ? <MessageDropdown className="ch-two__icon" /> : null}
            <TemplateSwitch className="ch-two__pill" />
            <LanguageSwitch className="ch-two__link" />
            <UserMenu signIn={signIn} accountSwitches={accountSwitches} changePassword={onChangePassword ?? true} />
          </View>
        </View>
      </View>
      <View className="ch-two__menu">
        <View className="ch-two__inner ch-two__inner--menu">
          <MenuBar />
        </View>
      </View>
    </FixedHeader>
  );
}
