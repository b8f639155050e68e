import { DesktopPage } from '@/features/frame/desktop-page';
import { useSupervisionTranslation } from '@/features/supervision/i18n';
import { MonitoringView } from '@/features/supervision/monitoring/monitoring-view';

/** /site/monitoring, process monitoring (issue 32; src/features/supervision/module.ts). */
export default function MonitoringPage() {
  const { t } = useSupervisionTranslation();
  return (
    <DesktopPage title={t('monitoringTitle')}>
      <MonitoringView onMobile={false} />
    </DesktopPage>
  );
}
