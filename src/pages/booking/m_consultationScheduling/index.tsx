import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { ConsultSchedule } from '@/features/booking/consult/consult-schedule';
import { useBookingTranslation } from '@/features/booking/i18n';

/** The phone twin of /reserve/consultationScheduling. */
export default function MobileConsultationSchedulingPage() {
  const { t } = useBookingTranslation();
  return (
    <MobileFrame title={t('consultTitle')}>
      <ConsultSchedule onMobile />
    </MobileFrame>
  );
}
