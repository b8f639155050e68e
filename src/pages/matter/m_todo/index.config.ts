export default definePageConfig({
  navigationBarTitleText: '我的待办',
  // The mini-program pulls down natively; H5 through the list's own handler (features/matters/lists/pull-refresh.h5.tsx).
  enablePullDownRefresh: process.env.TARO_ENV !== 'h5',
});
