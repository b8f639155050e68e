export default definePageConfig({ navigationBarTitleText: '用户中心' });
