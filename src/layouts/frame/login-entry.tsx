/**
 * The sign-in button (spec §2): with the on- or off-campus choice when the site's outside_school_button_is_show is
 * yes, else straight to the campus sign-in (the sign-in page where CAS is not offered; the choice then leaves the
 * campus entry out). Also the right navigation's login choices (spec §2 "Right quick-navigation bar") and the one
 * way every sign-out goes.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { currentLocation, currentRoute, goTo, restartAt } from '@/platform/navigation';
import { HOME_ROUTE, LOGIN_ROUTE, LOGOUT_ROUTE } from '@/routes';
import { casSignInAddress, useLoginConfig } from '@/stores/login-config';
import { useSession } from '@/stores/session';
import { useSiteFlags } from '@/stores/site-config';
import { useUnread } from '@/stores/unread';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import Pressable from '@/ui/pressable';
import './login-entry.scss';

/** This page, to come back to after signing in or out, unless it is the home or a sign-in page. */
function returnRoute(): string | undefined {
  const here = currentRoute();
  return here && here !== HOME_ROUTE && here !== LOGIN_ROUTE ? currentLocation() : undefined;
}

/** Off-campus users sign in at /site/login (spec §2); so does everyone where CAS is not offered. */
export function signInOffCampus(): void {
  const back = returnRoute();
  goTo(LOGIN_ROUTE, back ? { redirect_url: back } : {});
}

/** Campus single sign-on: the browser leaves for the CAS login and comes back to this page (spec §4 "Login redirect"). */
export function signInOnCampus(): void {
  const { casLoginUrl } = useLoginConfig.getState();
  if (!casLoginUrl) return signInOffCampus();
  window.location.assign(casSignInAddress(casLoginUrl, returnRoute() ?? HOME_ROUTE));
}

/** Every sign-out goes through the logout page, which continues to the CAS or configured logout (spec §2 "Logout"). */
export function signOut(): void {
  const back = returnRoute();
  restartAt(LOGOUT_ROUTE, back ? { redirect_url: back } : {});
}

/**
 * After a change that ends every session of the user (a new password, spec §4 "Password dialog"): the server has
 * signed this one out already, so a logout call could only fail; the client forgets it and starts at the login page.
 */
export function signOutEnded(): void {
  useSession.getState().forget();
  useUnread.getState().clear();
  restartAt(LOGIN_ROUTE);
}

/** Whether campus single sign-on is offered; asks the server once. */
export function useCasOffered(): boolean {
  const casLoginUrl = useLoginConfig((s) => s.casLoginUrl);
  useEffect(() => {
    void useLoginConfig.getState().load();
  }, []);
  return casLoginUrl !== '';
}

export function LoginChoices({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const casOffered = useCasOffered();
  const choose = (signIn: () => void) => () => {
    onChosen?.();
    signIn();
  };
  return (
    <View className="ch-login-choices">
      {casOffered ? (
        <Pressable className="ch-login-choice" role="link" testId="login-campus" onPress={choose(signInOnCampus)}>
          <Text className="ch-login-choice__title">{t('frame.loginCampus')}</Text>
          <Text className="ch-login-choice__hint">{t('frame.loginCampusHint')}</Text>
        </Pressable>
      ) : null}
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
      <Popup visible={choosing} title={t('frame.loginChoose')} onClose={() => setChoosing(false)}>
        <LoginChoices onChosen={() => setChoosing(false)} />
      </Popup>
    </>
  );
}
