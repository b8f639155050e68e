/**
 * The logout route (spec §2 /site/login/cas-logout): every sign-out comes here, ends the session, then continues to
 * where logoutDestination says. A failed logout says so and offers to try again (spec §8).
 */
import { useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { restartAt } from '@/platform/navigation';
import { useSession } from '@/stores/session';
import { siteFlags, useSiteConfig } from '@/stores/site-config';
import { useUnread } from '@/stores/unread';
import { visitFlags } from '@/stores/visit-flags';
import Button from '@/ui/button';
import { logoutDestination } from './logout-destination';
import './login-form.scss';

export function LogoutPage() {
  const { t } = useTranslation('auth');
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    setFailed(false);
    const answer = await useSession.getState().logout();
    if (!answer) return setFailed(true);
    useUnread.getState().clear();
    const to = logoutDestination(answer, {
      returnTo: Taro.getCurrentInstance().router?.params.redirect_url,
      printer: visitFlags().printer || siteFlags(useSiteConfig.getState().config).cloudPrint,
      origin: process.env.TARO_ENV === 'h5' ? window.location.origin : null,
    });
    if (to.kind === 'address') window.location.replace(to.url);
    else restartAt(to.route, to.query);
  };

  useEffect(() => {
    void signOut();
  }, []);

  return (
    <View style={{ display: 'flex', justifyContent: 'center', padding: '64px 24px' }}>
      <View className="ch-login" data-testid="logout-page">
      {failed ? (
        <>
          <View role="alert" data-testid="logout-failed">
            {t('translation:errors.logout')}
          </View>
          <Button kind="primary" onClick={() => void signOut()} testId="logout-retry">
            {t('logoutRetry')}
          </Button>
        </>
      ) : (
          <View role="status">{t('loggingOut')}</View>
        )}
      </View>
    </View>
  );
}
