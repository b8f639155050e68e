import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { MyAppointments } from '@/features/booking/mine/my-appointments';
import { useBookingTranslation } from '@/features/booking/i18n';

/** The phone twin of /matter/makeAnAppointment. */
export default function MobileMakeAnAppointmentPage() {
  const { t } = useBookingTranslation();
  return (
    <MobileFrame title={t('mineTitle')}>
      <MyAppointments params={useRouter().params} onMobile />
    </MobileFrame>
  );
}
