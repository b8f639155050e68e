import { specText } from '../texts';
import { mobileLimitProblem, startProblem } from './launch';

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

describe('startProblem', () => {
  const leave = {
    type: 1, hasForm: true, audiences: ['student'] as const, mobileLimit: 0, duringUpper: '2026-12-31 23:59:59',
    signedIn: true, callerAudience: 'student' as const, onMobile: true, now: '2026-11-23 10:00:00',
  };
  it('lets a student start the leave request on a phone before its deadline', () => {
    expect(startProblem(leave)).toBeNull();
  });
  it('says why not, in the order a user can act on it', () => {
    expect(specText(startProblem({ ...leave, type: 4 })!)).toBe('该服务无需在线发起');
    expect(specText(startProblem({ ...leave, signedIn: false })!)).toBe('请登录后发起');
    expect(specText(startProblem({ ...leave, callerAudience: 'visitor' })!)).toBe('该事项不面向您的身份办理');
    expect(specText(startProblem({ ...leave, now: '2027-01-01 00:00:00' })!)).toBe('该事项已截止办理');
    expect(specText(startProblem({ ...leave, mobileLimit: 1 })!)).toBe('请前往pc端发起');
  });
});
