import { unitText } from './units';

describe('unitText', () => {
  const days = { unit: '天', unit_en: 'days', unit_en_one: 'day' };

  it('gives English readers the English unit, singular for exactly one', () => {
    expect(unitText(days, 'en', 3)).toBe('days');
    expect(unitText(days, 'en', 1)).toBe('day');
    expect(unitText(days, 'en')).toBe('days');
  });

  it('gives Chinese readers the Chinese unit, and a field without an English unit its own', () => {
    expect(unitText(days, 'zh', 1)).toBe('天');
    expect(unitText({ unit: '元' }, 'en', 2)).toBe('元');
    expect(unitText({}, 'en', 2)).toBeUndefined();
  });
});
