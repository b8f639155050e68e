/** Notices (spec §3 Notice, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { apiPath, defineCall } from '../call';
import { Int, PageOf, Paging, Payload } from '../schemas';

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category_name: Type.String(),
  send_time: Type.String(),
});
export type Notice = Static<typeof Notice>;

export const noticesCalls = {
  getNotice: defineCall({
    name: 'getNotice',
    method: 'GET',
    path: apiPath('notices', 'getNotice'),
    area: 'notices',
    access: 'optional',
    summary: 'Published notices, newest first, optionally of one category.',
    payload: Payload({ ...Paging, category_id: Type.Optional(Int({ minimum: 1 })) }),
    result: PageOf(Notice),
  }),
};
