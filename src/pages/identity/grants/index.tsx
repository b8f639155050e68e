import { DesktopPage } from '@/features/frame/desktop-page';
import { useIdentityTranslation } from '@/features/identity/i18n';
import { GrantsPage } from '@/features/identity/grants/grants-page';

/** /site/grants: the grants the user made, as in the personal centre's 授权管理 (spec §6). */
export default function DesktopGrantsPage() {
  const { t } = useIdentityTranslation();
  return (
    <DesktopPage title={t('grants')}>
      <GrantsPage onMobile={false} />
    </DesktopPage>
  );
}
