import { useTranslation } from '@/i18n';
import { DesktopLayout } from '@/layouts/desktop/desktop-layout';
import { HomeContent } from '@/features/home/home-content';
import { useClientTwin } from '@/platform/use-client-twin';

export default function HomePage() {
  const { t } = useTranslation();
  useClientTwin('/site/index');
  return (
    <DesktopLayout title={t('nav.home')}>
      <HomeContent onMobile={false} />
    </DesktopLayout>
  );
}
