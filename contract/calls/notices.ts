/**
 * Notices and office notices (spec §2 /site/informDetails?id= and /site/billboarddetails?wid=, §3 Notice, §7 getNotice).
 * Notices are public; office notices (办公公告) are for staff only (contract/rules/notices.ts), and an office notice
 * someone may not read answers exactly as a missing one. Opening a notice marks it read for a signed-in reader.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Id, Int, OneOf, PageOf, Paging, Payload } from '../schemas';

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

// ── the back office ─────────────────────────────────────────────────────────────

const Version = () => Int({ minimum: 1, description: 'the version the editor loaded; a stale one is refused with e = 409' });
const Kind = OneOf(['notice', 'office'] as const, 'notice: for everyone, with a category; office: 办公公告, staff only, no category');

export const AdminNotice = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  category_id: Type.Integer({ description: '0 for an office notice' }),
  category_name: Type.String(),
  title: Type.String(),
  title_en: Type.String(),
  send_time: SendTime,
  published: OneOf([0, 1] as const, '0 a draft nobody else sees'),
  version: Type.Integer(),
  updated_at: SendTime,
});
export type AdminNotice = Static<typeof AdminNotice>;

export const AdminNoticeDetail = Type.Object({ ...AdminNotice.properties, content: Content, content_en: Content });
export type AdminNoticeDetail = Static<typeof AdminNoticeDetail>;

export const AdminNoticeCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_en: Type.String(),
  sort: Type.Integer(),
  notices: Type.Integer({ description: 'how many notices (published or not) it holds; only an empty one can be deleted' }),
  version: Type.Integer(),
  updated_at: SendTime,
});
export type AdminNoticeCategory = Static<typeof AdminNoticeCategory>;

/** The largest notice body accepted (HTML), before sanitising. */
export const NOTICE_CONTENT_MAX = 200_000;

export const noticesAdminCalls = defineCalls('notices', {
  adminNotices: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Notices or office notices, drafts included, newest first; optionally of one category, published state or title keyword.',
    payload: Payload({
      ...Paging,
      kind: Kind,
      category_id: Type.Optional(Id()),
      published: Type.Optional(OneOf([0, 1] as const)),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
    }),
    result: PageOf(AdminNotice),
  },
  adminNotice: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:content',
    summary: 'One notice or office notice as the editor opens it, with both bodies.',
    payload: Payload({ id: Id() }),
    result: AdminNoticeDetail,
  },
  saveNotice: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary:
      'Creates a notice (no id) or saves one at the version the editor loaded. The bodies are sanitised on the server: ' +
      "formatting, the portal's own pictures and safe links are kept; scripts, styles and event handlers never are.",
    okText: 'saved',
    payload: Payload({
      id: Type.Optional(Id()),
      version: Type.Optional(Version()),
      kind: Kind,
      category_id: Type.Optional(Id()),
      title: Type.String({ minLength: 1, maxLength: 200 }),
      title_en: Type.Optional(Type.String({ maxLength: 200 })),
      content: Type.String({ maxLength: NOTICE_CONTENT_MAX }),
      content_en: Type.Optional(Type.String({ maxLength: NOTICE_CONTENT_MAX })),
      send_time: Type.Optional(
        Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?)?$', description: 'campus time, YYYY-MM-DD HH:mm[:ss]; now when absent' }),
      ),
      published: OneOf([0, 1] as const),
    }),
    result: AdminNoticeDetail,
  },
  deleteNotice: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Deletes a notice or office notice at the version the editor saw.',
    payload: Payload({ id: Id(), version: Version() }),
    result: Type.Object({}),
  },
  adminNoticeCategories: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Every notice category in display order, with how many notices each holds.',
    payload: Payload({ ...Paging }),
    result: PageOf(AdminNoticeCategory),
  },
  saveNoticeCategory: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Creates a notice category (no id) or saves one at the version the editor loaded; names are unique.',
    okText: 'saved',
    payload: Payload({
      id: Type.Optional(Id()),
      version: Type.Optional(Version()),
      name: Type.String({ minLength: 1, maxLength: 30 }),
      name_en: Type.Optional(Type.String({ maxLength: 60, description: 'empty when absent: English readers see the Chinese name' })),
      sort: Int({ maximum: 9999 }),
    }),
    result: AdminNoticeCategory,
  },
  deleteNoticeCategory: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Deletes an empty notice category at the version the editor saw; one holding notices is refused.',
    payload: Payload({ id: Id(), version: Version() }),
    result: Type.Object({}),
  },
});
