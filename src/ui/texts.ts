/**
 * The primitives' own texts, namespace `ui`: what a list says while it loads, fails, ends or pages, what pulling
 * it down says, and the carousel's pause button. They load with the first primitive that speaks, not with the app
 * (src/i18n/lazy-namespace.ts).
 */
import { defineTexts } from '@/i18n/define-texts';
import { lazyNamespace } from '@/i18n/lazy-namespace';

const uiTexts = defineTexts(
  {
    loading: '加载中…',
    failed: '加载失败',
    retry: '重试',
    clearFilters: '清除筛选',
    loadMore: '加载更多',
    loadingMore: '正在加载…',
    noMore: '没有更多了',
    pager: '分页',
    previousPage: '上一页',
    nextPage: '下一页',
    pageN: '第 {{page}} 页',
    pullHint: '下拉刷新',
    releaseToRefresh: '释放立即刷新',
    refreshing: '正在刷新…',
    pauseCarousel: '暂停轮播',
    playCarousel: '播放轮播',
  },
  {
    loading: 'Loading…',
    failed: 'Could not load',
    retry: 'Retry',
    clearFilters: 'Clear filters',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    noMore: 'No more',
    pager: 'Pages',
    previousPage: 'Previous',
    nextPage: 'Next',
    pageN: 'Page {{page}}',
    pullHint: 'Pull to refresh',
    releaseToRefresh: 'Release to refresh',
    refreshing: 'Refreshing…',
    pauseCarousel: 'Pause carousel',
    playCarousel: 'Play carousel',
  },
);

export const useUiTexts = lazyNamespace('ui', uiTexts).useTexts;
