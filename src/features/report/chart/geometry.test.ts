import { chartGeometry, fitText, niceStep, pickAt, textWidth } from './geometry';

const box = { width: 320, height: 200 };
const tick = (v: number) => String(v);

describe('the canvas chart’s geometry', () => {
  it('steps the value axis by round numbers to just above the largest value', () => {
    expect(niceStep(9)).toBe(5);
    expect(niceStep(120)).toBe(50);
    expect(niceStep(0.9)).toBe(0.5);
    expect(niceStep(0)).toBe(1);
    // Counts step by whole numbers.
    expect(niceStep(1, 4, true)).toBe(1);
    expect(chartGeometry('bar', [1, 0], ['a', 'b'], box, tick, true).ticks.map((t) => t.text)).toEqual(['0', '1']);
    const g = chartGeometry('bar', [3, 9, 6], ['a', 'b', 'c'], box, tick);
    expect(g.ticks.map((t) => t.text)).toEqual(['0', '5', '10']);
    expect(g.ticks[0].y).toBe(g.plot.bottom);
    expect(g.ticks.at(-1)?.y).toBe(g.plot.top);
  });

  it('stands bars in their columns, each as tall as its share of the axis', () => {
    const g = chartGeometry('bar', [5, 10, 0], ['甲', '乙', '丙'], box, tick);
    const height = g.plot.bottom - g.plot.top;
    expect(g.bars.map((b) => b.h)).toEqual([height / 2, height, 0]);
    g.bars.forEach((b, i) => {
      expect(b.x).toBeGreaterThanOrEqual(g.plot.left + g.band * i);
      expect(b.x + b.w).toBeLessThanOrEqual(g.plot.left + g.band * (i + 1));
      expect(b.y + b.h).toBeCloseTo(g.plot.bottom);
    });
    expect(g.dots).toEqual([]);
  });

  it('puts a line’s points in the middle of their columns', () => {
    const g = chartGeometry('line', [2, 4], ['11-01', '11-02'], box, tick);
    expect(g.dots.map((d) => d.x)).toEqual([g.plot.left + g.band / 2, g.plot.left + g.band * 1.5]);
    expect(g.dots[1].y).toBeLessThan(g.dots[0].y);
  });

  it('leaves room for the widest tick and shows every k-th label when they crowd', () => {
    const g = chartGeometry('line', Array.from({ length: 30 }, (_, i) => i * 1000), Array.from({ length: 30 }, (_, i) => `11-${i + 1}`), box, tick);
    expect(g.plot.left).toBeGreaterThanOrEqual(textWidth('30000'));
    expect(g.categories.length).toBeLessThan(30);
    expect(g.categories[0].text).toBe('11-1');
  });

  it('cuts a long label to its column with an ellipsis', () => {
    expect(fitText('计算机科学与技术学院', 44)).toBe('计算机…');
    expect(fitText('Law', 44)).toBe('Law');
  });

  it('shares the pie by value, clockwise from twelve o’clock', () => {
    const g = chartGeometry('pie', [1, 1, 2], ['事假', '病假', '公假'], box, tick);
    expect(g.slices.map((s) => [s.start, s.end])).toEqual([
      [0, Math.PI / 2],
      [Math.PI / 2, Math.PI],
      [Math.PI, 2 * Math.PI],
    ]);
    expect(g.centre).toEqual({ x: 160, y: 100, r: 92 });
    expect(chartGeometry('pie', [0, 0], ['a', 'b'], box, tick).slices).toEqual([]);
  });

  it('knows which datum a touch lands on', () => {
    const bars = chartGeometry('bar', [5, 10, 1], ['a', 'b', 'c'], box, tick);
    const middle = (i: number) => bars.plot.left + bars.band * (i + 0.5);
    expect(pickAt(bars, middle(1), bars.plot.bottom - 1)).toBe(1);
    expect(pickAt(bars, middle(2), bars.plot.top + 1)).toBe(2);
    expect(pickAt(bars, 2, bars.plot.bottom - 1)).toBeNull();
    const pie = chartGeometry('pie', [1, 1, 2], ['a', 'b', 'c'], box, tick);
    expect(pickAt(pie, 200, 60)).toBe(0);
    expect(pickAt(pie, 200, 140)).toBe(1);
    expect(pickAt(pie, 120, 100)).toBe(2);
    expect(pickAt(pie, 10, 10)).toBeNull();
  });
});
