import type { ClientModule } from '../../client-module';
import { authTexts } from './i18n';

/**
 * Sign-in (spec §1, §4), in the main package: any page may send the user there (e = 10042). Sign-out's page serves
 * the spec's /site/login/cas-logout, a route of three segments, as an alias of a page with a two-segment name.
 */
export const authModule: ClientModule = {
  name: 'auth',
  pages: [{ desktop: '/site/login', mobile: '/site/m_login' }, { desktop: '/site/loginCasLogout', aliases: ['/site/login/cas-logout'] }],
  texts: authTexts,
};
