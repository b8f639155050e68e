import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useHomepageTranslation } from '@/features/homepage/i18n';
import { PersonalHome } from '@/features/homepage/personal-home';

/** /homepage/m_index: the phone twin of /homepage/index. */
export default function MobileHomepagePage() {
  const { t } = useHomepageTranslation();
  return (
    <MobileFrame title={t('title')}>
      <PersonalHome onMobile />
    </MobileFrame>
  );
}
