import { progressAt } from './progress';
import { rootFontSize } from './font-scale';

describe('mobile root font size (spec §2)', () => {
  it('is 100 × width / 375 with the width clamped to 320..480', () => {
    expect(rootFontSize(375, true)).toBe(100);
    expect(rootFontSize(414, true)).toBeCloseTo(110.4);
    expect(rootFontSize(300, true)).toBeCloseTo((100 * 320) / 375);
    expect(rootFontSize(600, true)).toBe(128);
  });
  it('stays at 100 px in the desktop layout', () => {
    expect(rootFontSize(1280, false)).toBe(100);
  });
});

describe('navigation progress (spec §9)', () => {
  it('starts at 0, only grows, and reaches 98 % at 3000 ms without passing it', () => {
    expect(progressAt(0)).toBe(0);
    let last = 0;
    for (let t = 100; t <= 5000; t += 100) {
      expect(progressAt(t)).toBeGreaterThanOrEqual(last);
      last = progressAt(t);
    }
    expect(progressAt(3000)).toBe(98);
    expect(progressAt(9000)).toBe(98);
  });
});
