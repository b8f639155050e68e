export default definePageConfig({ navigationBarTitleText: '个人主页' });
