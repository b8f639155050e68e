export default definePageConfig({ navigationBarTitleText: '个人中心插件' });
