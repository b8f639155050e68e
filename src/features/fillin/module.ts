import type { ClientModule } from '../../client-module';

/**
 * Fill-ins (issue 28; spec §2): 我的填报 (/matter/fill), the fill-in mission page of the route map
 * (/fillForm/mission?id=[&period=]) and 填报统计 (/fillForm/report, permit tb-report). Every page file costs the phone's
 * first load its route entries (bench/size.bench.ts), so 我的填报 and the mission page share one page file (the
 * mission's `id` tells them apart, as in the booking module), and none has a page config but the phone list's (the
 * mini-program's own pull to refresh): the frame sets each title. A subpackage in the mini-program, its pages in
 * `pages/fillin/` since its routes span two segments (src/routes.ts). Its texts and calls load with its pages
 * (./i18n.ts, ./fillin-calls.ts): nothing of it rides in the first load but the home tab's fillreportmylist.
 */
export const fillinModule: ClientModule = {
  name: 'fillin',
  pages: [
    { desktop: '/matter/fill', mobile: '/matter/m_fill', aliases: ['/fillForm/mission', '/fillForm/m_mission'] },
    { desktop: '/fillForm/report', mobile: '/fillForm/m_report' },
  ],
  // The home links to 我的填报 from its tab, but the home's 2 MB of preloads are spent; the pages load when first opened.
  preload: false,
  texts: { zh: {}, en: {} },
};
