import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useIdentityTranslation } from '@/features/identity/i18n';
import { GrantsPage } from '@/features/identity/grants/grants-page';

/** /site/m_grants: the phone twin of /site/grants. */
export default function MobileGrantsPage() {
  const { t } = useIdentityTranslation();
  return (
    <MobileFrame title={t('grants')}>
      <GrantsPage onMobile />
    </MobileFrame>
  );
}
