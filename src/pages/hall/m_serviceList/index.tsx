import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { HallView } from '@/features/hall/hall-view';
import { useHallTranslation } from '@/features/hall/i18n';

export default function MobileServiceListPage() {
  const { t } = useHallTranslation();
  return (
    <MobileFrame title={t('title')}>
      <HallView params={useRouter().params} onMobile />
    </MobileFrame>
  );
}
