import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { BookingHall } from '@/features/booking/hall/booking-hall';
import { useBookingTranslation } from '@/features/booking/i18n';

/** The phone twin of /site/bookingHall. */
export default function MobileBookingHallPage() {
  const { t } = useBookingTranslation();
  return (
    <MobileFrame title={t('hallTitle')}>
      <BookingHall params={useRouter().params} onMobile />
    </MobileFrame>
  );
}
