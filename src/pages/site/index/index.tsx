import { useTranslation } from '@/i18n';
import { DesktopLayout } from '@/layouts/desktop/desktop-layout';
import { HomeContent } from '@/features/home/home-content';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <DesktopLayout title={t('nav.home')}>
      <HomeContent onMobile={false} />
    </DesktopLayout>
  );
}
