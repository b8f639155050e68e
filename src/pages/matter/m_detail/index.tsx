import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useMattersTranslation } from '@/features/matters/i18n';
import { ServiceDetail } from '@/features/matters/detail/service-detail';
import { idParam } from '@/services/use-loaded';

export default function MobileServiceDetailPage() {
  const { t } = useMattersTranslation();
  return (
    <MobileFrame title={t('detailTitle')}>
      <ServiceDetail id={idParam(useRouter().params.id)} onMobile />
    </MobileFrame>
  );
}
