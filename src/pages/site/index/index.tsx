import { useTranslation } from '@/i18n';
import { openFeedbackDialog } from '@/features/feedback';
import { DesktopPage } from '@/features/frame/desktop-page';
import { HomeSidebar } from '@/features/frame/home-sidebar';
import { HomeContent } from '@/features/home/home-content';
import { usePageVersion } from '@/stores/ui-settings';

export default function HomePage() {
  const { t } = useTranslation();
  // Page version 2 is the home page v2 with its right sidebar; layout one has its own quick-navigation bar (spec §2).
  const version = usePageVersion();
  return (
    <DesktopPage title={t('nav.home')} rightRail={version === 2 ? <HomeSidebar onFeedback={openFeedbackDialog} /> : undefined}>
      <HomeContent onMobile={false} />
    </DesktopPage>
  );
}
