import fc from 'fast-check';
import {
  addWorkingHours,
  buildCalendar,
  DEFAULT_WEEKLY_HOURS,
  isCalendarDate,
  isWorkingTime,
  nextWorkingStart,
  workingHoursBetween,
  type CalendarDay,
  type DayKind,
} from './working-time';

/** An instant written in campus time, 'YYYY-MM-DD HH:mm'. */
const campus = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

function span(from: string, to: string, kind: DayKind): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    days.push({ day: d.toISOString().slice(0, 10), kind });
  }
  return days;
}

/** Autumn 2026 to spring 2027 as a university keeps it. */
const calendar = buildCalendar({
  days: [
    ...span('2026-09-25', '2026-09-27', 'holiday'),
    ...span('2026-10-01', '2026-10-07', 'holiday'),
    { day: '2026-09-20', kind: 'workday' },
    { day: '2026-10-10', kind: 'workday' },
    ...span('2027-01-01', '2027-01-03', 'holiday'),
    ...span('2027-01-16', '2027-02-28', 'vacation'),
  ],
});

describe('addWorkingHours', () => {
  it.each([
    ['a Friday afternoon runs over the weekend', '2026-11-20 16:00', 4, '2026-11-23 10:30'],
    ['the lunch break does not count', '2026-11-23 11:00', 2, '2026-11-23 15:00'],
    ['a start before office hours counts from 08:00', '2026-11-24 06:15', 1, '2026-11-24 09:00'],
    ['a start in the lunch break counts from 14:00', '2026-11-24 12:30', 1, '2026-11-24 15:00'],
    ['a period used up exactly ends at its close', '2026-11-24 08:00', 4, '2026-11-24 12:00'],
    ['the National Day week is skipped', '2026-09-30 16:00', 4, '2026-10-08 10:30'],
    ['the make-up Saturday (调休) counts', '2026-10-09 16:00', 4, '2026-10-10 10:30'],
    ['the make-up Sunday before the Mid-Autumn Festival counts', '2026-09-18 17:00', 1, '2026-09-20 08:30'],
    ['New Year 2027 is skipped', '2026-12-31 17:00', 1, '2027-01-04 08:30'],
    ['a request filed on the first day of the winter vacation waits for the spring term', '2027-01-16 09:00', 16, '2027-03-03 09:00'],
  ])('%s', (_why, start, hours, expected) => {
    expect(addWorkingHours(calendar, campus(start), hours)).toEqual(campus(expected));
  });

  it('adds nothing for zero hours, even outside working time', () => {
    expect(addWorkingHours(calendar, campus('2026-10-02 20:00'), 0)).toEqual(campus('2026-10-02 20:00'));
  });

  it('refuses negative and non-finite hours', () => {
    expect(() => addWorkingHours(calendar, campus('2026-11-23 09:00'), -1)).toThrow(RangeError);
    expect(() => addWorkingHours(calendar, campus('2026-11-23 09:00'), Number.NaN)).toThrow(RangeError);
  });

  it('adds 2000 hours (a year and more) in under 5 ms', () => {
    const start = campus('2026-09-01 09:00');
    // The best of a few runs: the cost of the arithmetic, not of a busy machine's scheduler.
    const runs = Array.from({ length: 5 }, () => {
      const began = performance.now();
      addWorkingHours(calendar, start, 2000);
      return performance.now() - began;
    });
    expect(Math.min(...runs)).toBeLessThan(5);
    expect(workingHoursBetween(calendar, start, addWorkingHours(calendar, start, 2000))).toBeCloseTo(2000, 6);
  });

  it('gives up with a clear error when no working time follows within three years', () => {
    const closed = buildCalendar({ days: span('2027-01-01', '2030-12-31', 'vacation') });
    expect(() => addWorkingHours(closed, campus('2026-12-31 18:00'), 1)).toThrow(/no working time in the \d+ days after 2026-12-31T10:00/);
    expect(() => nextWorkingStart(closed, campus('2026-12-31 18:00'))).toThrow(/no working time/);
  });
});

describe('workingHoursBetween', () => {
  it('counts only working periods', () => {
    expect(workingHoursBetween(calendar, campus('2026-11-20 16:00'), campus('2026-11-23 10:30'))).toBe(4);
    expect(workingHoursBetween(calendar, campus('2026-11-23 00:00'), campus('2026-11-30 00:00'))).toBe(37.5);
    expect(workingHoursBetween(calendar, campus('2026-10-01 00:00'), campus('2026-10-08 00:00'))).toBe(0);
  });

  it('is negative when the end comes first', () => {
    expect(workingHoursBetween(calendar, campus('2026-11-23 10:30'), campus('2026-11-20 16:00'))).toBe(-4);
  });
});

