import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { HallView } from '@/features/hall/hall-view';
import { useHallTranslation } from '@/features/hall/i18n';

/** /site/serviceList, and /site/service as its alias (spec §2; src/features/hall/module.ts). */
export default function ServiceListPage() {
  const { t } = useHallTranslation();
  return (
    <DesktopPage title={t('title')}>
      <HallView params={useRouter().params} onMobile={false} />
    </DesktopPage>
  );
}
