import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { ResourcePage } from '@/features/booking/resource/resource-page';
import { useBookingTranslation } from '@/features/booking/i18n';

/** /reserve/hallView?id= and /reserve/reserveDetail?id= as its alias (issue 27; src/features/booking/module.ts). */
export default function HallViewPage() {
  const { t } = useBookingTranslation();
  return (
    <DesktopPage title={t('detailTitle')}>
      <ResourcePage params={useRouter().params} onMobile={false} />
    </DesktopPage>
  );
}
