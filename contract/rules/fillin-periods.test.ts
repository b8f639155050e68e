import { FillinStatus } from './fillin';
import {
  campusDayAt,
  instantAt,
  isoWeek,
  isPeriodNum,
  lastPeriodNum,
  periodBounds,
  periodLabel,
  periodNumAt,
  periodNumOn,
  periodsDueBetween,
  personStatus,
  weekday,
  type PeriodPlan,
} from './fillin-periods';

const campus = (text: string) => new Date(`${text}+08:00`).getTime();
const stamp = (at: number) => new Date(at + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

const daily: PeriodPlan = { kind: 'daily', start_date: '2026-11-13', end_date: null, open_time: '00:00', close_time: '23:59' };
const weekly: PeriodPlan = { kind: 'weekly', start_date: '2026-11-04', end_date: '2026-12-02', open_time: '08:00', close_time: '20:00' };
const monthly: PeriodPlan = { kind: 'monthly', start_date: '2026-09-15', end_date: null, open_time: '09:00', close_time: '18:00' };

describe('fill-in periods', () => {
  it('reads campus days and instants at UTC+8', () => {
    expect(campusDayAt(campus('2026-11-27T00:00:00'))).toBe('2026-11-27');
    expect(campusDayAt(campus('2026-11-26T23:59:59'))).toBe('2026-11-26');
    expect(instantAt('2026-11-27', '08:30')).toBe(campus('2026-11-27T08:30:00'));
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-29')).toBe(7);
  });

  it('counts daily periods from 1 at the start date; a day before it is period 0', () => {
    expect(periodNumOn(daily, '2026-11-13')).toBe(1);
    expect(periodNumOn(daily, '2026-11-27')).toBe(15);
    expect(periodNumOn(daily, '2026-11-12')).toBe(0);
    expect(periodNumAt(daily, campus('2026-11-27T23:59:59'))).toBe(15);
    expect(periodNumAt(daily, campus('2026-11-28T00:00:00'))).toBe(16);
    expect(lastPeriodNum(daily)).toBeNull();
  });

  it("opens a daily period's window at its open time and closes it at the end of its close minute", () => {
    const p = periodBounds(daily, 15);
    expect(p).toMatchObject({ num: 15, first_day: '2026-11-27', due_date: '2026-11-27' });
    expect(stamp(p.opens_at)).toBe('2026-11-27 00:00:00');
    expect(stamp(p.closes_at)).toBe('2026-11-28 00:00:00');
  });

  it('runs weekly periods Monday to Sunday, the first from the start date, the last to the end date', () => {
    // 2026-11-04 is a Wednesday: period 1 is that week, opening on the start date itself.
    expect(periodBounds(weekly, 1)).toMatchObject({ first_day: '2026-11-04', due_date: '2026-11-08' });
    expect(periodBounds(weekly, 2)).toMatchObject({ first_day: '2026-11-09', due_date: '2026-11-15' });
    expect(stamp(periodBounds(weekly, 2).opens_at)).toBe('2026-11-09 08:00:00');
    expect(stamp(periodBounds(weekly, 2).closes_at)).toBe('2026-11-15 20:01:00');
    expect(periodNumOn(weekly, '2026-11-15')).toBe(2);
    expect(periodNumOn(weekly, '2026-11-16')).toBe(3);
    expect(lastPeriodNum(weekly)).toBe(5);
    expect(periodBounds(weekly, 5)).toMatchObject({ first_day: '2026-11-30', due_date: '2026-12-02' });
    expect([isPeriodNum(weekly, 5), isPeriodNum(weekly, 6), isPeriodNum(weekly, 0)]).toEqual([true, false, false]);
  });

  it('runs monthly periods from the 1st to the last day, across a year', () => {
    expect(periodBounds(monthly, 1)).toMatchObject({ first_day: '2026-09-15', due_date: '2026-09-30' });
    expect(periodBounds(monthly, 3)).toMatchObject({ first_day: '2026-11-01', due_date: '2026-11-30' });
    expect(periodBounds(monthly, 6)).toMatchObject({ first_day: '2027-02-01', due_date: '2027-02-28' });
    expect(periodNumOn(monthly, '2027-01-31')).toBe(5);
  });

  it('has one period for a one-off mission, from its start to its end', () => {
    const once: PeriodPlan = { kind: 'once', start_date: '2026-12-01', end_date: '2026-12-05', open_time: '08:00', close_time: '17:00' };
    expect(periodBounds(once, 1)).toMatchObject({ first_day: '2026-12-01', due_date: '2026-12-05' });
    expect([periodNumOn(once, '2026-11-30'), periodNumOn(once, '2026-12-03'), periodNumOn(once, '2026-12-06')]).toEqual([0, 1, 2]);
    expect(lastPeriodNum(once)).toBe(1);
    expect(periodLabel('once', periodBounds(once, 1), 'zh')).toBe('12月1日–12月5日');
  });

  it('lists the periods due within a range of days', () => {
    expect(periodsDueBetween(daily, '2026-11-10', '2026-11-15').map((p) => p.num)).toEqual([1, 2, 3]);
    expect(periodsDueBetween(weekly, '2026-11-10', '2026-11-30').map((p) => p.num)).toEqual([2, 3, 4]);
    expect(periodsDueBetween(weekly, '2026-12-10', '2026-12-31')).toEqual([]);
  });

  it('names periods in either language', () => {
    expect(periodLabel('daily', periodBounds(daily, 15), 'zh')).toBe('11月27日');
    expect(periodLabel('daily', periodBounds(daily, 15), 'en')).toBe('Nov 27');
    expect(periodLabel('weekly', periodBounds(weekly, 5), 'zh')).toBe('第49周');
    expect(periodLabel('weekly', periodBounds(weekly, 5), 'en')).toBe('Week 49');
    expect(periodLabel('monthly', periodBounds(monthly, 3), 'zh')).toBe('2026年11月');
    expect(periodLabel('monthly', periodBounds(monthly, 3), 'en')).toBe('November 2026');
    expect([isoWeek('2026-01-01'), isoWeek('2027-01-01'), isoWeek('2026-12-28')]).toEqual([1, 53, 53]);
  });

  it("tells a person's status from the window, the submissions and the late policy", () => {
    const period = periodBounds(weekly, 2);
    const at = (text: string) => ({ period, due: true, submitted: 0, latePolicy: 'refuse' as const, now: campus(text) });
    expect(personStatus(at('2026-11-09T07:59:00'))).toBe(FillinStatus.notOpen);
    expect(personStatus(at('2026-11-09T08:00:00'))).toBe(FillinStatus.toFill);
    expect(personStatus({ ...at('2026-11-12T10:00:00'), submitted: 1 })).toBe(FillinStatus.filled);
    expect(personStatus(at('2026-11-15T20:00:59'))).toBe(FillinStatus.toFill);
    expect(personStatus(at('2026-11-15T20:01:00'))).toBe(FillinStatus.missed);
    expect(personStatus({ ...at('2026-11-16T09:00:00'), latePolicy: 'accept' })).toBe(FillinStatus.late);
    expect(personStatus({ ...at('2026-11-10T09:00:00'), due: false })).toBe(FillinStatus.notOpen);
  });
});
