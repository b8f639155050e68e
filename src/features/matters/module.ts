import type { ClientModule } from '../../client-module';

/**
 * Matters (spec §2 route list): a service's detail and start pages, what the user launched, their to-dos and what
 * was copied to them, each with its mobile twin ("matter detail/start/step start" and "my matters" in the spec's route
 * mapping table). The start step and the personal variants show the same pages, so they are aliases; the oversee and
 * entrusted lists are tabs of My tasks and My applications. Every page file costs the mobile home's first load its
 * route entry (about 60 bytes gzip), so views share page files where a path can tell them apart. A subpackage in the
 * mini-program.
 *
 * The module's texts are not listed here: every module's texts ride in the first load (src/i18n), which the mobile
 * home's budget cannot spare, so the pages add their namespace when they load (./i18n.ts).
 */
export const mattersModule: ClientModule = {
  name: 'matters',
  pages: [
    { desktop: '/matter/detail', mobile: '/matter/m_detail' },
    { desktop: '/matter/start', mobile: '/matter/m_start', aliases: ['/matter/startStep', '/matter/m_startStep'] },
    { desktop: '/matter/launch', mobile: '/matter/m_launch', aliases: ['/matter/launchPersonal'] },
    { desktop: '/matter/todo', mobile: '/matter/m_todo', aliases: ['/matter/todoPersonal'] },
    { desktop: '/matter/read', mobile: '/matter/m_read' },
    { desktop: '/matter/examine', mobile: '/matter/m_examine', aliases: ['/matter/rejectStep', '/matter/m_rejectStep'] },
    { desktop: '/matter/verify' },
  ],
  texts: { zh: {}, en: {} },
};
