export default definePageConfig({ navigationBarTitleText: '切换身份' });
