/**
 * The sign-in button (spec §2): with the on- or off-campus choice when the site's outside_school_button_is_show is
 * yes, else straight to the campus sign-in. Also the right navigation's two login choices (spec §2 "Right
 * quick-navigation bar").
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { currentLocation, currentRoute, goTo } from '@/platform/navigation';
import { HOME_ROUTE, LOGIN_ROUTE } from '@/routes';
import { useSiteFlags } from '@/stores/site-config';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import Pressable from '@/ui/pressable';
import './login-entry.scss';

/** Back to this page after signing in (the sign-in page checks the address is one of ours). */
function signInAt(): void {
  const here = currentRoute();
  goTo(LOGIN_ROUTE, here && here !== HOME_ROUTE && here !== LOGIN_ROUTE ? { redirect_url: currentLocation() } : {});
}

/**
 * Campus single sign-on arrives with its own issue; until then campus accounts sign in with a password on the same
 * form, so both ways lead there and only this function changes when it does.
 */
export const signInOnCampus = signInAt;
/** Off-campus users sign in at /site/login (spec §2). */
export const signInOffCampus = signInAt;

export function LoginChoices({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const choose = (signIn: () => void) => () => {
    onChosen?.();
    signIn();
  };
  return (
    <View className="ch-login-choices">
      <Pressable className="ch-login-choice" role="link" testId="login-campus" onPress={choose(signInOnCampus)}>
        <Text className="ch-login-choice__title">{t('frame.loginCampus')}</Text>
        <Text className="ch-login-choice__hint">{t('frame.loginCampusHint')}</Text>
      </Pressable>
      <Pressable className="ch-login-choice" role="link" testId="login-outside" onPress={choose(signInOffCampus)}>
        <Text className="ch-login-choice__title">{t('frame.loginOutside')}</Text>
        <Text className="ch-login-choice__hint">{t('frame.loginOutsideHint')}</Text>
      </Pressable>
    </View>
  );
}

export function LoginButton() {
  const { t } = useTranslation();
  const { loginChoice } = useSiteFlags();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button kind="primary" size="small" testId="login-button" onClick={() => (loginChoice ? setChoosing(true) : signInOnCampus())}>
        {t('header.login')}
      </Button>
      <Popup visible={choosing} title={t('frame.loginChoose')} onClose={() => setChoosing(false)} closeLabel={t('frame.cancel')}>
        <LoginChoices onChosen={() => setChoosing(false)} />
      </Popup>
    </>
  );
}
