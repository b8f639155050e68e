import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useSecurityTranslation } from '@/features/security/i18n';
import { TotpEnrol } from '@/features/security/totp-enrol';

/** /site/m_totpQrcode: the phone twin of /site/totpQrcode. */
export default function MobileTotpQrcodePage() {
  const { t } = useSecurityTranslation();
  return (
    <MobileFrame title={t('title')}>
      <TotpEnrol />
    </MobileFrame>
  );
}
