import { specText } from '../texts';
import { mobileLimitProblem } from './launch';

describe('mobileLimitProblem (spec §5)', () => {
  it('stops a desktop-only service on a phone and a mobile-only one on a desktop, with the spec texts', () => {
    expect(specText(mobileLimitProblem(1, true)!)).toBe('请前往pc端发起');
    expect(specText(mobileLimitProblem(2, false)!)).toBe('请前往移动端发起');
  });
  it('lets everything else through', () => {
    expect(mobileLimitProblem(1, false)).toBeNull();
    expect(mobileLimitProblem(2, true)).toBeNull();
    expect(mobileLimitProblem(0, true)).toBeNull();
  });
});
