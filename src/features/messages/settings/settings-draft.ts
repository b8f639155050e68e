/**
 * The message settings as the user edits them (spec §3 Message settings): switch a channel's real-time or digest
 * delivery, choose when, check the window before saving, and write what subNotice takes. Pure: the panel's hook is
 * ./use-message-settings.ts.
 */
import type { MessageSettings } from '@contract/calls/messages';
import { isReminderWindow, minutesOf } from '@contract/rules/message-settings';

export type ChannelKey = keyof MessageSettings['channels'];
export type Delivery = 'real' | 'timing';
export type Switch = '1' | '0';

export const CHANNELS: readonly ChannelKey[] = ['wechat', 'mobile', 'email'];
export const DELIVERIES: readonly Delivery[] = ['real', 'timing'];

/** The channels that go to a number or address the user binds with a code. */
export type AddressedChannel = 'mobile' | 'email';
export const isAddressed = (channel: ChannelKey): channel is AddressedChannel => channel !== 'wechat';

export const onOff = (on: boolean): Switch => (on ? '1' : '0');

export function withChannelSwitch(settings: MessageSettings, channel: ChannelKey, delivery: Delivery, on: boolean): MessageSettings {
  const current = settings.channels[channel];
  return { ...settings, channels: { ...settings.channels, [channel]: { ...current, [delivery]: { ...current[delivery], select: onOff(on) } } } };
}

/** A number or address newly bound for a channel, as the server masked it. */
export function withBoundContact(settings: MessageSettings, channel: AddressedChannel, masked: string): MessageSettings {
  return { ...settings, channels: { ...settings.channels, [channel]: { ...settings.channels[channel], value: masked, auth: '1' } } };
}

/**
 * A channel as the server shows it now (after a binding: unlocked, its new address) with the user's choices on it
 * kept, as they may not be saved yet.
 */
export function withServerChannel(settings: MessageSettings, channel: AddressedChannel, shown: MessageSettings['channels'][AddressedChannel]): MessageSettings {
  const mine = settings.channels[channel];
  const next = { ...shown, real: { ...shown.real, select: mine.real.select }, timing: { ...shown.timing, select: mine.timing.select } };
  return { ...settings, channels: { ...settings.channels, [channel]: next } };
}

type Real = MessageSettings['time_setting']['real'];
type Timing = MessageSettings['time_setting']['timing'];

export function withReal(settings: MessageSettings, patch: Partial<Omit<Real, 'custom_remind'>> & { custom_remind?: Partial<Real['custom_remind']> }): MessageSettings {
  const real = settings.time_setting.real;
  const next: Real = { ...real, ...patch, custom_remind: { ...real.custom_remind, ...patch.custom_remind } };
  return { ...settings, time_setting: { ...settings.time_setting, real: next } };
}

export function withTiming(settings: MessageSettings, patch: Partial<Timing>): MessageSettings {
  return { ...settings, time_setting: { ...settings.time_setting, timing: { ...settings.time_setting.timing, ...patch } } };
}

/** The switches a channel shows; none when this portal does not run the channel. */
export const shownDeliveries = (settings: MessageSettings, channel: ChannelKey): Delivery[] => DELIVERIES.filter((delivery) => settings.channels[channel][delivery].show === '1');

/**
 * Whether a switch can be turned: not when the server holds it (readonly), and not for a number or address not
 * bound yet (nothing to send to).
 */
export function switchLocked(settings: MessageSettings, channel: ChannelKey, delivery: Delivery): boolean {
  if (settings.channels[channel][delivery].readonly === '1') return true;
  return isAddressed(channel) && settings.channels[channel].auth !== '1';
}

/** Why the settings cannot be saved as they are: a custom window must start before it ends (spec §3). */
export function draftProblem(settings: MessageSettings): 'windowOrder' | null {
  const { real_type, custom_remind } = settings.time_setting.real;
  if (real_type === 2 && !isReminderWindow(custom_remind.start_time, custom_remind.end_time)) return 'windowOrder';
  return null;
}

/** subNotice's `data`: the JSON of {status, channels, time_setting}; the QR code and description are the server's. */
export function subNoticeData(settings: MessageSettings): string {
  const { status, channels, time_setting } = settings;
  return JSON.stringify({ status, channels, time_setting });
}

const WINDOW_STEP_MINUTES = 30;

/**
 * The times a custom window may start or end: every half hour of the day, with the saved ones kept even when they
 * fall between (a window set elsewhere at 08:15 still shows as it is).
 */
export function windowTimes(...saved: string[]): string[] {
  const times = new Set<string>(saved);
  for (let m = 0; m < 24 * 60; m += WINDOW_STEP_MINUTES) times.add(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return [...times].sort((a, b) => minutesOf(a) - minutesOf(b));
}
