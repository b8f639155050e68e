import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { MyAppointments } from '@/features/booking/mine/my-appointments';
import { useBookingTranslation } from '@/features/booking/i18n';

/** /matter/makeAnAppointment (issue 27; src/features/booking/module.ts). */
export default function MakeAnAppointmentPage() {
  const { t } = useBookingTranslation();
  return (
    <DesktopPage title={t('mineTitle')}>
      <MyAppointments params={useRouter().params} onMobile={false} />
    </DesktopPage>
  );
}
