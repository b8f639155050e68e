export default definePageConfig({ navigationBarTitleText: '回执核验' });
