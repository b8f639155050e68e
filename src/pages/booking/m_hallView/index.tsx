import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { ResourcePage } from '@/features/booking/resource/resource-page';
import { useBookingTranslation } from '@/features/booking/i18n';

/** The phone twin of /reserve/hallView. */
export default function MobileHallViewPage() {
  const { t } = useBookingTranslation();
  return (
    <MobileFrame title={t('detailTitle')}>
      <ResourcePage params={useRouter().params} onMobile />
    </MobileFrame>
  );
}
