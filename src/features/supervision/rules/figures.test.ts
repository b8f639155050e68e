import { countText, durationText, pageOf, satisfactionText } from './figures';

const t = (key: string, values?: Record<string, unknown>) => `${key}:${values?.value ?? ''}`;

describe('supervision figures as the pages write them', () => {
  it('writes durations by the spec’s rule', () => {
    expect(durationText(30, t)).toBe('duration_lessThanMinute:0');
    expect(durationText(600, t)).toBe('duration_minutes:10');
    expect(durationText(5400, t)).toBe('duration_hours:1.5');
    expect(durationText(86_400 * 2.26, t)).toBe('duration_days:2.3');
  });

  it('writes six digits or more in 万, or K in English', () => {
    expect(countText(99_999, 'zh')).toBe('99999');
    expect(countText(1_234_567, 'zh')).toBe('123万');
    expect(countText(1_234_567, 'en')).toBe('1234K');
  });

  it('writes satisfaction as the average stars to one decimal with how many rated, or the empty mark', () => {
    const said = (key: string, values?: Record<string, unknown>) => `${key}:${JSON.stringify(values ?? {})}`;
    expect(satisfactionText({ ratings: 42, stars: 4 }, said)).toBe('starsOf:{"stars":"4.0","count":42}');
    expect(satisfactionText({ ratings: 0, stars: 0 }, said)).toBe('none:{}');
  });

  it('pages rows, keeping the page within those that exist', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 1, 10)).toEqual({ rows: rows.slice(0, 10), p: 1, pages: 3 });
    expect(pageOf(rows, 9, 10)).toEqual({ rows: [20, 21, 22], p: 3, pages: 3 });
    expect(pageOf([], 2, 10)).toEqual({ rows: [], p: 1, pages: 1 });
  });
});
