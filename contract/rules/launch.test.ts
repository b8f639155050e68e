import { mobileLimitMessage } from './launch';

describe('mobileLimitMessage (spec §5)', () => {
  it('stops a desktop-only service on a phone and a mobile-only one on a desktop', () => {
    expect(mobileLimitMessage(1, true)).toBe('请前往pc端发起');
    expect(mobileLimitMessage(2, false)).toBe('请前往移动端发起');
  });
  it('lets everything else through', () => {
    expect(mobileLimitMessage(1, false)).toBeNull();
    expect(mobileLimitMessage(2, true)).toBeNull();
    expect(mobileLimitMessage(0, true)).toBeNull();
  });
});
