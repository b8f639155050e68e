import { useTranslation } from '@/i18n';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { HomeContent } from '@/features/home/home-content';

export default function MobileHomePage() {
  const { t } = useTranslation();
  return (
    <MobileFrame title={t('nav.home')}>
      <HomeContent onMobile />
    </MobileFrame>
  );
}
