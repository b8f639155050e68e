import fc from 'fast-check';
import { formatCount, formatDuration, truncate } from './format';

describe('formatCount (spec §9: 6+ digits in 万)', () => {
  it.each([
    [0, '0'],
    [99999, '99999'],
    [100000, '10万'],
    [1234567, '123万'],
  ])('%d is shown as %s', (n, shown) => expect(formatCount(n)).toBe(shown));

  it('never shows more than five digits', () => {
    fc.assert(fc.property(fc.nat(), (n) => expect(formatCount(n).replace('万', '').length).toBeLessThanOrEqual(5)));
  });
});

describe('truncate', () => {
  it('cuts folder card names at 10 characters with an ellipsis, and leaves short ones alone', () => {
    expect(truncate('教职工因公出国（境）审批申请', 10)).toBe('教职工因公出国（境）…');
    expect(truncate('学生请假申请', 10)).toBe('学生请假申请');
  });
});

describe('formatDuration', () => {
  it.each([
    [30, { value: 0, unit: 'lessThanMinute' }],
    [150, { value: 2, unit: 'minutes' }],
    [5400, { value: 1.5, unit: 'hours' }],
    [86400 * 3.25, { value: 3.3, unit: 'days' }],
  ])('%d s', (s, expected) => expect(formatDuration(s)).toEqual(expected));
});
