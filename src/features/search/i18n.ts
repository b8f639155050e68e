/** Texts of the search module, namespace `search`. The tab names are the spec's (§2 "Other dialogs"). */
import { defineTexts } from '../../i18n/define-texts';

export const searchTexts = defineTexts(
  {
    label: '搜索',
    placeholder: '搜索服务、报表、公告、预约',
    tabs: { all: '综合', apps: '服务', reports: '报表', notify: '公告', reservation: '预约', office_notice: '办公公告' },
    tabsLabel: '搜索结果分类',
    tabCount: '{{title}} {{count}}',
    hotKeywords: '热门搜索',
    searching: '搜索中…',
    seeAll: '查看“{{keyword}}”的全部结果',
    title: '搜索',
    resultsFor: '“{{keyword}}”的搜索结果',
    startHint: '输入关键词，搜索服务、报表、公告、预约和办公公告',
    failed: '搜索失败：{{message}}',
    allNotices: '浏览全部通知公告',
    allOfficeNotices: '浏览全部办公公告',
  },
  {
    label: 'Search',
    placeholder: 'Search services, reports, notices, bookings',
    tabs: { all: 'All', apps: 'Services', reports: 'Reports', notify: 'Notices', reservation: 'Bookings', office_notice: 'Office notices' },
    tabsLabel: 'Result categories',
    tabCount: '{{title}} {{count}}',
    hotKeywords: 'Popular searches',
    searching: 'Searching…',
    seeAll: 'See all results for “{{keyword}}”',
    title: 'Search',
    resultsFor: 'Results for “{{keyword}}”',
    startHint: 'Type a keyword to search services, reports, notices, bookings and office notices',
    failed: 'Search failed: {{message}}',
    allNotices: 'Browse all notices',
    allOfficeNotices: 'Browse all office notices',
  },
);