describe('isWorkingTime and nextWorkingStart', () => {
  it.each([
    ['2026-11-23 08:00', true],
    ['2026-11-23 11:59', true],
    ['2026-11-23 12:00', false],
    ['2026-11-23 17:30', false],
    ['2026-11-21 10:00', false],
    ['2026-10-01 10:00', false],
    ['2026-10-10 10:00', true],
    ['2027-02-01 10:00', false],
    ['2027-03-01 10:00', true],
  ])('%s is working time: %s', (at, working) => {
    expect(isWorkingTime(calendar, campus(at))).toBe(working);
  });

  it.each([
    ['2026-11-23 09:00', '2026-11-23 09:00'],
    ['2026-11-23 12:00', '2026-11-23 14:00'],
    ['2026-11-20 17:30', '2026-11-23 08:00'],
    ['2027-01-15 18:00', '2027-03-01 08:00'],
  ])('after %s work starts at %s', (at, start) => {
    expect(nextWorkingStart(calendar, campus(at))).toEqual(campus(start));
  });
});

describe('buildCalendar', () => {
  it('takes any weekly hours, a make-up day working Monday’s', () => {
    const week = { ...DEFAULT_WEEKLY_HOURS, mon: [{ from: '09:00', to: '10:00' }], sat: [{ from: '22:00', to: '24:00' }] };
    const custom = buildCalendar({ weeklyHours: week, days: [{ day: '2026-11-29', kind: 'workday' }] });
    expect(addWorkingHours(custom, campus('2026-11-28 23:00'), 2)).toEqual(campus('2026-11-29 10:00'));
  });

  it.each([
    ['malformed times', { ...DEFAULT_WEEKLY_HOURS, mon: [{ from: '8:00', to: '12:00' }] }, /HH:mm/],
    ['ranges that end before they start', { ...DEFAULT_WEEKLY_HOURS, mon: [{ from: '12:00', to: '08:00' }] }, /end after/],
    ['overlapping ranges', { ...DEFAULT_WEEKLY_HOURS, mon: [{ from: '08:00', to: '12:00' }, { from: '11:00', to: '13:00' }] }, /overlap/],
    ['a week without working time', { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] }, /no working hours/],
  ])('refuses %s', (_why, weeklyHours, message) => {
    expect(() => buildCalendar({ weeklyHours })).toThrow(message);
  });

  it('refuses days that are not dates, or listed twice', () => {
    expect(() => buildCalendar({ days: [{ day: '2027-02-30', kind: 'holiday' }] })).toThrow(/not a date/);
    expect(() => buildCalendar({ days: [{ day: '2027-01-01', kind: 'holiday' }, { day: '2027-01-01', kind: 'vacation' }] })).toThrow(/twice/);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
});

describe('working-time properties', () => {
  const instants = fc.date({ min: campus('2026-09-01 00:00'), max: campus('2027-08-31 23:59'), noInvalidDate: true });
  const hours = fc.double({ min: 0, max: 400, noNaN: true });

  it('counts back the hours it added', () => {
    fc.assert(
      fc.property(instants, hours, (start, h) => {
        expect(workingHoursBetween(calendar, start, addWorkingHours(calendar, start, h))).toBeCloseTo(h, 5);
      }),
    );
  });

  it('never lands inside non-working time unless nothing is added', () => {
    fc.assert(
      fc.property(instants, hours, (start, h) => {
        fc.pre(h > 0);
        const end = addWorkingHours(calendar, start, h);
        // A deadline may fall on the close of a period (12:00): the millisecond before it is working time.
        expect(isWorkingTime(calendar, end) || isWorkingTime(calendar, new Date(end.getTime() - 1))).toBe(true);
      }),
    );
  });

  it('is monotonic in the hours added', () => {
    fc.assert(
      fc.property(instants, hours, hours, (start, h1, h2) => {
        const [less, more] = h1 <= h2 ? [h1, h2] : [h2, h1];
        expect(addWorkingHours(calendar, start, less).getTime()).toBeLessThanOrEqual(addWorkingHours(calendar, start, more).getTime());
      }),
    );
  });

  it('starts from the next working period whatever the start', () => {
    fc.assert(
      fc.property(instants, (start) => {
        const next = nextWorkingStart(calendar, start);
        expect(isWorkingTime(calendar, next)).toBe(true);
        expect(workingHoursBetween(calendar, start, next)).toBe(0);
      }),
    );
  });
});
