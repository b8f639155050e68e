import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useAccountTranslation } from '@/features/account/i18n';
import { SignupCard } from '@/features/account/signup/signup-card';

/** /site/m_forgetPwd: the phone twin of /site/forgetPwd. */
export default function MobileForgetPasswordPage() {
  const { t } = useAccountTranslation();
  return (
    <MobileFrame title={t('resetPassword')}>
      <SignupCard mode="reset" />
    </MobileFrame>
  );
}
