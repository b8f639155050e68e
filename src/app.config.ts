import { pages } from './routes';

export default defineAppConfig({
  pages,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '网上办事大厅',
    navigationBarTextStyle: 'black',
  },
  // Main package stays small (2 MB quota per package); business modules become subpackages as they arrive.
  lazyCodeLoading: 'requiredComponents',
});
