import { mayReadOfficeNotices } from './notices';

describe('office notices', () => {
  it('are for staff only', () => {
    expect(mayReadOfficeNotices('staff')).toBe(true);
    expect(mayReadOfficeNotices('student')).toBe(false);
    expect(mayReadOfficeNotices('other')).toBe(false);
    expect(mayReadOfficeNotices(null)).toBe(false);
    expect(mayReadOfficeNotices(undefined)).toBe(false);
  });
});
