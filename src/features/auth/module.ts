import type { ClientModule } from '../../client-module';
import { authTexts } from './i18n';

/** Off-campus sign-in (spec §1, §4), in the main package: any page may send the user there (e = 10042). */
export const authModule: ClientModule = {
  name: 'auth',
  pages: [{ desktop: '/site/login', mobile: '/site/m_login' }],
  texts: authTexts,
};
