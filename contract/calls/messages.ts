/** Messages and unread counts (spec §3 Unread counts, §4 Message types, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { OneOf, Payload } from '../schemas';

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

export const messagesCalls = defineCalls('messages', {
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
