import { DesktopPage } from '@/features/frame/desktop-page';
import { useAccountTranslation } from '@/features/account/i18n';
import { SignupCard } from '@/features/account/signup/signup-card';

/** /site/forgetPwd: an off-campus user resets a forgotten password with a code (spec §6). */
export default function ForgetPasswordPage() {
  const { t } = useAccountTranslation();
  return (
    <DesktopPage title={t('resetPassword')}>
      <SignupCard mode="reset" />
    </DesktopPage>
  );
}
