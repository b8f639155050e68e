export default definePageConfig({ navigationBarTitleText: '知会我的', enablePullDownRefresh: true });
