import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useAccountTranslation } from '@/features/account/i18n';
import { SignupCard } from '@/features/account/signup/signup-card';

/** /site/m_register: the phone twin of /site/register. */
export default function MobileRegisterPage() {
  const { t } = useAccountTranslation();
  return (
    <MobileFrame title={t('register')}>
      <SignupCard mode="register" />
    </MobileFrame>
  );
}
