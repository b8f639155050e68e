/**
 * The two kinds of notice and how each is read: notices (公告) are public and sorted into categories; office notices
 * (办公公告) are for staff only (contract/rules/notices.ts) and are opened by `wid` (spec §2). Opening a detail marks
 * it read on the server for a signed-in reader.
 */
import { api } from '@/services/api';

export type NoticeKind = 'notify' | 'office_notice';

/** What a list row shows, whichever the kind. */
export interface NoticeHead {
  id: number;
  title: string;
  /** Empty for office notices, which have no categories. */
  category_name: string;
  department_name: string;
  send_time: string;
  is_read: number;
}

export interface NoticeWithBody extends NoticeHead {
  /** HTML, sanitised on the server. */
  content: string;
}

export interface NoticePage {
  list: NoticeHead[];
  total: number;
}

export const NOTICE_LIST_ROUTE = '/site/noticeList';
export const NOTICE_PAGE_SIZE = 10;

/** The detail page of a notice and its query (spec §2: informDetails?id=, billboarddetails?wid=). */
export function detailTarget(kind: NoticeKind, id: number): { route: string; query: Record<string, number> } {
  return kind === 'notify' ? { route: '/site/informDetails', query: { id } } : { route: '/site/billboarddetails', query: { wid: id } };
}

export function loadDetail(kind: NoticeKind, id: number): Promise<NoticeWithBody> {
  return kind === 'notify'
    ? api.getNoticeDetail({ id }, { quiet: true })
    : api.getOfficeNoticeDetail({ wid: id }, { quiet: true }).then((n) => ({ ...n, category_name: '' }));
}

/** One page of a list: the notices of a category (all when none), or the office notices. */
export function loadPage(kind: NoticeKind, categoryId: number | undefined, p: number): Promise<NoticePage> {
  const paging = { p, page_size: NOTICE_PAGE_SIZE };
  const options = { key: `notices-${kind}`, quiet: true };
  return kind === 'notify'
    ? api.getNotice({ ...paging, category_id: categoryId }, options)
    : api.getOfficeNotice(paging, options).then((page) => ({ ...page, list: page.list.map((n) => ({ ...n, category_name: '' })) }));
}
