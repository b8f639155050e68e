import { campusToday, dateParam, presetOf, presetRange, rangeProblem, termStart } from './ranges';

describe('a report’s time range', () => {
  it('takes the campus’s today, whatever the device’s time zone', () => {
    expect(campusToday(Date.parse('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
    expect(campusToday(Date.parse('2026-11-27T15:59:00Z'))).toBe('2026-11-27');
  });

  it('offers the last 7 and 30 days, today included, and this term', () => {
    expect(presetRange('last7', '2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('term', '2026-11-28')).toEqual({ from: '2026-09-01', to: '2026-11-28' });
  });

  it('counts a day between terms, and January, to the term before', () => {
    expect(termStart('2026-01-10')).toBe('2025-09-01');
    expect(termStart('2026-02-20')).toBe('2026-02-20');
    expect(termStart('2026-08-15')).toBe('2026-02-20');
  });

  it('knows which preset a range is', () => {
    expect(presetOf({ from: '2026-11-22', to: '2026-11-28' }, '2026-11-28')).toBe('last7');
    expect(presetOf({ from: '2026-11-21', to: '2026-11-28' }, '2026-11-28')).toBeNull();
  });

  it('refuses a range that ends before it starts or is longer than a year', () => {
    expect(rangeProblem({ from: '2026-11-28', to: '2026-11-27' })).toBe('order');
    expect(rangeProblem({ from: '2025-11-27', to: '2026-11-28' })).toBe('tooLong');
    expect(rangeProblem({ from: '2025-11-28', to: '2026-11-28' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-28', to: '2026-11-28' })).toBeNull();
  });

  it('reads a date from the address only when it is one', () => {
    expect(dateParam('2026-11-28')).toBe('2026-11-28');
    expect(dateParam('2026-13-45')).toBeUndefined();
    expect(dateParam('yesterday')).toBeUndefined();
    expect(dateParam(undefined)).toBeUndefined();
  });
});
