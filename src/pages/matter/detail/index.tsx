import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useMattersTranslation } from '@/features/matters/i18n';
import { ServiceDetail } from '@/features/matters/detail/service-detail';
import { idParam } from '@/services/use-loaded';

/** /matter/detail?id= (spec §2). */
export default function ServiceDetailPage() {
  const { t } = useMattersTranslation();
  return (
    <DesktopPage title={t('detailTitle')}>
      <ServiceDetail id={idParam(useRouter().params.id)} onMobile={false} />
    </DesktopPage>
  );
}
