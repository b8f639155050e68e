/**
 * The mobile menu (spec §2 "Header and menu" on a phone): the same tree and rules as the desktop menu, the red dot
 * on My tasks, Enter back office for administrators, the account entries and sign-out, or the login choices.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useSession } from '@/stores/session';
import { usePageVersion } from '@/stores/ui-settings';
import Popup from '@/ui/popup';
import Pressable from '@/ui/pressable';
import { CountBadge } from './count-badge';
import { LoginChoices, signOut } from './login-entry';
import { menuLabel } from './menu-label';
import type { MenuAction } from './menu-open';
import type { MenuNode } from './menu-tree';
import { runMenuAction } from './run-menu-action';
import { TodoDot } from './todo-dot';
import { useFrameMenu } from './use-frame-menu';
import './menu-drawer.scss';
import UserText from '@/ui/user-text';
import { IdentityLine } from '@/ui/user-text/identity-line';

interface Props {
  open: boolean;
  onClose: () => void;
  accountSwitches?: ReactNode;
}

export function MenuDrawer({ open, onClose, accountSwitches }: Props) {
  const { t } = useTranslation();
  const version = usePageVersion();
  const menu = useFrameMenu();
  const user = useSession((s) => s.user);
  const go = (action: MenuAction) => () => {
    onClose();
    runMenuAction(action);
  };
  const link = (node: MenuNode, child: boolean) => (
    <Pressable key={node.key} role="link" className={`ch-drawer__link${child ? ' ch-drawer__link--child' : ''}`} testId={`menu-${node.key}`} onPress={go(menu.actionOf(node))}>
      <Text>{menuLabel(t, node, version)}</Text>
      {node.todoDot && menu.todo > 0 ? <TodoDot /> : null}
    </Pressable>
  );
  return (
    <Popup visible={open} title={t('frame.menu')} onClose={onClose} position="bottom">
      <View className="ch-drawer" data-testid="menu-drawer">
        {menu.signedIn && user ? (
          <View className="ch-drawer__who">
            <UserText className="ch-drawer__avatar" text={user.name.slice(0, 1)} decorative />
            <View className="ch-drawer__who-text">
              <UserText className="ch-drawer__who-name" text={user.name} />
              <IdentityLine className="ch-drawer__who-sub" identityName={user.identity_name} college={user.college} />
            </View>
          </View>
        ) : (
          <LoginChoices onChosen={onClose} />
        )}
        {accountSwitches && menu.signedIn ? <View className="ch-drawer__switches">{accountSwitches}</View> : null}
        <View className="ch-drawer__menu" role="navigation" aria-label={t('menu.label')}>
          {menu.nodes.map((node) => (
            <View key={node.key} className="ch-drawer__group">
              {link(node, false)}
              {node.children?.map((child) => link(child, true))}
            </View>
          ))}
        </View>
        {menu.signedIn ? (
          <View className="ch-drawer__account">
            {/* Phones have no bell: the unread messages open from here (spec §2 /site/ucenter). */}
            <Pressable role="link" className="ch-drawer__link" testId="user-menu-messages" onPress={go({ kind: 'route', route: '/site/ucenter' })}>
              <Text>{t('frame.messages')}</Text>
              <CountBadge count={menu.messages} className="ch-drawer__count" />
            </Pressable>
            <Pressable role="link" className="ch-drawer__link" testId="user-menu-personal" onPress={go(menu.personalCentre)}>
              {t('frame.personalCentre')}
            </Pressable>
            {menu.backOffice ? (
              <Pressable role="link" className="ch-drawer__link" testId="user-menu-back-office" onPress={go(menu.backOffice)}>
                {t('frame.backOffice')}
              </Pressable>
            ) : null}
            <Pressable className="ch-drawer__logout" testId="logout" onPress={() => {
                onClose();
                signOut();
              }}>
              {t('header.logout')}
            </Pressable>
          </View>
        ) : null}
      </View>
    </Popup>
  );
}
