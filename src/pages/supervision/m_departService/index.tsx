import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useSupervisionTranslation } from '@/features/supervision/i18n';
import { DepartService } from '@/features/supervision/depart/depart-service';

/** /site/m_departService, department services on a phone (issue 32; src/features/supervision/module.ts). */
export default function MobileDepartServicePage() {
  const { t } = useSupervisionTranslation();
  return (
    <MobileFrame title={t('departTitle')}>
      <DepartService onMobile />
    </MobileFrame>
  );
}
