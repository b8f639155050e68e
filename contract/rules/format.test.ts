import fc from 'fast-check';
import { formatCount, formatDuration, truncate } from './format';

describe('formatCount (spec §9: 6+ digits in 万)', () => {
  it.each([
    [0, '0'],
    [99999, '99999'],
    [100000, '10万'],
    [1234567, '123万'],
  ])('%d is shown as %s', (n, shown) => expect(formatCount(n)).toBe(shown));

  it('drops exactly the last four digits of any number of six or more digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(`${String(n).slice(0, -4)}万`);
      }),
    );
  });
});

describe('formatCount for English readers', () => {
  it.each([
    [99999, '99999'],
    [100000, '100K'],
    [1234567, '1234K'],
  ])('%d is shown as %s, in thousands rather than 万', (n, shown) => expect(formatCount(n, 'en')).toBe(shown));
});

describe('truncate', () => {
  it('cuts folder card names at 10 characters with an ellipsis, and leaves short ones alone', () => {
    expect(truncate('教职工因公出国（境）审批申请', 10)).toBe('教职工因公出国（境）…');
    expect(truncate('学生请假申请', 10)).toBe('学生请假申请');
  });
  it('gives Latin letters half the room of a Chinese character, so English names fit the same card', () => {
    expect(truncate('Student leave request', 20)).toBe('Student leave request');
    expect(truncate('Staff official travel abroad approval', 10)).toBe('Staff official trave…');
    expect(truncate('VPN 账号申请表格填写说明', 5)).toBe('VPN 账号申…');
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
