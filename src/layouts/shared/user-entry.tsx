/** Sign-in button, or the signed-in user's name with a popup holding sign-out (spec §2 "Header and menu"). */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { goTo, restartAt } from '@/platform/navigation';
import { HOME_ROUTE, LOGIN_ROUTE } from '@/routes';
import { useSession } from '@/stores/session';
import { useUnread } from '@/stores/unread';
import Button from '@/ui/button';
import Pressable from '@/ui/pressable';
import './user-entry.scss';

/** `signIn`: whether a signed-out visitor gets the sign-in button (the sign-in page is the form itself). */
export function UserEntry({ signIn }: { signIn: boolean }) {
  const { t } = useTranslation();
  const { status, user, logout } = useSession();
  const unread = useUnread();
  const [open, setOpen] = useState(false);

  if (status !== 'signed-in' || !user) {
    if (!signIn) return null;
    return (
      <Button kind="primary" size="small" testId="login-button" onClick={() => goTo(LOGIN_ROUTE)}>
        {t('header.login')}
      </Button>
    );
  }
  const signOut = async () => {
    setOpen(false);
    await logout();
    unread.clear();
    restartAt(HOME_ROUTE);
  };
  return (
    <View className="ch-user">
      <Pressable className="ch-user__name" expanded={open} testId="user-name" onPress={() => setOpen(!open)}>
        <Text className="ch-user__avatar">{user.name.slice(0, 1)}</Text>
        <Text>{user.name}</Text>
        {unread.messages + unread.todo > 0 ? <Text className="ch-user__dot" /> : null}
      </Pressable>
      {open ? (
        <View className="ch-user__menu">
          <View className="ch-user__info">
            <Text className="ch-user__info-name">{user.name}</Text>
            <Text className="ch-user__info-sub">{[user.identity_name, user.college].filter(Boolean).join(' · ')}</Text>
          </View>
          <View className="ch-user__row">
            <Text>{t('header.messages')}</Text>
            <Text className="ch-user__count">{unread.messages}</Text>
          </View>
          <View className="ch-user__row">
            <Text>{t('header.todo')}</Text>
            <Text className="ch-user__count">{unread.todo}</Text>
          </View>
          <Button kind="default" size="small" block testId="logout" onClick={() => void signOut()}>
            {t('header.logout')}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
