/** Messages and unread counts (spec §3 Unread counts, §4 Message types, §7). */
import { Type } from '@sinclair/typebox';
import { apiPath, defineCall } from '../call';
import { Payload } from '../schemas';

export const messagesCalls = {
  getunreadData: defineCall({
    name: 'getunreadData',
    method: 'GET',
    path: apiPath('messages', 'getunreadData'),
    area: 'messages',
    access: 'user',
    summary: 'Unread messages and pending to-dos of the signed-in user.',
    payload: Payload({}),
    // `messagge` is the spec's field name.
    result: Type.Object({ messagge: Type.Integer(), my_todo: Type.Integer() }),
  }),
};
