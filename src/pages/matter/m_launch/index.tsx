import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useMattersTranslation } from '@/features/matters/i18n';
import { LaunchList } from '@/features/matters/launch/launch-list';

export default function MobileLaunchPage() {
  const { t } = useMattersTranslation();
  return (
    <MobileFrame title={t('launchTitle')}>
      <LaunchList onMobile focusInstId={useRouter().params.inst_id} />
    </MobileFrame>
  );
}
