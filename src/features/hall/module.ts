import type { ClientModule } from '../../client-module';

/**
 * The service hall (spec §2): /site/service (layout one's 服务大厅) and /site/serviceList (the menu's 服务列表) show the
 * same view — the catalogue with its audience tabs, themes, filters and favourites — so one page file pair serves both,
 * the first as an alias: a page file costs the mobile home's first load a route entry, an alias only a path. In the
 * mini-program, a subpackage (src/modules.ts).
 *
 * The texts are not listed here: every module's texts ride in the first load (src/i18n), which the mobile home's
 * budget cannot spare, so the pages add their namespace when they load (./i18n.ts).
 */
export const hallModule: ClientModule = {
  name: 'hall',
  pages: [{ desktop: '/site/serviceList', mobile: '/site/m_serviceList', aliases: ['/site/service', '/site/m_service'] }],
  texts: { zh: {}, en: {} },
};
