import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useSupervisionTranslation } from '@/features/supervision/i18n';
import { MonitoringView } from '@/features/supervision/monitoring/monitoring-view';

/** /site/m_monitoring, process monitoring on a phone (issue 32; src/features/supervision/module.ts). */
export default function MobileMonitoringPage() {
  const { t } = useSupervisionTranslation();
  return (
    <MobileFrame title={t('monitoringTitle')}>
      <MonitoringView onMobile />
    </MobileFrame>
  );
}
