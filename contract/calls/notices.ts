/** Notices (spec §3 Notice, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, PageOf, Paging, Payload } from '../schemas';

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category_name: Type.String(),
  send_time: Type.String(),
});
export type Notice = Static<typeof Notice>;

export const noticesCalls = defineCalls('notices', {
  getNotice: {
    method: 'GET',
    access: 'optional',
    summary: 'Published notices, newest first, optionally of one category.',
    payload: Payload({ ...Paging, category_id: Type.Optional(Int({ minimum: 1 })) }),
    result: PageOf(Notice),
  },
});
