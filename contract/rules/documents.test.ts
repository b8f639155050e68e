import { formatDocumentNumber, numberPatternProblem } from './documents';

describe('document numbers', () => {
  it('fills the office short name, the year and the sequence, padded when the rule asks', () => {
    expect(formatDocumentNumber('{org}〔{year}〕{n}号', '示范大学', 2026, 12)).toBe('示范大学〔2026〕12号');
    expect(formatDocumentNumber('{org}发〔{year}〕{n:3}号', '示大教', 2026, 7)).toBe('示大教发〔2026〕007号');
    expect(formatDocumentNumber('  No.{n}  ', 'x', 2026, 1)).toBe('No.1');
  });

  it('accepts a rule with one sequence and the known parts only', () => {
    expect(numberPatternProblem('{org}〔{year}〕{n}号')).toBeNull();
    expect(numberPatternProblem('教发〔{year}〕{n:3}号')).toBeNull();
  });

  it('names what is wrong with a rule', () => {
    expect(numberPatternProblem('  ')).toBe('empty');
    expect(numberPatternProblem('{org}〔{year}〕号')).toBe('noSequence');
    expect(numberPatternProblem('{n}-{n}')).toBe('manySequences');
    expect(numberPatternProblem('{org}{month}{n}')).toBe('unknown:month');
    expect(numberPatternProblem('{n:9}')).toBe('unknown:n:9');
    expect(numberPatternProblem('{n}}')).toBe('braces');
    expect(numberPatternProblem(`${'长'.repeat(61)}{n}`)).toBe('tooLong');
  });
});
