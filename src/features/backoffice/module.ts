import type { ClientModule } from '../../client-module';

/**
 * The back office (spec §2 /backHome/index): administrators run the portal's content, settings, catalog, roles and
 * inboxes. A desktop page whose lists also work on a phone's browser; in the mini-program, a subpackage whose page
 * says to open it in a browser. The texts load with the page (./i18n.ts).
 */
export const backofficeModule: ClientModule = {
  name: 'backoffice',
  pages: [{ desktop: '/backHome/index' }],
  texts: { zh: {}, en: {} },
};
