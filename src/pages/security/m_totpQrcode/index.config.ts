export default definePageConfig({ navigationBarTitleText: '动态验证码' });
