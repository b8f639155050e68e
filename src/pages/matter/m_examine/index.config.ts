export default definePageConfig({ navigationBarTitleText: '审批' });
