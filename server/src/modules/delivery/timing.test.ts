import { DEFAULT_SETTINGS } from './settings';
import { latestDigestSlot, releaseTime, type WorkDays } from './timing';

const campus = (text: string) => new Date(`${text}+08:00`);
const windowed = (only_work_day: '1' | '0') => ({ real_type: 2 as const, custom_remind: { start_time: '08:30', end_time: '17:00', only_work_day } });
// Monday to Friday, with Friday 2 October 2026 a holiday (National Day).
const workDays: WorkDays = (midnight) => {
  const day = new Date(midnight.getTime() + 8 * 3_600_000);
  return day.getUTCDay() >= 1 && day.getUTCDay() <= 5 && day.toISOString().slice(0, 10) !== '2026-10-02';
};

describe('releaseTime', () => {
  it('sends at once with real_type 1, whatever the hour', () => {
    const at = campus('2026-10-03T03:00:00');
    expect(releaseTime(at, DEFAULT_SETTINGS.time_setting.real, workDays)).toEqual(at);
  });

  it('sends inside the window at once', () => {
    const at = campus('2026-09-30T10:15:00');
    expect(releaseTime(at, windowed('1'), workDays)).toEqual(at);
  });

  it('holds a message from before the window until it opens the same day', () => {
    expect(releaseTime(campus('2026-09-30T06:00:00'), windowed('1'), workDays)).toEqual(campus('2026-09-30T08:30:00'));
  });

  it('holds a message from after the window until the next day opens it', () => {
    expect(releaseTime(campus('2026-09-29T17:00:00'), windowed('0'), workDays)).toEqual(campus('2026-09-30T08:30:00'));
  });

  it('skips the weekend and a holiday with work days only, and not without', () => {
    // Thursday evening: Friday is a holiday, then the weekend; Monday 5 October opens it.
    expect(releaseTime(campus('2026-10-01T20:00:00'), windowed('1'), workDays)).toEqual(campus('2026-10-05T08:30:00'));
    expect(releaseTime(campus('2026-10-01T20:00:00'), windowed('0'), workDays)).toEqual(campus('2026-10-02T08:30:00'));
    expect(releaseTime(campus('2026-10-03T11:00:00'), windowed('1'), workDays)).toEqual(campus('2026-10-05T08:30:00'));
  });

  it('counts days in campus time whatever the instant says in UTC', () => {
    // 23:30 UTC on Sunday is 07:30 on Monday on campus.
    expect(releaseTime(new Date('2026-10-04T23:30:00Z'), windowed('1'), workDays)).toEqual(campus('2026-10-05T08:30:00'));
  });
});

describe('latestDigestSlot', () => {
  it('is today at the chosen time once it has passed, else yesterday', () => {
    expect(latestDigestSlot(campus('2026-09-30T20:00:00'), '18:30')).toEqual(campus('2026-09-30T18:30:00'));
    expect(latestDigestSlot(campus('2026-09-30T18:30:00'), '18:30')).toEqual(campus('2026-09-30T18:30:00'));
    expect(latestDigestSlot(campus('2026-09-30T07:00:00'), '18:30')).toEqual(campus('2026-09-29T18:30:00'));
  });
});
