import { maskEmail, maskMobile } from './masking';

describe('masking contact details', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });

  it('keeps the first character and the domain of an email', () => {
    expect(maskEmail('zhang@example.com')).toBe('z***@example.com');
    expect(maskEmail('z@example.com')).toBe('z***@example.com');
    expect(maskEmail('林晓雨@example.cn')).toBe('林***@example.cn');
  });

  it('shows nothing for nothing bound, and no part of a value it cannot read', () => {
    expect(maskMobile(null)).toBe('');
    expect(maskMobile('')).toBe('');
    expect(maskEmail(undefined)).toBe('');
    expect(maskMobile('12345')).toBe('****');
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('not-an-email')).toBe('***');
  });
});
