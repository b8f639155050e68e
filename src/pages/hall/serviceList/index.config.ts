export default definePageConfig({ navigationBarTitleText: '服务大厅' });
