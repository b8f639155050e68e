export default definePageConfig({ navigationBarTitleText: '办公公告' });
