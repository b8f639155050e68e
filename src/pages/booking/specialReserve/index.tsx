import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { ResourcePage } from '@/features/booking/resource/resource-page';
import { useBookingTranslation } from '@/features/booking/i18n';

/** /reserve/specialReserve?id= (issue 27; src/features/booking/module.ts). */
export default function SpecialReservePage() {
  const { t } = useBookingTranslation();
  return (
    <DesktopPage title={t('specialTitle')}>
      <ResourcePage params={useRouter().params} onMobile={false} special />
    </DesktopPage>
  );
}
