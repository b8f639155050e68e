/**
 * The mobile page frame: a compact top bar with the site, language, the user (or the sign-in button) and the menu
 * with the to-dos count, the page, and the footer. fromZzkh and hiddenHeader leave the bar out (spec §2 query flags).
 */
import { useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useSession } from '@/stores/session';
import { useSiteName } from '@/stores/site-name';
import { useUnread } from '@/stores/unread';
import { headerHidden } from '@/stores/visit-flags';
import Pressable from '@/ui/pressable';
import { CountBadge } from '../frame/count-badge';
import { LoginButton } from '../frame/login-entry';
import { MenuDrawer } from '../frame/menu-drawer';
import { LanguageSwitch } from '../shared/language-switch';
import { PageChrome, type ChromeProps } from '../shared/page-chrome';
import { SiteLogo } from '../shared/site-logo';
import './mobile-frame.scss';
import UserText from '@/ui/user-text';

interface Props extends ChromeProps {
  /** Identity switching and granted accounts in the menu, when the user has any. */
  accountSwitches?: ReactNode;
}

export function MobileFrame({ title, children, headerActions, signIn = true, accountSwitches }: Props) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const user = useSession((s) => (s.status === 'signed-in' ? s.user : null));
  const [menuOpen, setMenuOpen] = useState(false);
  // The to-dos count on the menu button, where My tasks is (getunreadData.my_todo).
  const todo = useUnread((s) => (user ? s.todo : 0));
  return (
    <PageChrome title={title} className="ch-mobile">
      {headerHidden() ? null : (
        <View className="ch-mobile__bar" role="banner" data-testid="site-header">
          <View className="ch-mobile__brand">
            <SiteLogo className="ch-mobile__logo" />
            <Text className="ch-mobile__site">{siteName ?? t('app.title')}</Text>
          </View>
          <View className="ch-mobile__side">
            {headerActions}
            <LanguageSwitch className="ch-mobile__lang" />
            {user ? (
              <Pressable className="ch-mobile__user" testId="user-name" label={`${user.name}, ${t('frame.userMenu')}`} expanded={menuOpen} onPress={() => setMenuOpen(true)}>
                <UserText className="ch-mobile__avatar" text={user.name.slice(0, 1)} decorative />
                <UserText className="ch-visually-hidden" text={user.name} />
              </Pressable>
            ) : signIn ? (
              <LoginButton />
            ) : null}
            <Pressable
              className="ch-mobile__menu"
              testId="menu-button"
              label={todo > 0 ? t('frame.menuWithTodo', { count: todo }) : t('frame.menu')}
              expanded={menuOpen}
              onPress={() => setMenuOpen(true)}
            >
              <View className="ch-mobile__burger" />
              <CountBadge count={todo} className="ch-mobile__todo" />
            </Pressable>
          </View>
        </View>
      )}
      {/* Named by the page's title for the pages whose heading is not a visible level-one heading. */}
      <View className="ch-mobile__main" role="main" aria-label={title}>
        {children}
      </View>
      <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} accountSwitches={accountSwitches} />
    </PageChrome>
  );
}
