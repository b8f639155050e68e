import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useAccountTranslation } from '@/features/account/i18n';
import { PersonalCentre } from '@/features/account/personal/personal-centre';

/** /site/m_personal: the phone twin of /site/personal. */
export default function MobilePersonalPage() {
  const { t } = useAccountTranslation();
  return (
    <MobileFrame title={t('personal')}>
      <PersonalCentre onMobile />
    </MobileFrame>
  );
}
