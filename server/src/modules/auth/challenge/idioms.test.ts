import { IDIOMS } from './idioms';
import { shuffledCharacters } from './idiom-picture';

describe('the idiom list', () => {
  it('holds a few hundred idioms of four Chinese characters', () => {
    expect(IDIOMS.length).toBeGreaterThanOrEqual(300);
    expect(IDIOMS.filter((idiom) => !/^\p{Script=Han}{4}$/u.test(idiom))).toEqual([]);
  });

  it('has no two idioms made of the same characters, so a shuffle has one answer', () => {
    const byCharacters = new Map<string, string[]>();
    for (const idiom of IDIOMS) {
      const key = [...idiom].sort().join('');
      byCharacters.set(key, [...(byCharacters.get(key) ?? []), idiom]);
    }
    expect([...byCharacters.values()].filter((group) => group.length > 1)).toEqual([]);
  });
});

describe('shuffledCharacters', () => {
  it('always moves the characters out of their order, whatever the random numbers', () => {
    for (const idiom of ['一心一意', '井井有条', '画蛇添足']) {
      for (const r of [0, 0.25, 0.5, 0.999]) {
        const shown = shuffledCharacters(idiom, () => r);
        expect(shown.join('')).not.toBe(idiom);
        expect([...shown].sort()).toEqual([...idiom].sort());
      }
    }
  });
});
