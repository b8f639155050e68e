export default definePageConfig({ navigationBarTitleText: '服务详情' });
