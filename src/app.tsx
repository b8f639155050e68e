import { useEffect, type PropsWithChildren } from 'react';
import Taro from '@tarojs/taro';
import { HOME_ROUTE } from './routes';
import { setupI18n } from './i18n';
import { configureRequest } from './services/request';
import { showToast } from './ui/toast';
import { goTo, replaceWith, currentRoute } from './platform/navigation';
import { applyRootFontSize } from './platform/root-font';
import { useSession } from './stores/session';
import './app.scss';

setupI18n();
// Before the first render, so pages never paint at the browser's default size.
applyRootFontSize();

configureRequest({
  showError: (message) => showToast({ content: message, kind: 'error' }),
  onLoginRequired: () => {
    // Pages whose route ends in _j handle sign-in themselves (spec §8).
    if (!currentRoute().endsWith('_j')) goTo('/site/login', { redirect_url: currentRoute() });
  },
  onForceLogout: () => void useSession.getState().logout(),
  onRedirectHome: () => replaceWith(HOME_ROUTE),
});

// An unknown path shows the home page (spec §2) instead of Taro's blank page.
Taro.onPageNotFound?.(() => replaceWith(HOME_ROUTE));

function App({ children }: PropsWithChildren) {
  useEffect(() => {
    void useSession.getState().load();
  }, []);
  return children;
}

export default App;
