import type { ClientModule } from '../../client-module';
import { noticesTexts } from './i18n';

/**
 * Notices (spec §2): the list by category, the notice detail (/site/informDetails?id=) and the office notice detail
 * (/site/billboarddetails?wid=), each with a mobile twin ("notices" in the spec's route mapping table). In the main
 * package: the routes share `site` with home.
 */
export const noticesModule: ClientModule = {
  name: 'notices',
  pages: [
    { desktop: '/site/noticeList', mobile: '/site/m_noticeList' },
    { desktop: '/site/informDetails', mobile: '/site/m_informDetails' },
    { desktop: '/site/billboarddetails', mobile: '/site/m_billboarddetails' },
  ],
  texts: noticesTexts,
};
