export default definePageConfig({ navigationBarTitleText: '发起申请' });
