import type { MessageSettings } from '@contract/calls/messages';
import { draftProblem, subNoticeData, switchLocked, windowTimes, withBoundContact, withChannelSwitch, withReal, withServerChannel } from './settings-draft';

const on = { show: '1', select: '1', readonly: '0' } as const;

const base: MessageSettings = {
  channels: {
    wechat: { real: on, timing: { ...on, readonly: '1' } },
    mobile: { real: on, timing: on, value: '138****5678', auth: '1' },
    email: { real: on, timing: on, value: '', auth: '0' },
  },
  time_setting: {
    real: { real_type: 1, custom_remind: { start_time: '08:00', end_time: '18:00', only_work_day: '1' } },
    timing: { select: '0', select_tim: '07:00' },
  },
  qrcode: '',
  desc: '',
  status: '1',
};

describe('the message settings as the user edits them (spec §3)', () => {
  it('turns one switch of one channel and leaves the rest', () => {
    const next = withChannelSwitch(base, 'mobile', 'timing', false);
    expect(next.channels.mobile).toEqual({ ...base.channels.mobile, timing: { ...on, select: '0' } });
    expect(next.channels.wechat).toBe(base.channels.wechat);
    expect(base.channels.mobile.timing.select).toBe('1');
  });

  it('locks a switch the server holds, and an unbound address until it is bound', () => {
    expect(switchLocked(base, 'wechat', 'timing')).toBe(true);
    expect(switchLocked(base, 'wechat', 'real')).toBe(false);
    expect(switchLocked(base, 'email', 'real')).toBe(true);
    expect(switchLocked(withBoundContact(base, 'email', 'l***@example.edu.cn'), 'email', 'real')).toBe(false);
  });

  it('takes a channel as the server shows it after a binding, with the choices made on the page kept', () => {
    const chosen = withChannelSwitch(base, 'email', 'real', false);
    const shown = { real: { ...on, select: '1' }, timing: { ...on, select: '0' }, value: 'l***@example.edu.cn', auth: '1' } as const;
    expect(withServerChannel(chosen, 'email', shown).channels.email).toEqual({ ...shown, real: { ...on, select: '0' }, timing: on });
  });

  it('needs a custom window to start before it ends, and only when the window is chosen', () => {
    const late = withReal(base, { custom_remind: { start_time: '18:00', end_time: '18:00' } });
    expect(draftProblem(late)).toBeNull();
    expect(draftProblem(withReal(late, { real_type: 2 }))).toBe('windowOrder');
    expect(draftProblem(withReal(late, { real_type: 2, custom_remind: { end_time: '18:30' } }))).toBeNull();
  });

  it('sends status, channels and time settings, not the QR code or the description', () => {
    expect(Object.keys(JSON.parse(subNoticeData({ ...base, qrcode: '/qr.png', desc: '说明' })) as object)).toEqual(['status', 'channels', 'time_setting']);
  });

  it('offers the window every half hour of the day, with a saved time between them kept in its place', () => {
    const times = windowTimes('08:15', '18:00');
    expect(times).toHaveLength(49);
    expect(times.slice(16, 19)).toEqual(['08:00', '08:15', '08:30']);
    expect([times[0], times.at(-1)]).toEqual(['00:00', '23:30']);
  });
});
