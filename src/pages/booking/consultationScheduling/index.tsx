import { DesktopPage } from '@/features/frame/desktop-page';
import { ConsultSchedule } from '@/features/booking/consult/consult-schedule';
import { useBookingTranslation } from '@/features/booking/i18n';

/** /reserve/consultationScheduling (issue 27; src/features/booking/module.ts). */
export default function ConsultationSchedulingPage() {
  const { t } = useBookingTranslation();
  return (
    <DesktopPage title={t('consultTitle')}>
      <ConsultSchedule onMobile={false} />
    </DesktopPage>
  );
}
