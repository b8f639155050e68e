/**
 * Notices and office notices (spec §2 /site/informDetails?id= and /site/billboarddetails?wid=, §3 Notice, §7 getNotice).
 * Notices are public; office notices (办公公告) are for staff only (contract/rules/notices.ts), and an office notice
 * someone may not read answers exactly as a missing one. Opening a notice marks it read for a signed-in reader.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Id, OneOf, PageOf, Paging, Payload } from '../schemas';

const ReadFlag = Type.Integer({ description: '1 once the signed-in reader has opened it; always 0 for someone not signed in' });
const SendTime = Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' });
const Content = Type.String({ description: 'HTML, sanitised on the server when written (formatting tags, images and safe links only)' });

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  department_name: Type.String({ description: 'the issuing office, or empty' }),
  send_time: SendTime,
  is_read: ReadFlag,
});
export type Notice = Static<typeof Notice>;

export const NoticeDetail = Type.Object({ ...Notice.properties, content: Content });
export type NoticeDetail = Static<typeof NoticeDetail>;

export const OfficeNotice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  department_name: Type.String(),
  send_time: SendTime,
  is_read: ReadFlag,
});
export type OfficeNotice = Static<typeof OfficeNotice>;

export const OfficeNoticeDetail = Type.Object({ ...OfficeNotice.properties, content: Content });
export type OfficeNoticeDetail = Static<typeof OfficeNoticeDetail>;

export const NoticeCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  unread: Type.Integer({ description: 'notices of the category the signed-in reader has not opened; 0 for someone not signed in' }),
});
export type NoticeCategory = Static<typeof NoticeCategory>;

export const noticesCalls = defineCalls('notices', {
  getNotice: {
    method: 'GET',
    access: 'optional',
    summary: 'Published notices, newest first, optionally of one category.',
    payload: Payload({ ...Paging, category_id: Type.Optional(Id()) }),
    result: PageOf(Notice),
  },
  getNoticeCategories: {
    method: 'GET',
    access: 'optional',
    summary: 'Notice categories in display order, with what the reader has not opened yet.',
    payload: Payload({}),
    result: Type.Array(NoticeCategory),
  },
  getNoticeDetail: {
    method: 'GET',
    changesState: 'same-site',
    access: 'optional',
    summary: 'One published notice (/site/informDetails?id=); marks it read for a signed-in reader.',
    payload: Payload({ id: Id() }),
    result: NoticeDetail,
  },
  getOfficeNotice: {
    method: 'GET',
    access: 'user',
    summary: 'Office notices (办公公告), newest first; staff only.',
    payload: Payload({ ...Paging }),
    result: PageOf(OfficeNotice),
  },
  getOfficeNoticeDetail: {
    method: 'GET',
    changesState: 'same-site',
    access: 'user',
    summary: 'One office notice (/site/billboarddetails?wid=), marked read; one the caller may not read answers as a missing one.',
    payload: Payload({ wid: Id() }),
    result: OfficeNoticeDetail,
  },
  getNoticeUnread: {
    method: 'GET',
    access: 'user',
    summary: 'How many notices and office notices (0 for non-staff) the caller has not opened.',
    payload: Payload({}),
    result: Type.Object({ notify: Type.Integer(), office_notice: Type.Integer() }),
  },
  readAllNotices: {
    method: 'POST',
    access: 'user',
    summary: 'Marks every notice (of one category when given) or every office notice read for the caller.',
    payload: Payload({ kind: OneOf(['notify', 'office_notice'] as const), category_id: Type.Optional(Id()) }),
    result: Type.Object({ read: Type.Integer({ description: 'how many were newly marked' }) }),
  },
});
