import { actedByText, grantCovers, grantSpanProblem, grantStatus } from './grants';

describe('grant status', () => {
  const grant = { start_date: '2026-11-20', end_date: '2026-11-30', revoked: false };
  it('is active on both end dates and between them', () => {
    expect(grantStatus(grant, '2026-11-20')).toBe('active');
    expect(grantStatus(grant, '2026-11-30')).toBe('active');
  });
  it('is pending before the start and expired after the end', () => {
    expect(grantStatus(grant, '2026-11-19')).toBe('pending');
    expect(grantStatus(grant, '2026-12-01')).toBe('expired');
  });
  it('is revoked whatever the dates', () => {
    expect(grantStatus({ ...grant, revoked: true }, '2026-11-25')).toBe('revoked');
  });
});

it('covers every service when it names none, else only those it names', () => {
  expect(grantCovers([], 7)).toBe(true);
  expect(grantCovers([3, 7], 7)).toBe(true);
  expect(grantCovers([3], 7)).toBe(false);
});

describe('grant span', () => {
  it('accepts one day and a whole year', () => {
    expect(grantSpanProblem('2026-11-26', '2026-11-26', '2026-11-26')).toBeNull();
    expect(grantSpanProblem('2026-11-26', '2027-11-26', '2026-11-26')).toBeNull();
  });
  it('refuses an end before the start, an end already passed, and more than a year', () => {
    expect(grantSpanProblem('2026-11-26', '2026-11-25', '2026-11-20')).toBe('grantEndBeforeStart');
    expect(grantSpanProblem('2026-11-01', '2026-11-10', '2026-11-26')).toBe('grantEndPassed');
    expect(grantSpanProblem('2026-11-26', '2027-11-28', '2026-11-26')).toBe('grantTooLong');
  });
});

it('names the person acting for another as 代 in Chinese and "for" in English', () => {
  expect(actedByText('李振华', '王晓燕', 'zh')).toBe('王晓燕 代 李振华');
  expect(actedByText('Li Zhenhua', 'Wang Xiaoyan', 'en')).toBe('Wang Xiaoyan for Li Zhenhua');
  expect(actedByText('李振华', '', 'zh')).toBe('李振华');
});
