import { DesktopPage } from '@/features/frame/desktop-page';
import { useAccountTranslation } from '@/features/account/i18n';
import { SignupCard } from '@/features/account/signup/signup-card';

/** /site/register: off-campus sign-up (spec §6). */
export default function RegisterPage() {
  const { t } = useAccountTranslation();
  return (
    <DesktopPage title={t('register')}>
      <SignupCard mode="register" />
    </DesktopPage>
  );
}
