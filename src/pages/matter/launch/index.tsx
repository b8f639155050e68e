import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useMattersTranslation } from '@/features/matters/i18n';
import { LaunchList } from '@/features/matters/launch/launch-list';
import { isPersonalVariant } from '@/features/matters/shared/personal-variant';

/** /matter/launch?page=launch and the personal variant /matter/launchPersonal (spec §2). */
export default function LaunchPage() {
  const { t } = useMattersTranslation();
  const { params } = useRouter();
  return (
    <DesktopPage title={t('launchTitle')}>
      <LaunchList onMobile={false} personal={isPersonalVariant()} focusInstId={params.inst_id} />
    </DesktopPage>
  );
}
