import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useIdentityTranslation } from '@/features/identity/i18n';
import { SwitchIdentityPage } from '@/features/identity/switch/switch-page';

/** /site/m_switchIdentity: the phone's identity and granting-account switch (spec §2), from the personal centre. */
export default function MobileSwitchIdentityPage() {
  const { t } = useIdentityTranslation();
  return (
    <MobileFrame title={t('switchTitle')}>
      <SwitchIdentityPage />
    </MobileFrame>
  );
}
