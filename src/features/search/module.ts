import type { ClientModule } from '../../client-module';
import { searchTexts } from './i18n';

/**
 * Search (spec §4): the header's dropdown lives in every desktop page; the full results page ("app search" in the
 * spec's route mapping table) has a desktop and a mobile twin. In the mini-program, a subpackage (src/modules.ts).
 */
export const searchModule: ClientModule = {
  name: 'search',
  pages: [{ desktop: '/site/appSearch', mobile: '/site/m_appSearch' }],
  texts: searchTexts,
};
