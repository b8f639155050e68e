import { addDays, campusDate, dateParam, daysBetween, stripDays, weekday } from './days';

it('reads the campus date in UTC+8, whatever the device says', () => {
  expect(campusDate(Date.parse('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
  expect(campusDate(Date.parse('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
});

it('lays out seven days from the first, across a month end', () => {
  expect(stripDays('2026-11-28')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(daysBetween('2026-11-28', '2026-12-01')).toBe(3);
  expect(weekday('2026-11-29')).toBe(0);
});

it('takes only real dates from the address', () => {
  expect(dateParam('2026-11-28')).toBe('2026-11-28');
  expect(dateParam('2026-13-45')).toBeNull();
  expect(dateParam('tomorrow')).toBeNull();
  expect(dateParam(undefined)).toBeNull();
});
