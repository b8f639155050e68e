import { DesktopPage } from '@/features/frame/desktop-page';
import { useSupervisionTranslation } from '@/features/supervision/i18n';
import { DepartService } from '@/features/supervision/depart/depart-service';

/** /site/departService, department services (issue 32; src/features/supervision/module.ts). */
export default function DepartServicePage() {
  const { t } = useSupervisionTranslation();
  return (
    <DesktopPage title={t('departTitle')}>
      <DepartService onMobile={false} />
    </DesktopPage>
  );
}
