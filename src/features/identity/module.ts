import type { ClientModule } from '../../client-module';

/**
 * Identities, grants and acting for others (spec §2 /site/m_switchIdentity, §3 Granted-user, §4 "Identity switch",
 * §6): the phone's page for switching identity or account, and the grants the user made, as a page of their own
 * beside their section in the personal centre. In the mini-program, a subpackage (src/modules.ts).
 * The texts load with the pages, the header popup and the sections (./i18n.ts).
 */
export const identityModule: ClientModule = {
  name: 'identity',
  pages: [{ mobile: '/site/m_switchIdentity' }, { desktop: '/site/grants', mobile: '/site/m_grants' }],
  texts: { zh: {}, en: {} },
};
