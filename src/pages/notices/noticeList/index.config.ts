export default definePageConfig({ navigationBarTitleText: '通知公告' });
