/**
 * The sign-in page's campus single sign-on (spec §2 "/site/login"): why a CAS sign-in just failed, when the server
 * sent the browser back with cas_error, and the way to CAS when it is offered, returning to the page that asked.
 */
import { useEffect } from 'react';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { HOME_ROUTE } from '@/routes';
import { encodeForm } from '@/services/encode';
import { casSignInAddress, useLoginConfig } from '@/stores/login-config';
import Button from '@/ui/button';
import { redirectTarget } from './login-form';

const KNOWN_ERRORS = ['casTicketInvalid', 'casUnavailable', 'casUnknownUser', 'accountDisabled', 'casOff'];

export function CampusSignIn() {
  const { t } = useTranslation('auth');
  const casLoginUrl = useLoginConfig((s) => s.casLoginUrl);
  useEffect(() => {
    void useLoginConfig.getState().load();
  }, []);
  const params = Taro.getCurrentInstance().router?.params ?? {};
  const error = params.cas_error;
  if (!error && !casLoginUrl) return null;

  const signIn = () => {
    const { route, query } = redirectTarget(params, HOME_ROUTE);
    const qs = encodeForm(query);
    window.location.assign(casSignInAddress(casLoginUrl, `${route}${qs ? `?${qs}` : ''}`));
  };
  return (
    <View className="ch-login ch-login--campus">
      {error ? (
        <View className="ch-login__error" role="alert" data-testid="cas-error">
          {t(`casError.${KNOWN_ERRORS.includes(error) ? error : 'other'}`)}
        </View>
      ) : null}
      {casLoginUrl ? (
        <Button kind="primary" size="large" block onClick={signIn} testId="login-cas">
          {t('casSignIn')}
        </Button>
      ) : null}
    </View>
  );
}
