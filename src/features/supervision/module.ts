import type { ClientModule } from '../../client-module';

/**
 * Efficiency supervision (效能督查, issue 32; spec §2 /site/serviceSurvey, /site/departService, /site/monitoring; §6
 * permits ServiceSituation.webAll, DepartService.webAll, service-count): the service overview with its trend charts,
 * department services ranked, and process monitoring with the supervisor's interventions; each with its phone twin.
 * A subpackage the home does not preload, its pages in `pages/supervision/` (src/routes.ts: the site segment is
 * shared); its texts and calls load with its pages, and ECharts with the first chart (the data center's), so nothing
 * of it rides in the first load.
 */
export const supervisionModule: ClientModule = {
  name: 'supervision',
  pages: [
    { desktop: '/site/serviceSurvey', mobile: '/site/m_serviceSurvey' },
    { desktop: '/site/departService', mobile: '/site/m_departService' },
    { desktop: '/site/monitoring', mobile: '/site/m_monitoring' },
  ],
  preload: false,
  texts: { zh: {}, en: {} },
};
