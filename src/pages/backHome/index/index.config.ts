export default definePageConfig({ navigationBarTitleText: '后台管理' });
