export default definePageConfig({
  // The mini-program pulls down natively (the list reloads, a mission is read again); H5 through the list's own handler.
  enablePullDownRefresh: process.env.TARO_ENV !== 'h5',
});
