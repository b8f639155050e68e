export default definePageConfig({ navigationBarTitleText: '知会我的' });
