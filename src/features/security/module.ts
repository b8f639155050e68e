import type { ClientModule } from '../../client-module';

/**
 * Sign-in security: the "TOTP QR code" page pair (spec §2) where a user turns on authenticator codes. In the
 * mini-program, a subpackage (src/modules.ts); its texts load with the page (./i18n.ts).
 */
export const securityModule: ClientModule = {
  name: 'security',
  pages: [{ desktop: '/site/totpQrcode', mobile: '/site/m_totpQrcode' }],
  texts: { zh: {}, en: {} },
};
