import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { BookingHall } from '@/features/booking/hall/booking-hall';
import { useBookingTranslation } from '@/features/booking/i18n';

/** /site/bookingHall (issue 27; src/features/booking/module.ts). */
export default function BookingHallPage() {
  const { t } = useBookingTranslation();
  return (
    <DesktopPage title={t('hallTitle')}>
      <BookingHall params={useRouter().params} onMobile={false} />
    </DesktopPage>
  );
}
