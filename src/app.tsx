import { useEffect, type PropsWithChildren } from 'react';
import Taro from '@tarojs/taro';
import { HOME_ROUTE } from './routes';
import { setupI18n } from './i18n';
import { configureAppRequest } from './services/configure-app-request';
import { announcerRegion } from './platform/announce';
import { chooseInitialTwin, watchClientTwin } from './platform/client-twin';
import { replaceWith } from './platform/navigation';
import { applyRootFontSize } from './platform/root-font';
import { useSession } from './stores/session';
import './app.scss';

setupI18n();
// Before Taro's router reads the address: the first render and the page's calls are the right twin's (spec §2).
chooseInitialTwin();
// Before the first render, so pages never paint at the browser's default size.
applyRootFontSize();
configureAppRequest();
watchClientTwin();

// An unknown path shows the home page (spec §2) instead of Taro's blank page.
Taro.onPageNotFound?.(() => replaceWith(HOME_ROUTE));

function App({ children }: PropsWithChildren) {
  useEffect(() => {
    void useSession.getState().load();
    // Present before the first page change, so the change's announcement is read (platform/announce).
    announcerRegion();
  }, []);
  return children;
}

export default App;
