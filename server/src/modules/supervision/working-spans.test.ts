import { buildCalendar, workingHoursBetween } from '../../workflow/working-time';
import { pastSla, workingDayHours, workingHoursBefore, workingSeconds } from './working-spans';

const cal = buildCalendar();
/** A campus time (UTC+8). */
const at = (text: string) => new Date(`${text}+08:00`);

describe('working spans for supervision', () => {
  it('counts only working time: Friday 16:00 to Monday 08:30 is two hours', () => {
    expect(workingSeconds(cal, at('2026-11-27T16:00:00'), at('2026-11-30T08:30:00'))).toBe(7200);
    expect(workingSeconds(cal, at('2026-11-30T08:30:00'), at('2026-11-27T16:00:00'))).toBe(0);
  });

  it('calls a task overdue only past its SLA, and never without one', () => {
    expect(pastSla(cal, 2, at('2026-11-30T08:00:00'), at('2026-11-30T10:00:00'))).toBe(false);
    expect(pastSla(cal, 2, at('2026-11-30T08:00:00'), at('2026-11-30T10:01:00'))).toBe(true);
    expect(pastSla(cal, undefined, at('2026-01-01T08:00:00'), at('2026-11-30T10:01:00'))).toBe(false);
  });

  it('finds the moment a given number of working hours before now, over a weekend', () => {
    const now = at('2026-11-30T09:00:00');
    const before = workingHoursBefore(cal, now, 3 * workingDayHours(cal));
    expect(workingDayHours(cal)).toBe(7.5);
    expect(Math.abs(workingHoursBetween(cal, before, now) - 22.5)).toBeLessThan(0.001);
    // Monday 08:00–09:00, Friday and Thursday whole, Wednesday from 09:00.
    expect(Math.abs(before.getTime() - at('2026-11-25T09:00:00').getTime())).toBeLessThanOrEqual(1000);
  });
});
