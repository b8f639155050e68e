import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useMattersTranslation } from '@/features/matters/i18n';
import { StartFlow } from '@/features/matters/start/start-flow';
import { idParam } from '@/services/use-loaded';

/** /matter/start?id= and /matter/startStep (spec §2). */
export default function StartPage() {
  const { t } = useMattersTranslation();
  return (
    <DesktopPage title={t('startTitle')}>
      <StartFlow id={idParam(useRouter().params.id)} onMobile={false} />
    </DesktopPage>
  );
}
