export default definePageConfig({ navigationBarTitleText: '校外用户登录' });
