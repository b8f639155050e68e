import { DesktopPage } from '@/features/frame/desktop-page';
import { useSecurityTranslation } from '@/features/security/i18n';
import { TotpEnrol } from '@/features/security/totp-enrol';

/** /site/totpQrcode: turning on authenticator codes (spec §2 "TOTP QR code"). */
export default function TotpQrcodePage() {
  const { t } = useSecurityTranslation();
  return (
    <DesktopPage title={t('title')}>
      <TotpEnrol />
    </DesktopPage>
  );
}
