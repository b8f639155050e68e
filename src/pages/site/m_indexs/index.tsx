import { useTranslation } from '@/i18n';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { HomeContent } from '@/features/home/home-content';
import { useClientTwin } from '@/platform/use-client-twin';

export default function MobileHomePage() {
  const { t } = useTranslation();
  useClientTwin('/site/m_indexs');
  return (
    <MobileFrame title={t('nav.home')}>
      <HomeContent onMobile />
    </MobileFrame>
  );
}
