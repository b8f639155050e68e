/** Messages and unread counts (spec §3 Unread counts, §4 Message types, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { MESSAGE_ABOUT_KINDS } from '../rules/message-target';
import { ObjectId, OneOf, PageOf, Paging, Payload } from '../schemas';

const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm' });
const Switch = OneOf(['1', '0'] as const, 'on 1, off 0');

const ChannelSetting = Type.Object({
  real: Type.Object({ show: Switch, select: Switch, readonly: Switch }),
  timing: Type.Object({ show: Switch, select: Switch, readonly: Switch }),
});
const AddressedChannel = Type.Intersect([ChannelSetting, Type.Object({ value: Type.String({ description: 'masked' }), auth: Switch })]);

/** Message settings (spec §3): channels, when to send, and the binding QR code. */
export const MessageSettings = Type.Object({
  channels: Type.Object({ wechat: ChannelSetting, mobile: AddressedChannel, email: AddressedChannel }),
  time_setting: Type.Object({
    real: Type.Object({
      real_type: OneOf([1, 2] as const, '1 at once, 2 within a custom window'),
      custom_remind: Type.Object({
        start_time: ClockTime,
        end_time: ClockTime,
        only_work_day: Switch,
      }),
    }),
    timing: Type.Object({ select: Switch, select_tim: ClockTime }),
  }),
  qrcode: Type.String(),
  desc: Type.String(),
  status: Switch,
});
export type MessageSettings = Static<typeof MessageSettings>;

const MessageType = OneOf([1, 2, 3, 4] as const, '1 application, 2 approval, 3 notification, 4 urging');

/** One message of the caller's (spec §4 message types); `about` says where it leads (contract/rules/message-target.ts). */
export const Message = Type.Object({
  id: Type.String(),
  type: MessageType,
  title: Type.String(),
  content: Type.String(),
  created: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' }),
  is_read: OneOf([0, 1] as const, '1 once read'),
  about: Type.Object(
    {
      kind: Type.Union([...MESSAGE_ABOUT_KINDS, ''].map((k) => Type.Literal(k)), { description: 'todo, reject, launch, read, notice, feedback, booking, fillin; empty for none' }),
      id: Type.String({ description: 'the application or notice; empty for none' }),
    },
    { description: 'what the message is about, from which its page is derived' },
  ),
});
export type Message = Static<typeof Message>;

export const messagesCalls = defineCalls('messages', {
  getMessageList: {
    method: 'GET',
    access: 'user',
    summary: "The caller's messages of one type, newest first.",
    payload: Payload({ mtype: MessageType, ...Paging }),
    result: PageOf(Message),
  },
  readMessage: {
    method: 'POST',
    access: 'user',
    summary: 'Marks one of the caller\'s messages read; another\'s answers as a missing one.',
    owns: { id: 'message' },
    payload: Payload({ id: ObjectId }),
    result: Type.Object({}),
  },
  readAllMessages: {
    method: 'POST',
    access: 'user',
    summary: "Marks every unread message of the caller's (of one type when given) read.",
    payload: Payload({ mtype: Type.Optional(MessageType) }),
    result: Type.Object({ read: Type.Integer({ description: 'how many were newly marked' }) }),
  },
  messageCount: {
    method: 'GET',
    access: 'user',
    summary: 'Unread messages keyed by message type (1 application, 2 approval, 3 notification, 4 urging).',
    payload: Payload({}),
    result: Type.Record(Type.String({ pattern: '^[1-4]$' }), Type.Integer()),
  },
  newGetSetting: {
    method: 'GET',
    access: 'user',
    summary: "The user's message settings.",
    payload: Payload({}),
    result: MessageSettings,
  },
  subNotice: {
    method: 'POST',
    access: 'user',
    summary: 'Saves the message settings; `data` is the JSON of {status, channels, time_setting}.',
    payload: Payload({ data: Type.String({ minLength: 2, maxLength: 8000 }) }),
    result: Type.Object({}),
  },
});
