import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useMattersTranslation } from '@/features/matters/i18n';
import { StartFlow } from '@/features/matters/start/start-flow';
import { idParam } from '@/services/use-loaded';

export default function MobileStartPage() {
  const { t } = useMattersTranslation();
  return (
    <MobileFrame title={t('startTitle')}>
      <StartFlow id={idParam(useRouter().params.id)} onMobile />
    </MobileFrame>
  );
}
