import type { ClientModule } from '../../client-module';

/**
 * The user's account (spec §2, §4, §6): the personal centre with its account and security list, the password page
 * phones use instead of the dialog, and the off-campus sign-up and password reset. In the mini-program, a subpackage
 * (src/modules.ts). The texts load with the pages (./i18n.ts).
 */
export const accountModule: ClientModule = {
  name: 'account',
  pages: [
    { desktop: '/site/personal', mobile: '/site/m_personal' },
    { mobile: '/site/m_changePwd' },
    { desktop: '/site/register', mobile: '/site/m_register' },
    { desktop: '/site/forgetPwd', mobile: '/site/m_forgetPwd' },
  ],
  texts: { zh: {}, en: {} },
};
