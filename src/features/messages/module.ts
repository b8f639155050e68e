import type { ClientModule } from '../../client-module';

/**
 * Messages (spec §2 /site/ucenter, §3 Unread counts and Message settings, §4 Message types): the user centre with the
 * message lists by type and the message settings. In the mini-program, a subpackage (src/modules.ts). The texts load
 * with the pages (./i18n.ts).
 */
export const messagesModule: ClientModule = {
  name: 'messages',
  pages: [{ desktop: '/site/ucenter', mobile: '/site/m_ucenter' }],
  texts: { zh: {}, en: {} },
};
