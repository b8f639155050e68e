import { modules } from './modules';
import { appPages } from './routes';

const { pages, subPackages, preloadRule } = appPages(modules, process.env.TARO_ENV === 'h5' ? 'h5' : 'mini');

export default defineAppConfig({
  pages,
  // The 2 MB quota is per package: every module but the home and sign-in is a subpackage (src/modules.ts), preloaded
  // from the home page; bench:size holds each package to its budget.
  ...(subPackages.length > 0 ? { subPackages, preloadRule } : {}),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '网上办事大厅',
    navigationBarTextStyle: 'black',
  },
  lazyCodeLoading: 'requiredComponents',
});
