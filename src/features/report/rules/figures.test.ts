import { figureKind, formatFigure, formatTick } from './figures';

describe('a report figure', () => {
  it('counts in whole numbers, six digits or more in 万 (K in English)', () => {
    expect(formatFigure(12, 'count', '', 'zh')).toBe('12');
    expect(formatFigure(99999, 'count', '', 'zh')).toBe('99999');
    expect(formatFigure(123456, 'count', '', 'zh')).toBe('12万');
    expect(formatFigure(123456, 'count', '', 'en')).toBe('123K');
  });

  it('gives hours one decimal, with the unit the server named in the reader’s language', () => {
    expect(figureKind('avg_hours')).toBe('hours');
    expect(formatFigure(12.345, 'avg_hours', '小时', 'zh')).toBe('12.3小时');
    expect(formatFigure(3, 'p90_hours', 'hours', 'en')).toBe('3.0 hours');
  });

  it('reads rates as fractions and shows them as percentages with one decimal', () => {
    expect(figureKind('rate')).toBe('rate');
    expect(formatFigure(0.9234, 'rate', '%', 'zh')).toBe('92.3%');
    expect(formatFigure(1, 'rate', '%', 'en')).toBe('100.0%');
    expect(formatFigure(0, 'rate', '', 'zh')).toBe('0.0%');
  });

  it('keeps at most two decimals of a sum or an average', () => {
    expect(formatFigure(1234.567, 'avg:form1_3', '元', 'zh')).toBe('1234.57元');
    expect(formatFigure(1234.5, 'sum:form1_3', 'yuan', 'en')).toBe('1234.5 yuan');
    expect(formatFigure(2500000, 'sum:form1_3', '元', 'zh')).toBe('250万元');
  });

  it('shortens axis ticks as the figures, without the unit', () => {
    expect(formatTick(0.5, 'rate', 'zh')).toBe('50%');
    expect(formatTick(200000, 'count', 'zh')).toBe('20万');
    expect(formatTick(7.5, 'avg_hours', 'en')).toBe('7.5');
  });
});
