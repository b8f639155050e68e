/**
 * The signed-in user's name and its popup (spec §2 "Header and menu"): who they are, the places where identity
 * switching and granted accounts appear (filled by the page when the user has any), My tasks with its red dot,
 * messages, the personal centre, change password, Enter back office for administrators, and sign-out.
 * Signed out, the sign-in button.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { CHANGE_PASSWORD_ROUTE } from '@/routes';
import { useSession } from '@/stores/session';
import Pressable from '@/ui/pressable';
import { Dropdown } from './dropdown';
import { LoginButton, signOut } from './login-entry';
import { runMenuAction } from './run-menu-action';
import { useFrameMenu } from './use-frame-menu';
import './user-menu.scss';
import UserText from '@/ui/user-text';
import { IdentityLine } from '@/ui/user-text/identity-line';

export interface UserMenuProps {
  /** The sign-in pages turn the button off, being the form themselves. */
  signIn: boolean;
  /** Identity switching and granted accounts (spec §2, §6), when the user has any. */
  accountSwitches?: ReactNode;
  /** Layout two offers change password (spec §2); without a dialog of its own the entry opens the password page. */
  changePassword?: boolean | (() => void);
}

export function UserMenu({ signIn, accountSwitches, changePassword }: UserMenuProps) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const menu = useFrameMenu();

  if (!menu.signedIn || !user) return signIn ? <LoginButton /> : null;
  const entry = (key: string, label: string, onPress: () => void, extra?: ReactNode) => (
    <Pressable key={key} className="ch-user-menu__entry" role="link" testId={`user-menu-${key}`} onPress={onPress}>
      <Text>{label}</Text>
      {extra}
    </Pressable>
  );
  return (
    <Dropdown
      testId="user-name"
      triggerClassName="ch-user-menu__trigger"
      trigger={
        <>
          <UserText className="ch-user-menu__avatar" text={user.name.slice(0, 1)} decorative />
          <UserText className="ch-user-menu__name" text={user.name} />
        </>
      }
    >
      {(close) => {
        const go = (run: () => void) => () => {
          close();
          run();
        };
        return (
          <View className="ch-user-menu">
            <View className="ch-user-menu__who">
              <UserText className="ch-user-menu__who-name" text={user.name} />
              <IdentityLine className="ch-user-menu__who-sub" identityName={user.identity_name} college={user.college} />
            </View>
            {accountSwitches ? <View className="ch-user-menu__switches">{accountSwitches}</View> : null}
            {entry(
              'tasks',
              t('menu.myTasks'),
              go(() => runMenuAction({ kind: 'route', route: '/matter/todo', query: { page: 'todo' } })),
              menu.todo > 0 ? <Text className="ch-user-menu__count ch-user-menu__count--alert">{menu.todo}</Text> : null,
            )}
            {entry(
              'messages',
              t('frame.messages'),
              go(() => runMenuAction({ kind: 'route', route: '/site/ucenter' })),
              menu.messages > 0 ? <Text className="ch-user-menu__count">{menu.messages}</Text> : null,
            )}
            {entry('personal', t('frame.personalCentre'), go(() => runMenuAction(menu.personalCentre)))}
            {changePassword
              ? entry('password', t('frame.changePassword'), go(typeof changePassword === 'function' ? changePassword : () => runMenuAction({ kind: 'route', route: CHANGE_PASSWORD_ROUTE })))
              : null}
            {menu.backOffice ? entry('back-office', t('frame.backOffice'), go(() => runMenuAction(menu.backOffice as NonNullable<typeof menu.backOffice>))) : null}
            <Pressable className="ch-user-menu__logout" testId="logout" onPress={go(signOut)}>
              {t('header.logout')}
            </Pressable>
          </View>
        );
      }}
    </Dropdown>
  );
}
