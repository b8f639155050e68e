import { digestTimes, isDigestTime, isReminderWindow } from './message-settings';

describe('message settings rules', () => {
  it('offers digest times from 07:00 to 23:00 every half hour', () => {
    const times = digestTimes();
    expect(times[0]).toBe('07:00');
    expect(times[1]).toBe('07:30');
    expect(times.at(-1)).toBe('23:00');
    expect(times).toHaveLength(33);
    expect(isDigestTime('23:30')).toBe(false);
    expect(isDigestTime('06:30')).toBe(false);
    expect(isDigestTime('12:15')).toBe(false);
  });

  it('accepts a reminder window only when it starts before it ends', () => {
    expect(isReminderWindow('08:00', '18:00')).toBe(true);
    expect(isReminderWindow('18:00', '08:00')).toBe(false);
    expect(isReminderWindow('09:00', '09:00')).toBe(false);
  });
});
