/** Notices as the server sends them (checked against the contract by envelope-server's `ok`). */
import type { Notice, NoticeCategory, NoticeDetail, OfficeNotice } from '@contract/calls/notices';

export function notice(id: number, over: Partial<Notice> = {}): Notice {
  return {
    id, title: `关于2026年寒假放假安排的通知（${id}）`, category_id: 1, category_name: '通知公告', department_name: '校长办公室',
    send_time: '2026-01-05 09:30:00', is_read: 0, ...over,
  };
}

export function noticeDetail(over: Partial<NoticeDetail> = {}): NoticeDetail {
  return { ...notice(7), content: '<p>全校师生：寒假自1月17日起。</p>', ...over };
}

export function officeNotice(id: number, over: Partial<OfficeNotice> = {}): OfficeNotice {
  return { id, title: `行政楼办公室搬迁公告（${id}）`, department_name: '党政办公室', send_time: '2026-01-08 14:00:00', is_read: 0, ...over };
}

export const categories: NoticeCategory[] = [
  { id: 1, name: '通知公告', unread: 3 },
  { id: 2, name: '办事指南', unread: 0 },
];

export function page<T>(list: T[], total = list.length, p = 1) {
  return { list, total, p, page_size: 10 };
}
