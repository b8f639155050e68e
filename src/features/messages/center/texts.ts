/** The message centre's texts (spec §2 /site/ucenter, §4 message types). */
import { defineTexts } from '../../../i18n/define-texts';

export const centerTexts = defineTexts(
  {
    userCentre: '用户中心',
    tabsLabel: '消息类型',
    types: { '1': '申请消息', '2': '审批消息', '3': '通知消息', '4': '催办消息' },
    tabUnread: '{{name}} · {{count}} 未读',
    feedbackTab: '我的反馈',
    settingsTab: '消息设置',
    empty: '暂无消息',
    unread: '未读',
    total_other: '共 {{count}} 条',
    readAll: '全部标为已读',
    readAllTitle: '全部标为已读',
    readAllQuestion: '确定将全部{{name}}标为已读吗？',
    readAllDone: '已全部标为已读',
  },
  {
    userCentre: 'User centre',
    tabsLabel: 'Message types',
    types: { '1': 'Applications', '2': 'Approvals', '3': 'Notifications', '4': 'Reminders' },
    tabUnread: '{{name}} · {{count}} unread',
    feedbackTab: 'My feedback',
    settingsTab: 'Message settings',
    empty: 'No messages',
    unread: 'Unread',
    total_one: '{{count}} message',
    total_other: '{{count}} messages',
    readAll: 'Mark all read',
    readAllTitle: 'Mark all read',
    readAllQuestion: 'Mark every message in {{name}} as read?',
    readAllDone: 'All marked read',
  },
);
