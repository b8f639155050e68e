/**
 * Message settings (spec §3): what a user stores, what newGetSetting shows them, and what subNotice accepts. Pure:
 * the service hands in which channels this server has and which addresses the user has bound.
 *
 * `status` is the master switch: with '0' nothing leaves the portal but the in-app message. A channel's `real`
 * choice sends each message on it as it arrives (at once with real_type 1, within the custom window with 2); its
 * `timing` choice puts it in the daily digest, sent at `time_setting.timing.select_tim` when `timing.select` is '1'.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { MessageSettings } from '../../../../contract/calls/messages';
import { maskEmail, maskMobile } from '../../../../contract/rules/masking';
import { isDigestTime, isReminderWindow } from '../../../../contract/rules/message-settings';
import { DomainError } from '../../domain/errors';
import type { DeliveryChannel } from './delivery.table';

export const CHANNELS: readonly DeliveryChannel[] = ['wechat', 'mobile', 'email'];

const Switch = Type.Union([Type.Literal('1'), Type.Literal('0')]);
const Choice = Type.Object({ select: Switch });
const ChannelChoice = Type.Object({ real: Choice, timing: Choice });

/** What subNotice's `data` must hold; the shown-only fields (show, readonly, value, auth) may come along and are dropped. */
const SettingsInput = Type.Object({
  status: Switch,
  channels: Type.Object({ wechat: ChannelChoice, mobile: ChannelChoice, email: ChannelChoice }),
  time_setting: MessageSettings.properties.time_setting,
});

export type StoredSettings = Static<typeof SettingsInput>;
type TimeSetting = StoredSettings['time_setting'];

const off = { real: { select: '0' }, timing: { select: '0' } } as const;

/** A user who never saved: nothing but in-app messages, a working-hours window and an 08:00 digest ready to turn on. */
export const DEFAULT_SETTINGS: StoredSettings = {
  status: '0',
  channels: { wechat: off, mobile: off, email: off },
  time_setting: {
    real: { real_type: 1, custom_remind: { start_time: '08:00', end_time: '18:00', only_work_day: '1' } },
    timing: { select: '0', select_tim: '08:00' },
  },
};

/** Where a user can be reached: bound mobile and email, and whether the messaging app knows them (an openid). */
export interface Reach {
  mobile: string | null;
  email: string | null;
  openid: string | null;
}

export type Availability = Record<DeliveryChannel, boolean>;

const bit = (on: boolean): '1' | '0' => (on ? '1' : '0');

function reachable(channel: DeliveryChannel, reach: Reach): boolean {
  return Boolean(channel === 'wechat' ? reach.openid : reach[channel]);
}

/** newGetSetting's answer: the stored choices, each channel shown when this server has it and locked while unbound. */
export function settingsView(stored: StoredSettings, available: Availability, reach: Reach, page: { qrcode: string; desc: string }): MessageSettings {
  const channel = (c: DeliveryChannel) => {
    const flags = (chosen: '1' | '0') => ({ show: bit(available[c]), select: available[c] ? chosen : '0', readonly: bit(!available[c] || !reachable(c, reach)) });
    return { real: flags(stored.channels[c].real.select), timing: flags(stored.channels[c].timing.select) };
  };
  return {
    channels: {
      wechat: channel('wechat'),
      mobile: { ...channel('mobile'), value: maskMobile(reach.mobile), auth: bit(Boolean(reach.mobile)) },
      email: { ...channel('email'), value: maskEmail(reach.email), auth: bit(Boolean(reach.email)) },
    },
    time_setting: stored.time_setting,
    qrcode: page.qrcode,
    desc: page.desc,
    status: stored.status,
  };
}

/** subNotice's `data` read and checked; throws delivery.* errors a user can act on. */
export function parseSettings(data: string, available: Availability, reach: Reach): StoredSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    throw new DomainError('delivery.badSettings');
  }
  // Forms send real_type as a string now and then: '2' means 2.
  const input = Value.Convert(SettingsInput, raw);
  if (!Value.Check(SettingsInput, input)) throw new DomainError('delivery.badSettings');
  const settings = Value.Clean(SettingsInput, Value.Clone(input)) as StoredSettings;
  checkTimes(settings.time_setting);
  for (const c of CHANNELS) {
    const chosen = settings.channels[c].real.select === '1' || settings.channels[c].timing.select === '1';
    if (!chosen) continue;
    if (!available[c]) throw new DomainError('delivery.channelUnavailable');
    if (!reachable(c, reach)) throw new DomainError(c === 'wechat' ? 'delivery.wechatNotBound' : c === 'mobile' ? 'delivery.mobileNotBound' : 'delivery.emailNotBound');
  }
  return settings;
}

function checkTimes(time: TimeSetting): void {
  if (!isDigestTime(time.timing.select_tim)) throw new DomainError('delivery.badDigestTime');
  const { start_time, end_time } = time.real.custom_remind;
  if (!isReminderWindow(start_time, end_time)) throw new DomainError('delivery.badWindow');
}

/** The channels a new message goes out on at once (or when the window opens). */
export function realTimeChannels(settings: StoredSettings): DeliveryChannel[] {
  return settings.status === '1' ? CHANNELS.filter((c) => settings.channels[c].real.select === '1') : [];
}

/** The channels the daily digest goes out on. */
export function digestChannels(settings: StoredSettings): DeliveryChannel[] {
  if (settings.status !== '1' || settings.time_setting.timing.select !== '1') return [];
  return CHANNELS.filter((c) => settings.channels[c].timing.select === '1');
}
