import type { ClientModule } from '../../client-module';

/**
 * The personal home (spec §2 /homepage/index, the menu's 个人主页, with its phone twin: "personal home" in the route
 * mapping table) and the page that embeds an allowed plugin of the personal centre (/site/personal/redirect?url=, a
 * route of three segments, so an alias of a page with a two-segment name). In the mini-program, a subpackage
 * (src/modules.ts); the texts load with the pages (./i18n.ts).
 */
export const homepageModule: ClientModule = {
  name: 'homepage',
  pages: [{ desktop: '/homepage/index', mobile: '/homepage/m_index' }, { desktop: '/homepage/plugin', aliases: ['/site/personal/redirect'] }],
  texts: { zh: {}, en: {} },
};
