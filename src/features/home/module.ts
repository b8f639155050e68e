import type { ClientModule } from '../../client-module';
import { homeTexts } from './i18n';

/** The home page (spec §2 "Home page v2"), in the mini-program's main package: it is the first page. */
export const homeModule: ClientModule = {
  name: 'home',
  pages: [{ desktop: '/site/index', mobile: '/site/m_indexs' }],
  texts: homeTexts,
};
